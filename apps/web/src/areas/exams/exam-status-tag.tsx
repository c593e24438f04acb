/** The exam statuses of part 1 §4 as coloured tags. */
import type { TExamStatus } from '@lingua/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<TExamStatus, string> = {
  notStarted: 'default',
  inProgress: 'processing',
  paused: 'warning',
  submitted: 'success',
  autoSubmitted: 'cyan',
  absent: 'default',
  cheating: 'error',
  closed: 'default',
  expired: 'default',
};

export function ExamStatusTag({ status }: { status: TExamStatus }) {
  const { t } = useTranslation();
  return <Tag color={COLOURS[status]}>{t(`exam.status.${status}`)}</Tag>;
}

export const ENDED: readonly TExamStatus[] = ['submitted', 'autoSubmitted', 'absent', 'cheating', 'closed', 'expired'];
