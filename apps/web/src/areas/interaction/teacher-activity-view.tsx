/**
 * One activity for its teacher: the phase and its next step, the export, and the views by tab
 * (teams, live answers, link scores, person scores, ranks, report). The activity's room refreshes it.
 */
import { DownloadOutlined, EyeOutlined } from '@ant-design/icons';
import { InteractionPhases, type TActivityDetail } from '@lingua/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Result, Space, Steps, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { interactionApi } from '../../api/interaction';
import { useRealtime } from '../../api/use-realtime';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { saveBase64File } from '../../features/download/save-base64-file';
import { PageSpinner } from '../../shared/page-spinner';
import { ActivityReport } from './activity-report';
import { LinkScores } from './link-scores';
import { LiveAnswers } from './live-answers';
import { PersonScores } from './person-scores';
import { PhaseTag } from './phase-tag';
import { RankTables } from './rank-tables';
import { type ActivityTab, scenarioPreviewHref, teacherInteractionHref } from './teacher-paths';
import { TeamGroups } from './team-groups';

export function TeacherActivityView({
  activityId,
  tab: asked,
  groupView,
}: {
  activityId: number;
  tab: ActivityTab | null;
  groupView: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const key = ['interaction', 'detail', activityId];
  const detail = useQuery({ queryKey: key, queryFn: () => interactionApi.detail(activityId), retry: false });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: key });
  const put = (d: TActivityDetail) => queryClient.setQueryData(key, d);
  useRealtime(`interaction:${activityId}`, refresh);
  useDocumentTitle(detail.data?.title ?? t('interaction.title'));
  const act = useMutation({ mutationFn: (f: () => Promise<TActivityDetail>) => f(), onSuccess: put });
  const exporting = useMutation({
    mutationFn: () => interactionApi.exportReport(activityId),
    onSuccess: (f) => saveBase64File(f.fileName, f.base64),
  });
  if (detail.isError) return <Result status="404" title={t('interaction.notFound')} />;
  if (!detail.data) return <PageSpinner />;
  const d = detail.data;
  const tab = asked ?? (d.phase === 'forming' ? 'group' : 'doing');
  const next: Record<string, { label: string; run: () => Promise<TActivityDetail> } | undefined> = {
    forming: { label: t('interaction.start'), run: () => interactionApi.start(activityId) },
    answering: { label: t('interaction.startReview'), run: () => interactionApi.startReview(activityId) },
    reviewing: { label: t('interaction.closeReview'), run: () => interactionApi.closeReview(activityId) },
    closed: { label: t('interaction.publish'), run: () => interactionApi.publish(activityId) },
  };
  const action = groupView ? undefined : next[d.phase];
  const views: { key: ActivityTab; label: string; children: React.ReactNode }[] = [
    {
      key: 'group',
      label: t('interaction.tabs.group'),
      children: <TeamGroups d={d} readOnly={groupView} onSaved={put} />,
    },
    { key: 'doing', label: t('interaction.tabs.doing'), children: <LiveAnswers d={d} onChange={refresh} /> },
    { key: 'linkScore', label: t('interaction.tabs.linkScore'), children: <LinkScores d={d} onSaved={put} /> },
    { key: 'personScore', label: t('interaction.tabs.personScore'), children: <PersonScores d={d} onSaved={put} /> },
    { key: 'rank', label: t('interaction.tabs.rank'), children: <RankTables d={d} /> },
    { key: 'report', label: t('interaction.tabs.report'), children: <ActivityReport d={d} /> },
  ];
  return (
    <div data-testid="interaction-teacher-activity">
      <Flex justify="space-between" align="center" wrap gap={12} className="page-title">
        <Space direction="vertical" size={0} style={{ minWidth: 0 }}>
          <Typography.Link onClick={() => navigate(teacherInteractionHref(pathname, 'list'))}>
            {t('interaction.backToList')}
          </Typography.Link>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {d.title} <PhaseTag phase={d.phase} />
          </Typography.Title>
          <Typography.Text type="secondary">
            {d.className} · {d.scenarioTitle}
          </Typography.Text>
        </Space>
        <Space wrap>
          {action ? (
            <Button
              type="primary"
              loading={act.isPending}
              onClick={() => act.mutate(action.run)}
              data-testid="phase-action"
            >
              {action.label}
            </Button>
          ) : null}
          <Button icon={<EyeOutlined />} onClick={() => navigate(scenarioPreviewHref(d.trainingId))}>
            {t('interaction.previewScenario')}
          </Button>
          <Button icon={<DownloadOutlined />} loading={exporting.isPending} onClick={() => exporting.mutate()}>
            {t('interaction.export')}
          </Button>
        </Space>
      </Flex>
      <Steps
        size="small"
        current={InteractionPhases.indexOf(d.phase)}
        items={InteractionPhases.map((p) => ({ title: t(`interaction.phases.${p}`) }))}
        style={{ margin: '12px 0 16px' }}
        responsive
      />
      {groupView ? (
        views[0]?.children
      ) : (
        <Tabs
          activeKey={tab}
          onChange={(k) => navigate(teacherInteractionHref(pathname, k as ActivityTab, activityId))}
          items={views}
        />
      )}
    </div>
  );
}
