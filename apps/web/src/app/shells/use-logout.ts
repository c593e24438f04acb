/**
 * Sign-out as part 1 §2 says: confirm, post the remaining online time, end the server session
 * (its failure does not stop us), clear the session and go to the remembered login page.
 */
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { authApi } from '../../api/auth';
import { flushOnlineTime } from '../../features/online-time/online-time-counter';
import { clearLogin } from '../../session/actions';
import { loginPagePath } from '../../session/login-page';

export function useLogout(): () => void {
  const { modal } = App.useApp();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    modal.confirm({
      title: t('logout.confirm'),
      okText: t('logout.ok'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        await flushOnlineTime();
        await authApi.logoutUser().catch(() => undefined);
        // Leave the protected page first, so the guard never records it as the page to come back to.
        await navigate(loginPagePath(), { replace: true });
        clearLogin();
        queryClient.clear();
      },
    });
  }, [modal, t, navigate, queryClient]);
}
