/**
 * The remembered login page (part 2 §9.1): a cookie set when someone signs in through a special
 * login page, so the guard and sign-out send them back to the page they know.
 */
import { deleteCookie, readCookie, writeCookie } from './cookies';
import { CookieName } from './keys';

export const DEFAULT_LOGIN_PATH = '/practice_teaching';

const PATH_BY_KIND: Record<string, string> = {
  hb: '/hbzy_login',
  cqwy: '/cqwy_login',
  gdgydx: '/gdgydx_login',
  sdcomp: '/sdcomp_login',
  mechanism: '/mechanism_login',
  live: '/liveLogin',
};

const YEAR_SECONDS = 365 * 24 * 3600;

export function rememberLoginPage(kind: string | null): void {
  if (kind) writeCookie(CookieName.loginPage, kind, YEAR_SECONDS);
  else deleteCookie(CookieName.loginPage);
}

export function loginPagePath(): string {
  const kind = readCookie(CookieName.loginPage);
  if (!kind) return DEFAULT_LOGIN_PATH;
  if (kind.startsWith('id:')) {
    const id = Number(kind.slice(3));
    return Number.isSafeInteger(id) && id > 0 ? `/loginpage?id=${id}` : DEFAULT_LOGIN_PATH;
  }
  return PATH_BY_KIND[kind] ?? DEFAULT_LOGIN_PATH;
}
