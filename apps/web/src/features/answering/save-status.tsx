/**
 * The save state beside the submit button of every answering page: saving, saved at HH:mm:ss,
 * offline (kept here, resent later) or refused (with the server's reason), so the student can
 * always see whether their work has reached the server.
 */
import { CheckCircleOutlined, LoadingOutlined, WarningOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { schoolTime } from '../../shared/school-time';
import type { JournalSnapshot } from './answer-journal';

export function SaveStatus({ state, pendingCount }: JournalSnapshot) {
  const { t } = useTranslation();
  const shown =
    state.kind === 'saving'
      ? { type: 'secondary' as const, icon: <LoadingOutlined />, text: t('answering.saving') }
      : state.kind === 'offline'
        ? { type: 'warning' as const, icon: <WarningOutlined />, text: t('answering.offline', { count: pendingCount }) }
        : state.kind === 'refused'
          ? {
              type: 'danger' as const,
              icon: <WarningOutlined />,
              text: t('answering.refused', { message: state.message }),
            }
          : state.kind === 'saved'
            ? {
                type: 'success' as const,
                icon: <CheckCircleOutlined />,
                text: t('answering.saved', { time: schoolTime(state.at).format('HH:mm:ss') }),
              }
            : pendingCount > 0
              ? { type: 'secondary' as const, icon: null, text: t('answering.pending', { count: pendingCount }) }
              : null;
  return (
    <Typography.Text type={shown?.type} data-testid="save-state" role="status">
      {shown?.icon} {shown?.text}
    </Typography.Text>
  );
}
