/**
 * The small client store of part 1 §3: token, login info, ids, project, mode flags and language.
 * A plain subscribable object read through useSyncExternalStore; persistence follows the spec
 * (token, ids and project in cookies; login info in local and session storage; modes in session).
 */
import type { TLanguageUse, TLoginInfo } from '@lingua/contracts';
import { useSyncExternalStore } from 'react';
import { readCookie } from './cookies';
import { ID_FIELDS, idCookieName, type SessionIds } from './ids';
import { CookieName, StorageKey } from './keys';
import { readItem, readJson } from './storage';

export interface ModeFlags {
  virtual: boolean;
  exam: boolean;
  competition: boolean;
  manager: boolean;
}

export type UiLanguage = 'zh' | 'en';

export interface SessionState {
  token: string | null;
  loginInfo: TLoginInfo | null;
  ids: SessionIds;
  projectType: string;
  projectSubType: string | null;
  platformCode: string | null;
  modes: ModeFlags;
  language: UiLanguage;
  /** The server's notion of the user's language, from the last envelope (part 1 §8). */
  languageUse: TLanguageUse;
}

export const DEFAULT_PROJECT_TYPE = 'int_edu';
export const NO_MODES: ModeFlags = { virtual: false, exam: false, competition: false, manager: false };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isLoginInfo(value: unknown): value is TLoginInfo {
  return (
    isRecord(value) &&
    typeof value.userId === 'number' &&
    typeof value.userType === 'number' &&
    typeof value.name === 'string' &&
    Array.isArray(value.roles)
  );
}

function isModeFlags(value: unknown): value is ModeFlags {
  return isRecord(value) && ['virtual', 'exam', 'competition', 'manager'].every((k) => typeof value[k] === 'boolean');
}

function readInitialState(): SessionState {
  const ids: SessionIds = {};
  for (const field of ID_FIELDS) {
    const value = readCookie(idCookieName(field.key));
    if (value) ids[field.key] = value;
  }
  const storedLanguage = readItem('local', StorageKey.language);
  return {
    token: readCookie(CookieName.token),
    loginInfo:
      readJson('session', StorageKey.loginInfo, isLoginInfo) ?? readJson('local', StorageKey.loginInfo, isLoginInfo),
    ids,
    projectType: readCookie(CookieName.projectType) ?? DEFAULT_PROJECT_TYPE,
    projectSubType: readCookie(CookieName.projectSubType),
    platformCode: readCookie(CookieName.platformCode),
    modes: readJson('session', StorageKey.modes, isModeFlags) ?? NO_MODES,
    language: storedLanguage === 'en' ? 'en' : 'zh',
    languageUse: readItem('local', StorageKey.languageUse) === 'en' ? 'en' : 'cn',
  };
}

let state: SessionState = readInitialState();
const listeners = new Set<() => void>();

export function getSession(): SessionState {
  return state;
}

/** Replaces the snapshot (never mutates it) so React sees every change. */
export function updateSession(patch: Partial<SessionState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Select a slice; the selector must return a stable value (a field, not a new object). */
export function useSession<T>(selector: (s: SessionState) => T): T {
  return useSyncExternalStore(subscribeSession, () => selector(state));
}

export function isSignedIn(): boolean {
  return state.token !== null && state.token !== '';
}
