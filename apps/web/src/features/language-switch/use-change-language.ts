/**
 * Switching the interface language: the store (and with it i18next, dayjs and antd) changes at once;
 * a signed-in user's preference is saved on the server, and server texts are fetched again.
 */
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { userApi } from '../../api/users';
import { setLanguage } from '../../session/actions';
import { getSession, type UiLanguage } from '../../session/store';

/**
 * Changes the language and fetches every query again in it. In-flight requests are cancelled
 * first: invalidating alone keeps a query's first load running (TanStack reuses it while there is
 * no data yet), so a switch right after a page opened left its server texts in the old language.
 */
export async function changeLanguage(queryClient: QueryClient, language: UiLanguage): Promise<void> {
  if (getSession().language === language) return;
  setLanguage(language);
  if (getSession().token) void userApi.updateLanguage(language === 'en' ? 'en' : 'cn').catch(() => undefined);
  await queryClient.cancelQueries();
  await queryClient.invalidateQueries();
}

export function useChangeLanguage(): (language: UiLanguage) => void {
  const queryClient = useQueryClient();
  return useCallback((language: UiLanguage) => void changeLanguage(queryClient, language), [queryClient]);
}
