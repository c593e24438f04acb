/** Every write to the session store goes through here, so persistence stays in one place. */
import type { TLanguageUse, TLoginInfo, TLoginResponse } from '@lingua/contracts';
import { deleteCookie, writeCookie } from './cookies';
import { ID_FIELDS, idCookieName, idsFromLoginInfo, type SessionIds } from './ids';
import { CookieName, StorageKey } from './keys';
import { removeItem, writeItem } from './storage';
import { DEFAULT_PROJECT_TYPE, getSession, type ModeFlags, NO_MODES, type UiLanguage, updateSession } from './store';

function persistLoginInfo(info: TLoginInfo | null): void {
  if (info === null) {
    removeItem('local', StorageKey.loginInfo);
    removeItem('session', StorageKey.loginInfo);
    return;
  }
  const json = JSON.stringify(info);
  writeItem('local', StorageKey.loginInfo, json);
  writeItem('session', StorageKey.loginInfo, json);
}

export function setIds(ids: SessionIds): void {
  for (const field of ID_FIELDS) {
    const value = ids[field.key];
    if (value) writeCookie(idCookieName(field.key), value);
    else deleteCookie(idCookieName(field.key));
  }
  updateSession({ ids });
}

export function setModes(patch: Partial<ModeFlags>): void {
  const modes = { ...getSession().modes, ...patch };
  writeItem('session', StorageKey.modes, JSON.stringify(modes));
  updateSession({ modes });
}

/** Part 1 §2: every mode flag resets when the path is /index. */
export function resetModes(): void {
  const { modes } = getSession();
  if (!modes.virtual && !modes.exam && !modes.competition && !modes.manager) return;
  removeItem('session', StorageKey.modes);
  updateSession({ modes: NO_MODES });
}

export function setProject(projectType: string, projectSubType: string | null, platformCode: string | null): void {
  writeCookie(CookieName.projectType, projectType);
  if (projectSubType) writeCookie(CookieName.projectSubType, projectSubType);
  else deleteCookie(CookieName.projectSubType);
  if (platformCode) writeCookie(CookieName.platformCode, platformCode);
  else deleteCookie(CookieName.platformCode);
  updateSession({ projectType, projectSubType, platformCode });
}

/** A fresh sign-in starts on the default platform with no mode, whatever the last user left. */
export function signIn(response: TLoginResponse): void {
  const { token, ...info } = response;
  writeCookie(CookieName.token, token);
  persistLoginInfo(info);
  removeItem('session', StorageKey.modes);
  removeItem('session', StorageKey.activeNav);
  setProject(DEFAULT_PROJECT_TYPE, null, null);
  setIds(idsFromLoginInfo(info));
  updateSession({ token, loginInfo: info, modes: NO_MODES });
  setLanguageUse(info.languageUse);
}

export function updateLoginInfo(info: TLoginInfo): void {
  persistLoginInfo(info);
  updateSession({ loginInfo: info });
}

/** The server said 428: the login guard shows only the password change until it is done. */
export function markPasswordChangeRequired(): void {
  const info = getSession().loginInfo;
  if (info && !info.mustChangePassword) updateLoginInfo({ ...info, mustChangePassword: true });
}

/** Clears everything that belongs to the signed-in user; language and device id stay. */
export function clearLogin(): void {
  deleteCookie(CookieName.token);
  persistLoginInfo(null);
  removeItem('session', StorageKey.modes);
  removeItem('session', StorageKey.activeNav);
  for (const field of ID_FIELDS) deleteCookie(idCookieName(field.key));
  updateSession({ token: null, loginInfo: null, ids: {}, modes: NO_MODES });
}

export function setLanguage(language: UiLanguage): void {
  writeItem('local', StorageKey.language, language);
  updateSession({ language });
}

export function setLanguageUse(languageUse: TLanguageUse): void {
  if (getSession().languageUse === languageUse) return;
  writeItem('local', StorageKey.languageUse, languageUse);
  updateSession({ languageUse });
}
