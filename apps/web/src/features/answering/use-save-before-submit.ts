/**
 * The step before every submit: send whatever answers still wait. When some cannot be sent, the
 * page says the answers are not saved yet and the step rejects, so the submit does not go ahead
 * (the answers stay in the journal and go as soon as the server takes them).
 */
import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { AnswersNotSavedError } from './answer-journal';

export function useSaveBeforeSubmit(flush: () => Promise<void>) {
  const { message } = App.useApp();
  const { t } = useTranslation();
  /** `passRefused`: answers the server refuses for good (time up) do not hold the submit back. */
  return useCallback(
    async ({ passRefused = false }: { passRefused?: boolean } = {}) => {
      try {
        await flush();
      } catch (error) {
        if (error instanceof AnswersNotSavedError) {
          if (passRefused && error.reason === 'refused') return;
          void message.error(t('answering.notSaved', { count: error.pendingCount }));
        }
        throw error;
      }
    },
    [flush, message, t],
  );
}
