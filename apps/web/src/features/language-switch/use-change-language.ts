/**
 * Switching the interface language: the store (and with it i18next, dayjs and antd) changes at once;
 * a signed-in user's preference is saved on the server, and server texts are fetched again.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../api/endpoints';
import { setLanguage } from '../../session/actions';
import { getSession, type UiLanguage } from '../../session/store';

export function useChangeLanguage(): (language: UiLanguage) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (language: UiLanguage) => {
      if (getSession().language === language) return;
      setLanguage(language);
      void queryClient.invalidateQueries();
      if (getSession().token) void api.updateLanguage(language === 'en' ? 'en' : 'cn').catch(() => undefined);
    },
    [queryClient],
  );
}
