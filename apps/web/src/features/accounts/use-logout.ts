/**
 * Sign-out as part 1 §2 says: confirm, post the remaining online time, end the server session
 * (its failure does not stop us), clear the session and go to the remembered login page. After the
 * school's own sign-in (the outside-login flag) the server's answer names the IdP's sign-out page,
 * which ends the school's session too and comes back to the school's login page.
 */
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { authApi } from '../../api/auth';
import { schoolSignInApi } from '../../api/school-sign-in';
import { clearLogin } from '../../session/actions';
import { StorageKey } from '../../session/keys';
import { loginPagePath } from '../../session/login-page';
import { readItem, removeItem } from '../../session/storage';
import { flushOnlineTime } from '../online-time/online-time-counter';

/** Signs out at once, without asking (the /exit_login page; the menu's sign-out asks first). */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await flushOnlineTime();
    if (readItem('local', StorageKey.outsideLogin) === '1') {
      removeItem('local', StorageKey.outsideLogin);
      const out = await schoolSignInApi.signOut().catch(() => ({ exitUrl: '' }));
      if (out.exitUrl) {
        clearLogin();
        queryClient.clear();
        window.location.assign(out.exitUrl);
        return;
      }
    } else {
      await authApi.logoutUser().catch(() => undefined);
    }
    // Leave the protected page first, so the guard never records it as the page to come back to.
    await navigate(loginPagePath(), { replace: true });
    clearLogin();
    queryClient.clear();
  }, [navigate, queryClient]);
}

export function useLogout(): () => void {
  const { modal } = App.useApp();
  const { t } = useTranslation();
  const signOut = useSignOut();
  return useCallback(() => {
    modal.confirm({
      title: t('logout.confirm'),
      okText: t('logout.ok'),
      cancelText: t('common.cancel'),
      onOk: signOut,
    });
  }, [modal, t, signOut]);
}
