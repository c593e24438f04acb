/**
 * The student's negotiation contests (`/student/teaching/negotiation`): without `?id=`, the
 * contests they are in a team of; with it, one contest in tabs: their side's brief, the
 * simulation against the machine (its lines spoken in a synthesised voice), the platform round
 * against the other team (live, on the server's clock) and, once published, the results.
 */
import { NegotiationEvents, type TNegotiationStudentView } from '@lingua/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Empty, List, Space, Tabs, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { negotiationApi } from '../../api/negotiations';
import { useRealtime } from '../../api/use-realtime';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { PageSpinner } from '../../shared/page-spinner';
import { NegotiationPhaseTag, SideTag } from './phase-tag';
import { NO_CLOCK, useReadAgainAtEnd } from './platform-clock';
import { RankingTable } from './ranking-table';
import { StudentPlatform, StudentSimulation } from './student-rounds';

export const STUDENT_NEGOTIATION = '/student/teaching/negotiation';

export function StudentNegotiationPage() {
  const [params] = useSearchParams();
  const contestId = Number(params.get('id')) || null;
  return contestId ? <ContestView contestId={contestId} /> : <ContestList />;
}

function ContestList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(t('negotiation.myContests'));
  const list = useQuery({ queryKey: ['negotiation', 'studentList'], queryFn: negotiationApi.studentList });
  return (
    <div className="page" data-testid="negotiation-student-list">
      <Typography.Title level={4} className="page-title">
        {t('negotiation.myContests')}
      </Typography.Title>
      {list.isLoading ? <PageSpinner /> : null}
      {list.isError ? <Empty description={t('error.unknown')} /> : null}
      {list.data && list.data.length === 0 ? <Empty description={t('negotiation.noMyContests')} /> : null}
      <List
        dataSource={list.data ?? []}
        renderItem={(c) => (
          <Card size="small" style={{ marginBottom: 12 }} key={c.contestId}>
            <Space direction="vertical" style={{ width: '100%' }}>
              <Space wrap>
                <Typography.Text strong>{c.title}</Typography.Text>
                <NegotiationPhaseTag phase={c.phase} />
              </Space>
              <Typography.Text type="secondary">
                {c.className} · {c.caseTitle}
              </Typography.Text>
              <Space wrap>
                {c.side ? <SideTag side={c.side} /> : null}
                <Typography.Text>{c.teamName}</Typography.Text>
                <Button
                  type="primary"
                  size="small"
                  onClick={() => navigate(`${STUDENT_NEGOTIATION}?id=${c.contestId}`)}
                >
                  {t('negotiation.open')}
                </Button>
              </Space>
            </Space>
          </Card>
        )}
      />
    </div>
  );
}

function ContestView({ contestId }: { contestId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const key = ['negotiation', 'view', contestId];
  const view = useQuery({ queryKey: key, queryFn: () => negotiationApi.view(contestId) });
  const saved = (v: TNegotiationStudentView) => queryClient.setQueryData(key, v);
  useRealtime(view.data ? `class:${view.data.classId}` : undefined, (event, data) => {
    if (event === NegotiationEvents.changed && (data as { contestId?: number })?.contestId === contestId)
      void queryClient.invalidateQueries({ queryKey: key });
  });
  useReadAgainAtEnd(view.data?.platform.clock ?? NO_CLOCK, view.data?.phase === 'platform', () => {
    void queryClient.invalidateQueries({ queryKey: key });
  });
  useDocumentTitle(view.data?.title ?? t('negotiation.myContests'));
  if (view.isError) return <Empty description={t('error.unknown')} style={{ marginTop: 48 }} />;
  if (!view.data) return <PageSpinner />;
  const v = view.data;
  const byPhase = {
    forming: 'brief',
    simulation: 'simulation',
    platform: 'platform',
    review: 'platform',
    published: 'results',
  };
  const tab = params.get('tab') ?? byPhase[v.phase];
  return (
    <div className="page" data-testid="negotiation-student-contest">
      <Space direction="vertical" size={0} className="page-title" style={{ minWidth: 0 }}>
        <Typography.Link onClick={() => navigate(STUDENT_NEGOTIATION)}>{t('negotiation.myContests')}</Typography.Link>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {v.title} <NegotiationPhaseTag phase={v.phase} />
        </Typography.Title>
        <Typography.Text type="secondary">{v.case.title}</Typography.Text>
      </Space>
      <Descriptions size="small" column={{ xs: 1, sm: 2 }} style={{ margin: '12px 0' }}>
        <Descriptions.Item label={t('negotiation.myTeam')}>
          <Space wrap>
            {v.team ? <SideTag side={v.team.side} /> : null}
            <span data-testid="my-team">{v.team?.name}</span>
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label={t('negotiation.opponent')}>{v.opponent?.name ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('negotiation.members')}>
          {v.team?.members.map((m) => m.name).join('、')}
        </Descriptions.Item>
        <Descriptions.Item label={t('negotiation.schedule')}>
          {v.platformAt ? new Date(v.platformAt).toLocaleString() : t('negotiation.scheduleNotSet')}
        </Descriptions.Item>
      </Descriptions>
      <Tabs
        activeKey={tab}
        onChange={(k) => setParams({ id: String(contestId), tab: k }, { replace: true })}
        items={[
          { key: 'brief', label: t('negotiation.tabBrief'), children: <Brief v={v} /> },
          {
            key: 'simulation',
            label: t('negotiation.tabSimulation'),
            children: <StudentSimulation v={v} onSaved={saved} />,
          },
          { key: 'platform', label: t('negotiation.tabPlatform'), children: <StudentPlatform v={v} onSaved={saved} /> },
          { key: 'results', label: t('negotiation.tabResults'), children: <Results v={v} /> },
        ]}
      />
    </div>
  );
}

function Brief({ v }: { v: TNegotiationStudentView }) {
  const { t } = useTranslation();
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Card size="small" title={t('negotiation.background')}>
        <Typography.Paragraph>{v.case.background}</Typography.Paragraph>
        <Typography.Paragraph type="secondary">{v.case.note}</Typography.Paragraph>
      </Card>
      {v.brief ? (
        <Card
          size="small"
          title={
            <Space wrap>
              {t('negotiation.yourBrief')}
              <SideTag side={v.brief.side} />
            </Space>
          }
          data-testid="my-brief"
        >
          <Typography.Paragraph strong>{v.brief.role}</Typography.Paragraph>
          <Typography.Paragraph>{v.brief.brief}</Typography.Paragraph>
          <Typography.Paragraph type="secondary">{v.brief.note}</Typography.Paragraph>
        </Card>
      ) : null}
    </Space>
  );
}

function Results({ v }: { v: TNegotiationStudentView }) {
  const { t } = useTranslation();
  if (v.phase !== 'published') return <Empty description={t('negotiation.resultsNotPublished')} />;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <RankingTable rows={v.ranking} />
      {v.myScores.map((s) => (
        <Card key={s.judgeId} size="small" title={`${t('negotiation.judge')}：${s.judgeName}`}>
          <Space wrap>
            {v.rubric.map((c, i) => (
              <Tag key={c.name}>
                {c.name} {s.scores[i]}/{c.max}
              </Tag>
            ))}
            <Tag color="blue">
              {t('negotiation.total')} {s.total}
            </Tag>
          </Space>
          {s.comment ? <Typography.Paragraph style={{ marginTop: 8 }}>{s.comment}</Typography.Paragraph> : null}
        </Card>
      ))}
    </Space>
  );
}
