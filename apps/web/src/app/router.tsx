/** Builds the router from the one route table, each shell a lazy layout around its routes. */
import { type ComponentType, lazy, type ReactElement, Suspense } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject, useLocation } from 'react-router';
import { PageSpinner } from '../shared/page-spinner';
import { LoginGuard } from './login-guard';
import { NotOpenPage } from './not-open-page';
import { whenDictionaryReady } from './pages';
import { ROUTES, type RouteEntry, type ShellId } from './route-config';
import { RouteError } from './route-error';
import type { AppShellKind } from './shells/app-shell';

// The shells carry the areas' menus: they wait for the whole dictionary as the pages do (pages.ts).
const AppShell: ComponentType<{ kind: AppShellKind }> = lazy(() =>
  Promise.all([import('./shells/app-shell'), whenDictionaryReady()]).then(([m]) => ({ default: m.AppShell })),
);
const PoolShell = lazy(() =>
  Promise.all([import('./shells/pool-shell'), whenDictionaryReady()]).then(([m]) => ({ default: m.PoolShell })),
);
const PublicFrame = lazy(() => import('./shells/public-frame').then((m) => ({ default: m.PublicFrame })));
const NotFoundPage = lazy(() => import('./not-found-page').then((m) => ({ default: m.NotFoundPage })));

function RedirectKeepSearch({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={`${to}${search}`} replace />;
}

function Bare() {
  return (
    <Suspense fallback={<PageSpinner fullScreen />}>
      <Outlet />
    </Suspense>
  );
}

function shellElement(shell: ShellId): ReactElement {
  if (shell === 'bare') return <Bare />;
  if (shell === 'publicFrame') return <PublicFrame />;
  if (shell === 'pool') return <PoolShell />;
  return <AppShell kind={shell} />;
}

function routeObject(entry: RouteEntry): RouteObject {
  if (entry.redirect) return { path: entry.path, element: <RedirectKeepSearch to={entry.redirect} /> };
  const Page = entry.page;
  return { path: entry.path, element: Page ? <Page /> : <NotOpenPage /> };
}

export function buildRoutes(entries: readonly RouteEntry[]): RouteObject[] {
  const byShell = new Map<ShellId, RouteEntry[]>();
  for (const entry of entries) byShell.set(entry.shell, [...(byShell.get(entry.shell) ?? []), entry]);
  const shells: RouteObject[] = [...byShell].map(([shell, list]) => ({
    element: shellElement(shell),
    children: list.map(routeObject),
  }));
  return [
    {
      element: (
        <Suspense fallback={<PageSpinner fullScreen />}>
          <LoginGuard />
        </Suspense>
      ),
      errorElement: <RouteError />,
      children: [...shells, { path: '*', element: <NotFoundPage /> }],
    },
  ];
}

export const router: ReturnType<typeof createBrowserRouter> = createBrowserRouter(buildRoutes(ROUTES));
