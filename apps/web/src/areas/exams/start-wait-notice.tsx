/** What the page says while the exam start waits out a crowded server (use-exam-start.ts). */
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StartWait } from './use-exam-start';

export function StartWaitNotice({ waiting }: { waiting: StartWait | null }) {
  const { t } = useTranslation();
  if (!waiting) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 12 }}
      data-testid="start-wait"
      message={t('exam.startCrowded', { seconds: waiting.seconds, attempt: waiting.attempt })}
    />
  );
}
