/**
 * The router. At start it holds the sign-in pages alone (sign-in-routes.ts), rendered without
 * antd: that is the first page (docs/architecture.md, "First page"). The first time a path matches
 * none of them, the rest of the route table (app-routes.tsx, with antd around it) is loaded and
 * patched in under the guard, and the navigation goes on.
 */
import { Suspense } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject, useLocation } from 'react-router';
import { PageSpinner } from '../shared/page-spinner';
import { LoginGuard } from './login-guard';
import { RouteError } from './route-error';
import { SIGN_IN_ROUTES, type SignInRouteEntry } from './sign-in-routes';
import { registerWarmUp } from './warm-up';

// The sign-in form's focus starts loading the app behind sign-in (shared/warm-up.ts).
registerWarmUp();

const GUARD_ID = 'guard';

function RedirectKeepSearch({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={`${to}${search}`} replace />;
}

function SignInFrame() {
  return (
    <Suspense fallback={<PageSpinner fullScreen />}>
      <Outlet />
    </Suspense>
  );
}

function signInRoute(entry: SignInRouteEntry): RouteObject {
  if (entry.redirect) return { path: entry.path, element: <RedirectKeepSearch to={entry.redirect} /> };
  const Page = entry.page;
  return { path: entry.path, element: Page ? <Page /> : null };
}

export function buildRoutes(): RouteObject[] {
  return [
    {
      id: GUARD_ID,
      element: (
        <Suspense fallback={<PageSpinner fullScreen />}>
          <LoginGuard />
        </Suspense>
      ),
      errorElement: <RouteError />,
      children: [{ id: 'signIn', element: <SignInFrame />, children: SIGN_IN_ROUTES.map(signInRoute) }],
    },
  ];
}

let appRoutes: Promise<void> | null = null;

export const router: ReturnType<typeof createBrowserRouter> = createBrowserRouter(buildRoutes(), {
  patchRoutesOnNavigation({ patch }) {
    // Once: the patched table ends in '*', so no later path comes here again.
    appRoutes ??= import('./app-routes').then(
      (m) => patch(GUARD_ID, [m.buildAppRoutes()]),
      (error: unknown) => {
        appRoutes = null;
        throw error;
      },
    );
    return appRoutes;
  },
});
