/** The teacher's rating of a handed-in answer, or that it is not rated yet; nothing before hand-in. */
import type { TStudentTask } from '@lingua/contracts';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';

export function TaskRating({ task }: { task: Pick<TStudentTask, 'score' | 'fullMark' | 'comment' | 'submittedAt'> }) {
  const { t } = useTranslation();
  if (task.score !== null) {
    return (
      <Alert
        type="success"
        showIcon
        message={`${t('task.report')}${t('common.colon')}${task.score} / ${task.fullMark}`}
        description={task.comment}
      />
    );
  }
  return task.submittedAt !== null ? <Alert type="info" showIcon message={t('task.notRated')} /> : null;
}
