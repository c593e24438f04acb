/** The plan list's columns, one set for the teacher's own list and the manager's school list. */
import type { TPlanSummary } from '@lingua/contracts';
import { App, Button, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { schoolTime } from '../../shared/school-time';
import { termLabel } from './plan-parts';

export function usePlanColumns({
  onOpen,
  onEdit,
  onDelete,
  showAuthor,
}: {
  onOpen: (planId: number) => void;
  onEdit: (planId: number) => void;
  onDelete: (planId: number) => Promise<unknown>;
  /** The manager's list says whose each plan is and tags every kind; a teacher's own list tags only the school's. */
  showAuthor: boolean;
}) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  return [
    {
      title: t('plans.planTitle'),
      key: 'title',
      render: (_: unknown, p: TPlanSummary) => (
        <Space direction="vertical" size={0}>
          <Typography.Link onClick={() => onOpen(p.planId)}>{p.title}</Typography.Link>
          <Space size={4} wrap>
            {showAuthor || p.scope === 'school' ? (
              <Tag color={p.scope === 'school' ? 'blue' : 'default'}>{t(`plans.scopes.${p.scope}`)}</Tag>
            ) : null}
            {p.fileName ? <Tag>{t('plans.hasFile')}</Tag> : null}
          </Space>
        </Space>
      ),
    },
    { title: t('plans.term'), key: 'term', render: (_: unknown, p: TPlanSummary) => termLabel(t, p.term) },
    {
      title: t('plans.course'),
      key: 'course',
      responsive: ['md' as const],
      render: (_: unknown, p: TPlanSummary) => p.courseName ?? t('plans.noCourse'),
    },
    ...(showAuthor
      ? [{ title: t('plans.author'), dataIndex: 'authorName', key: 'author', responsive: ['sm' as const] }]
      : []),
    {
      title: t('plans.updated'),
      key: 'updated',
      responsive: ['lg' as const],
      render: (_: unknown, p: TPlanSummary) => schoolTime(p.updateTime).format('YYYY-MM-DD HH:mm'),
    },
    {
      title: t('plans.actions'),
      key: 'actions',
      render: (_: unknown, p: TPlanSummary) => (
        <Space wrap size={4}>
          <Button size="small" type="link" onClick={() => onOpen(p.planId)}>
            {t('plans.open')}
          </Button>
          {p.editable ? (
            <>
              <Button size="small" type="link" onClick={() => onEdit(p.planId)}>
                {t('plans.edit')}
              </Button>
              <Button
                size="small"
                type="link"
                danger
                onClick={() =>
                  modal.confirm({
                    title: t('plans.deleteConfirm', { title: p.title }),
                    okButtonProps: { danger: true },
                    onOk: () => onDelete(p.planId),
                  })
                }
              >
                {t('plans.delete')}
              </Button>
            </>
          ) : null}
        </Space>
      ),
    },
  ];
}
