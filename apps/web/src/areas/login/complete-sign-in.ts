/** What a successful sign-in does, whichever login page it came from, and where it goes next. */
import { isPublicPath, type TLoginInfo, type TLoginResponse } from '@lingua/contracts';
import { userApi } from '../../api/users';
import { signIn } from '../../session/actions';
import { StorageKey } from '../../session/keys';
import { rememberLoginPage } from '../../session/login-page';
import { homePathFor, isPathAllowedFor } from '../../session/roles';
import { removeItem } from '../../session/storage';
import { getSession } from '../../session/store';
import { queryClient } from '../../shared/query-client';

/** `remember` is the login-page cookie value (hb, cqwy, id:3...), null for the ordinary pages. */
export function completeSignIn(response: TLoginResponse, remember: string | null): void {
  queryClient.clear();
  signIn(response);
  rememberLoginPage(remember);
  removeItem('local', StorageKey.kickedMessage);
  removeItem('session', StorageKey.kickReloaded);
  removeItem('local', StorageKey.outsideLogin);
  // The language chosen on this page wins; the account's stored preference follows it.
  const chosen = getSession().language === 'en' ? 'en' : 'cn';
  if (response.languageUse !== chosen) void userApi.updateLanguage(chosen).catch(() => undefined);
}

/** The page asked for before the guard redirected, when this user may open it; else the role's home. */
export function destinationAfterSignIn(info: TLoginInfo, from: string | null): string {
  if (from) {
    const pathname = from.split('?')[0] ?? from;
    if (!isPublicPath(pathname) && isPathAllowedFor(from, info)) return from;
  }
  return homePathFor(info);
}
