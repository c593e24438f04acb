/** The "正在录音" refusals: shown for a play stopped while recording, and for guarded actions. */
import { App } from 'antd';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRecording, onRefusedPlay } from './recording-guard';

/** Mount once per speaking page: a play stopped while recording says why. */
export function useRecordingRefusals(): void {
  const { message } = App.useApp();
  const { t } = useTranslation();
  useEffect(() => onRefusedPlay(() => void message.warning(t('speaking.recording'))), [message, t]);
}

/** The guard of save, submit and play buttons: true (and the message) while recording. */
export function useRecordingGuard(): () => boolean {
  const { message } = App.useApp();
  const { t } = useTranslation();
  return useCallback(() => {
    if (!isRecording()) return false;
    void message.warning(t('speaking.recording'));
    return true;
  }, [message, t]);
}
