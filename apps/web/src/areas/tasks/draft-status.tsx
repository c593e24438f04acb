/** The autosave state beside the submit button: the student can see their work is safe. */
import { CheckCircleOutlined, LoadingOutlined, WarningOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { DraftState } from './use-task-draft';

export function DraftStatus({ state }: { state: DraftState }) {
  const { t } = useTranslation();
  if (state.kind === 'saving') {
    return (
      <Typography.Text type="secondary" data-testid="draft-status">
        <LoadingOutlined /> {t('task.draftSaving')}
      </Typography.Text>
    );
  }
  if (state.kind === 'saved') {
    return (
      <Typography.Text type="success" data-testid="draft-status">
        <CheckCircleOutlined /> {t('task.draftSaved', { time: dayjs(state.at).format('HH:mm:ss') })}
      </Typography.Text>
    );
  }
  if (state.kind === 'failed') {
    return (
      <Typography.Text type="warning" data-testid="draft-status">
        <WarningOutlined /> {t('task.draftFailed')}
      </Typography.Text>
    );
  }
  return null;
}
