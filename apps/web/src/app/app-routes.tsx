/**
 * Every route but the sign-in pages, built from the one route table, each shell a lazy layout
 * around its routes, all inside the lazy AntdFrame. Loaded by the router on the first path that is
 * not a sign-in page (router.tsx), so neither this table nor antd is in the first page.
 */
import { type ComponentType, lazy, type ReactElement, Suspense } from 'react';
import { Navigate, Outlet, type RouteObject, useLocation } from 'react-router';
import { PageSpinner } from '../shared/page-spinner';
import { whenDictionaryReady } from './pages';
import { ROUTES, type RouteEntry, type ShellId } from './route-config';
import type { AppShellKind } from './shells/app-shell';
import type { CompetitionShellKind } from './shells/competition-shell';

// The shells carry the areas' menus: they wait for the whole dictionary as the pages do (pages.ts).
const AppShell: ComponentType<{ kind: AppShellKind }> = lazy(() =>
  Promise.all([import('./shells/app-shell'), whenDictionaryReady()]).then(([m]) => ({ default: m.AppShell })),
);
const PoolShell = lazy(() =>
  Promise.all([import('./shells/pool-shell'), whenDictionaryReady()]).then(([m]) => ({ default: m.PoolShell })),
);
const CompetitionShell: ComponentType<{ kind: CompetitionShellKind }> = lazy(() =>
  Promise.all([import('./shells/competition-shell'), whenDictionaryReady()]).then(([m]) => ({
    default: m.CompetitionShell,
  })),
);
const AntdFrame = lazy(() => import('./antd-frame').then((m) => ({ default: m.AntdFrame })));
const PublicFrame = lazy(() => import('./shells/public-frame').then((m) => ({ default: m.PublicFrame })));
const NotOpenPage = lazy(() => import('./not-open-page').then((m) => ({ default: m.NotOpenPage })));
const NotFoundPage = lazy(() => import('./not-found-page').then((m) => ({ default: m.NotFoundPage })));

export function RedirectKeepSearch({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={`${to}${search}`} replace />;
}

/** A shell-less page: a spinner until its chunk is there. */
export function Bare() {
  return (
    <Suspense fallback={<PageSpinner fullScreen />}>
      <Outlet />
    </Suspense>
  );
}

function shellElement(shell: ShellId): ReactElement {
  if (shell === 'bare' || shell === 'signIn') return <Bare />;
  if (shell === 'publicFrame') return <PublicFrame />;
  if (shell === 'pool') return <PoolShell />;
  if (shell === 'competitionTeacher' || shell === 'competitionStudent') return <CompetitionShell kind={shell} />;
  return <AppShell kind={shell} />;
}

function routeObject(entry: RouteEntry): RouteObject {
  if (entry.redirect) return { path: entry.path, element: <RedirectKeepSearch to={entry.redirect} /> };
  const Page = entry.page;
  return { path: entry.path, element: Page ? <Page /> : <NotOpenPage /> };
}

/** The AntdFrame layout with every shell but the sign-in pages' (those are in the router from the start). */
export function buildAppRoutes(entries: readonly RouteEntry[] = ROUTES): RouteObject {
  const byShell = new Map<ShellId, RouteEntry[]>();
  for (const entry of entries) {
    if (entry.shell !== 'signIn') byShell.set(entry.shell, [...(byShell.get(entry.shell) ?? []), entry]);
  }
  const shells = [...byShell].map(([shell, list]) => ({
    element: shellElement(shell),
    children: list.map(routeObject),
  }));
  return {
    id: 'app',
    element: (
      <Suspense fallback={<PageSpinner fullScreen />}>
        <AntdFrame />
      </Suspense>
    ),
    children: [...shells, { path: '*', element: <NotFoundPage /> }],
  };
}
