/**
 * One contest for its teacher and judges (part 2 §2.1 /teacher/negotiations-details/index with
 * its children teamDetails, simulation, plaCompetition and review, `?id=`): the phase steps and
 * the next-phase button (for whoever runs it; an invited judge only scores), then one tab per child
 * route. Live: the contest's room says "look again".
 */
import { NEGOTIATION_PHASES, NegotiationEvents, type TNegotiationDetail } from '@lingua/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Flex, Modal, Space, Steps, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { negotiationApi } from '../../api/negotiations';
import { useRealtime } from '../../api/use-realtime';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { PageSpinner } from '../../shared/page-spinner';
import { NegotiationPhaseTag } from './phase-tag';
import { NO_CLOCK, useReadAgainAtEnd } from './platform-clock';
import { PlatformTab } from './platform-tab';
import { ReviewTab } from './review-tab';
import { SimulationTab } from './simulation-tab';
import { DETAILS } from './teacher-negotiations-page';
import { TeamDetailsTab } from './team-details-tab';

const TABS = ['teamDetails', 'simulation', 'plaCompetition', 'review'] as const;
type Tab = (typeof TABS)[number];
const DEFAULT_TAB: Record<TNegotiationDetail['phase'], Tab> = {
  forming: 'teamDetails',
  simulation: 'simulation',
  platform: 'plaCompetition',
  review: 'review',
  published: 'review',
};

export function TeacherNegotiationDetailsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const contestId = Number(params.get('id')) || null;
  useDocumentTitle(t('negotiation.title'));
  if (!contestId) return <Empty description={t('negotiation.noContests')} style={{ marginTop: 48 }} />;
  return <ContestView contestId={contestId} />;
}

function ContestView({ contestId }: { contestId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const key = ['negotiation', 'detail', contestId];
  const detail = useQuery({ queryKey: key, queryFn: () => negotiationApi.detail(contestId) });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: key });
  // The contest's own room: its organiser and every judge, invited teachers (not in the class) included.
  useRealtime(`negotiation:${contestId}`, (event, data) => {
    if (event === NegotiationEvents.changed && (data as { contestId?: number })?.contestId === contestId) refresh();
  });
  const saved = (d: TNegotiationDetail) => queryClient.setQueryData(key, d);
  useReadAgainAtEnd(detail.data?.clock ?? NO_CLOCK, detail.data?.phase === 'platform', refresh);
  const advance = useMutation({
    mutationFn: (phase: TNegotiationDetail['phase']) => negotiationApi.advance(contestId, phase),
    // The new phase's own page: the simulation, the platform round, the review.
    onSuccess: (fresh) => {
      saved(fresh);
      navigate(`${DETAILS}/${DEFAULT_TAB[fresh.phase]}?id=${contestId}`);
    },
  });
  useDocumentTitle(detail.data?.title ?? t('negotiation.title'));
  if (detail.isError) return <Empty description={t('error.unknown')} style={{ marginTop: 48 }} />;
  if (!detail.data) return <PageSpinner />;
  const d = detail.data;
  const segment = pathname.split('/').pop() ?? '';
  const tab: Tab = (TABS as readonly string[]).includes(segment) ? (segment as Tab) : DEFAULT_TAB[d.phase];
  const next = NEGOTIATION_PHASES[NEGOTIATION_PHASES.indexOf(d.phase) + 1];
  const confirmNext = () => {
    if (!next) return;
    Modal.confirm({
      title: t(`negotiation.next.${d.phase as Exclude<typeof d.phase, 'published'>}`),
      content: t('negotiation.confirmNext'),
      onOk: () => advance.mutateAsync(next),
    });
  };
  return (
    <div className="page" data-testid="negotiation-details">
      <Flex justify="space-between" align="center" wrap gap={12} className="page-title">
        <Space direction="vertical" size={0} style={{ minWidth: 0 }}>
          <Typography.Link onClick={() => navigate('/teacher/negotiations/index')}>
            {t('negotiation.backToList')}
          </Typography.Link>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {d.title} <NegotiationPhaseTag phase={d.phase} />
          </Typography.Title>
          <Typography.Text type="secondary">
            {d.className} · {d.case.title}
          </Typography.Text>
        </Space>
        {next && d.mayRun ? (
          <Button type="primary" loading={advance.isPending} onClick={confirmNext} data-testid="phase-action">
            {t(`negotiation.next.${d.phase as Exclude<typeof d.phase, 'published'>}`)}
          </Button>
        ) : null}
      </Flex>
      <Steps
        size="small"
        current={NEGOTIATION_PHASES.indexOf(d.phase)}
        items={NEGOTIATION_PHASES.map((p) => ({ title: t(`negotiation.phases.${p}`) }))}
        style={{ margin: '12px 0 16px' }}
        responsive
      />
      <Tabs
        activeKey={tab}
        onChange={(k) => navigate(`${DETAILS}/${k}?id=${contestId}`)}
        items={[
          {
            key: 'teamDetails',
            label: t('negotiation.tabs.teamDetails'),
            children: <TeamDetailsTab d={d} onSaved={saved} />,
          },
          { key: 'simulation', label: t('negotiation.tabs.simulation'), children: <SimulationTab d={d} /> },
          { key: 'plaCompetition', label: t('negotiation.tabs.plaCompetition'), children: <PlatformTab d={d} /> },
          { key: 'review', label: t('negotiation.tabs.review'), children: <ReviewTab d={d} onSaved={saved} /> },
        ]}
      />
    </div>
  );
}
