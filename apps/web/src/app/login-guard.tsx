/**
 * The login guard (part 2 §9.1): the public paths pass; any other path needs a token, else the user
 * goes to the remembered login page with the page they asked for. It also owns two path rules of
 * part 1 §2: mode flags reset on /index, and ?isManage=1 enters manager mode for managers. An
 * account whose password someone else set sees only the password change until it chooses its own.
 */
import { isPublicPath } from '@lingua/contracts';
import { useQuery } from '@tanstack/react-query';
import { lazy, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { authApi } from '../api/auth';
import { whenDictionaryReady } from '../i18n/setup';
import { resetModes, setModes, updateLoginInfo } from '../session/actions';
import { loginPagePath } from '../session/login-page';
import { isManager } from '../session/roles';
import { useSession } from '../session/store';
import type { GuardState } from '../shared/guard-state';
import { PageSpinner } from '../shared/page-spinner';

// With antd, so lazy: the guard is in the first page (antd-frame.tsx).
const FirstPasswordFrame = lazy(() =>
  Promise.all([import('./first-password-frame'), whenDictionaryReady()]).then(([m]) => ({
    default: m.FirstPasswordFrame,
  })),
);

function EnterManagerMode() {
  useEffect(() => setModes({ manager: true }), []);
  return <Navigate to="/manage/manage/index" replace />;
}

/** A token without login info (storage cleared by hand) is repaired from the server. */
function useLoginInfoRepair(enabled: boolean): boolean {
  const query = useQuery({ queryKey: ['userDetail'], queryFn: authApi.userDetail, enabled, retry: false });
  useEffect(() => {
    if (query.data) updateLoginInfo(query.data);
  }, [query.data]);
  return enabled && query.isPending;
}

export function LoginGuard() {
  const location = useLocation();
  const token = useSession((s) => s.token);
  const info = useSession((s) => s.loginInfo);
  const isPublic = isPublicPath(location.pathname);
  const onIndex = location.pathname === '/index';
  const repairing = useLoginInfoRepair(Boolean(token) && info === null && !isPublic);

  useEffect(() => {
    if (onIndex) resetModes();
  }, [onIndex]);

  if (!token && !isPublic) {
    const state: GuardState = { from: `${location.pathname}${location.search}` };
    return <Navigate to={loginPagePath()} replace state={state} />;
  }
  if (repairing) return <PageSpinner fullScreen />;
  if (token && info?.mustChangePassword && !isPublic) return <FirstPasswordFrame />;
  if (token && new URLSearchParams(location.search).get('isManage') === '1' && isManager(info)) {
    return <EnterManagerMode />;
  }
  return <Outlet />;
}
