/**
 * The student's interactive trainings (interactionHome; /sjjx/courses/interactive_training): the
 * activities of their classes at their phases, and their published results (interactionHistory).
 */
import type { TActivitySummary } from '@lingua/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Flex, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { interactionApi } from '../../api/interaction';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { PageSpinner } from '../../shared/page-spinner';
import { PhaseTag } from './phase-tag';
import { studentInteractionHref } from './student-paths';

export function StudentHome() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useDocumentTitle(t('interaction.title'));
  const list = useQuery({ queryKey: ['interaction', 'mine'], queryFn: interactionApi.myList });
  return (
    <div data-testid="interaction-home">
      <Flex justify="space-between" align="center" wrap gap={12} className="page-title">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('interaction.title')}
        </Typography.Title>
        <Button onClick={() => navigate(studentInteractionHref(pathname, 'history'))}>
          {t('interaction.myHistory')}
        </Button>
      </Flex>
      {list.isLoading ? <PageSpinner /> : null}
      {list.data?.length === 0 ? <Empty description={t('interaction.noActivitiesStudent')} /> : null}
      <Flex wrap gap={12}>
        {(list.data ?? []).map((a: TActivitySummary) => (
          <Card
            key={a.activityId}
            size="small"
            style={{ flex: '1 1 300px', maxWidth: 520 }}
            title={a.title}
            extra={<PhaseTag phase={a.phase} />}
            data-testid="interaction-card"
          >
            <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
              {a.className} · {a.scenarioTitle}
            </Typography.Paragraph>
            <Button type="primary" onClick={() => navigate(studentInteractionHref(pathname, a.phase, a.activityId))}>
              {t('interaction.enter')}
            </Button>
          </Card>
        ))}
      </Flex>
    </div>
  );
}

export function StudentHistory() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useDocumentTitle(t('interaction.myHistory'));
  const history = useQuery({ queryKey: ['interaction', 'history'], queryFn: interactionApi.history });
  return (
    <div data-testid="interaction-history">
      <Flex justify="space-between" align="center" wrap gap={12} className="page-title">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('interaction.myHistory')}
        </Typography.Title>
        <Button onClick={() => navigate(studentInteractionHref(pathname, 'home'))}>
          {t('interaction.backToList')}
        </Button>
      </Flex>
      <Table
        rowKey="activityId"
        loading={history.isLoading}
        dataSource={history.data ?? []}
        pagination={false}
        scroll={{ x: 640 }}
        locale={{ emptyText: <Empty description={t('interaction.noPublished')} /> }}
        columns={[
          { title: t('interaction.activityTitle'), dataIndex: 'title' },
          { title: t('interaction.team'), dataIndex: 'teamName' },
          { title: t('interaction.teamScore'), dataIndex: 'teamScore' },
          { title: t('interaction.personalScore'), render: (_, r) => r.personalScore ?? '—' },
          { title: t('interaction.total'), render: (_, r) => r.total ?? '—' },
          { title: t('interaction.rank'), render: (_, r) => r.rank ?? '—' },
          {
            title: t('common.actions'),
            render: (_, r) => (
              <Button type="link" onClick={() => navigate(studentInteractionHref(pathname, 'published', r.activityId))}>
                {t('interaction.report')}
              </Button>
            ),
          },
        ]}
      />
    </div>
  );
}
