/**
 * The sign-in pages' routes: the landing pages, the school login pages and the school's own
 * sign-in return. They are the first page, so this table is all the router holds at start, without
 * antd and without the rest of the route table (router.tsx adds that on the first other path).
 */
import { SCHOOL_SIGN_IN_RETURN_PATH } from '@lingua/contracts';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** The same shape as route-config's RouteEntry, kept apart so this module stays small. */
export interface SignInRouteEntry {
  path: string;
  shell: 'signIn';
  page?: LazyExoticComponent<ComponentType>;
  redirect?: string;
}

// The login pages need only the text loaded with the first page (i18n/setup.ts): no dictionary wait.
const LandingPage = lazy(() => import('../areas/login/landing-page').then((m) => ({ default: m.LandingPage })));
const SchoolLoginPage = lazy(() =>
  import('../areas/login/school-login-page').then((m) => ({ default: m.SchoolLoginPage })),
);
const SchoolSignInReturnPage = lazy(() =>
  import('../areas/login/school-sign-in-return-page').then((m) => ({ default: m.SchoolSignInReturnPage })),
);

const LANDING_PATHS = [
  '/practice_teaching',
  '/workplace_skills',
  '/dynamic_exam_evaluation',
  '/simulation_test',
  '/resource_library',
  '/cloud_internship',
  '/cross_border_e-commerce',
];

export const SCHOOL_LOGIN_PATHS = [
  '/loginpage',
  '/quick_login',
  '/hbzy_login',
  '/cqwy_login',
  '/gdgydx_login',
  '/sdcomp_login',
  '/mechanism_login',
  '/liveLogin',
];

export const SIGN_IN_ROUTES: readonly SignInRouteEntry[] = [
  { path: '/login', shell: 'signIn', redirect: '/practice_teaching' },
  ...LANDING_PATHS.map((path): SignInRouteEntry => ({ path, shell: 'signIn', page: LandingPage })),
  ...SCHOOL_LOGIN_PATHS.map((path): SignInRouteEntry => ({ path, shell: 'signIn', page: SchoolLoginPage })),
  // The school's own sign-in returns here from its IdP (issue 22; not a page of the spec).
  { path: SCHOOL_SIGN_IN_RETURN_PATH, shell: 'signIn', page: SchoolSignInReturnPage },
];
