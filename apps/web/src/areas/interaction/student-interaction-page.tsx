/**
 * The student's interactive training (part 1 §2 interaction: Home, Details, Start, Answer,
 * Scoring, Score, Seescore, Report, Over, History). Home lists the activities of the student's
 * classes and History the published results; every other page opens one activity
 * (`?activityId=`) at its phase: choosing a team, the team's shared stages, rating other teams,
 * waiting for the teacher, or the published report. The activity's and the team's rooms keep it live.
 */
import type { TActivitySummary, TInteractionPhase, TStageAnswer, TStudentView } from '@lingua/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Flex, Input, Modal, Rate, Result, Space, Table, Tag, Typography } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { interactionApi } from '../../api/interaction';
import { useRealtime } from '../../api/use-realtime';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { MarkupText } from '../../shared/markup-text';
import { PageSpinner } from '../../shared/page-spinner';
import { PhaseTag } from './phase-tag';
import { clearStageDrafts, StageEditor } from './stage-editor';

const BASE = '/student/practicals/';
const PAGE_OF_PHASE: Record<TInteractionPhase, string> = {
  forming: 'interactionStart',
  answering: 'interactionAnswer',
  reviewing: 'interactionScoring',
  closed: 'interactionOver',
  published: 'interactionReport',
};

export function StudentInteractionPage() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const activityId = Number(params.get('activityId')) || null;
  if (pathname.endsWith('/interactionHistory')) return <HistoryView />;
  return activityId ? <ActivityView activityId={activityId} /> : <HomeView />;
}

function HomeView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(t('interaction.title'));
  const list = useQuery({ queryKey: ['interaction', 'mine'], queryFn: interactionApi.myList });
  return (
    <div className="page" data-testid="interaction-home">
      <Flex justify="space-between" align="center" wrap gap={12} className="page-title">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('interaction.title')}
        </Typography.Title>
        <Button onClick={() => navigate(`${BASE}interactionHistory`)}>{t('interaction.myHistory')}</Button>
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
            <Button
              type="primary"
              onClick={() => navigate(`${BASE}${PAGE_OF_PHASE[a.phase]}?activityId=${a.activityId}`)}
            >
              {t('interaction.enter')}
            </Button>
          </Card>
        ))}
      </Flex>
    </div>
  );
}

function HistoryView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(t('interaction.myHistory'));
  const history = useQuery({ queryKey: ['interaction', 'history'], queryFn: interactionApi.history });
  return (
    <div className="page">
      <Flex justify="space-between" align="center" wrap gap={12} className="page-title">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('interaction.myHistory')}
        </Typography.Title>
        <Button onClick={() => navigate(`${BASE}interactionHome`)}>{t('interaction.backToList')}</Button>
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
              <Button type="link" onClick={() => navigate(`${BASE}interactionReport?activityId=${r.activityId}`)}>
                {t('interaction.report')}
              </Button>
            ),
          },
        ]}
      />
    </div>
  );
}

function ActivityView({ activityId }: { activityId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const key = useMemo(() => ['interaction', 'view', activityId], [activityId]);
  const view = useQuery({ queryKey: key, queryFn: () => interactionApi.view(activityId) });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: key });
  useRealtime(`interaction:${activityId}`, refresh);
  const teamId = view.data?.myTeam?.teamId;
  const putAnswer = useCallback(
    (a: TStageAnswer) =>
      queryClient.setQueryData<TStudentView>(key, (v) =>
        v ? { ...v, answers: v.answers.map((x) => (x.stageId === a.stageId && a.revision >= x.revision ? a : x)) } : v,
      ),
    [queryClient, key],
  );
  useRealtime(teamId ? `team:${teamId}` : undefined, (event, data) => {
    if (event === 'interaction.stageSaved' && data) putAnswer(data as TStageAnswer);
    else refresh();
  });
  useDocumentTitle(view.data?.activity.title ?? t('interaction.title'));
  if (view.isError) return <Result status="404" title={t('interaction.notFound')} />;
  if (!view.data) return <PageSpinner />;
  const v = view.data;
  const phase = v.activity.phase;
  return (
    <div className="page" data-testid="interaction-activity">
      <Flex justify="space-between" align="center" wrap gap={12} className="page-title">
        <Space direction="vertical" size={0}>
          <Typography.Link onClick={() => navigate(`${BASE}interactionHome`)}>
            {t('interaction.backToList')}
          </Typography.Link>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {v.activity.title} <PhaseTag phase={phase} />
          </Typography.Title>
          <Typography.Text type="secondary">
            {v.activity.className} · {v.activity.scenarioTitle}
            {v.myTeam ? ` · ${v.myTeam.name}${v.isLeader ? ` (${t('interaction.leader')})` : ''}` : ''}
          </Typography.Text>
        </Space>
      </Flex>
      {/* The scenario while teams form and write; the review and the report come first after that. */}
      {v.background.length && (phase === 'forming' || phase === 'answering') ? (
        <Card size="small" title={t('interaction.background')} style={{ marginBottom: 12 }}>
          {v.background.map((b) => (
            <div key={b.text}>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>
                <MarkupText text={b.text} />
              </Typography.Paragraph>
              {b.translation ? (
                <Typography.Paragraph type="secondary" style={{ fontSize: 13 }}>
                  {b.translation}
                </Typography.Paragraph>
              ) : null}
            </div>
          ))}
        </Card>
      ) : null}
      {phase === 'forming' ? <StartSection v={v} onChanged={(x) => queryClient.setQueryData(key, x)} /> : null}
      {phase === 'answering' ? (
        <AnswerSection v={v} putAnswer={putAnswer} onSubmitted={(x) => queryClient.setQueryData(key, x)} />
      ) : null}
      {phase === 'reviewing' ? <ScoringSection v={v} onReviewed={(x) => queryClient.setQueryData(key, x)} /> : null}
      {phase === 'closed' ? <Result status="info" title={t('interaction.waitingPublish')} /> : null}
      {phase === 'published' ? <ReportSection v={v} /> : null}
    </div>
  );
}

function StartSection({ v, onChanged }: { v: TStudentView; onChanged: (v: TStudentView) => void }) {
  const { t } = useTranslation();
  const join = useMutation({
    mutationFn: (teamId: number) => interactionApi.joinTeam(v.activity.activityId, teamId),
    onSuccess: onChanged,
  });
  const choose = v.activity.teamMode === 'choose';
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Alert
        type="info"
        showIcon
        message={
          choose
            ? t('interaction.chooseTeam', { size: v.teamSize })
            : v.myTeam
              ? t('interaction.waitingStart')
              : t('interaction.waitingTeams')
        }
      />
      <Flex wrap gap={12}>
        {v.teams.map((team) => (
          <Card key={team.teamId} size="small" title={team.name} style={{ flex: '1 1 220px' }}>
            <Space direction="vertical">
              {team.members.map((m) => (
                <span key={m.userId}>
                  {m.name} {team.leaderId === m.userId ? <Tag color="gold">{t('interaction.leader')}</Tag> : null}
                </span>
              ))}
              {choose && team.teamId !== v.myTeam?.teamId ? (
                <Button
                  size="small"
                  disabled={team.size >= v.teamSize}
                  loading={join.isPending}
                  onClick={() => join.mutate(team.teamId)}
                >
                  {team.size >= v.teamSize ? t('interaction.full') : t('interaction.join')}
                </Button>
              ) : null}
            </Space>
          </Card>
        ))}
      </Flex>
    </Space>
  );
}

function AnswerSection({
  v,
  putAnswer,
  onSubmitted,
}: {
  v: TStudentView;
  putAnswer: (a: TStageAnswer) => void;
  onSubmitted: (v: TStudentView) => void;
}) {
  const { t } = useTranslation();
  const [dirty, setDirty] = useState<Record<number, boolean>>({});
  const onDirty = useCallback(
    (stageId: number, d: boolean) => setDirty((x) => (x[stageId] === d ? x : { ...x, [stageId]: d })),
    [],
  );
  const submitted = Boolean(v.myTeam?.submittedAt);
  const submit = useMutation({
    mutationFn: () =>
      interactionApi.submit({
        activityId: v.activity.activityId,
        revisions: v.answers.map((a) => ({ stageId: a.stageId, revision: a.revision })),
      }),
    onSuccess: (x) => {
      clearStageDrafts(
        v.activity.activityId,
        v.stages.map((s) => s.stageId),
      );
      onSubmitted(x);
    },
  });
  if (!v.myTeam) return <Result status="info" title={t('interaction.notInTeam')} />;
  const unsaved = Object.values(dirty).some(Boolean);
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={12}>
      {submitted ? <Alert type="success" showIcon message={t('interaction.teamSubmitted')} /> : null}
      {v.stages.map((stage) => {
        const answer = v.answers.find((a) => a.stageId === stage.stageId);
        return answer ? (
          <StageEditor
            key={stage.stageId}
            activityId={v.activity.activityId}
            stage={stage}
            answer={answer}
            editable={!submitted}
            onSaved={putAnswer}
            onDirty={onDirty}
          />
        ) : null;
      })}
      {!submitted ? (
        v.isLeader ? (
          <Flex justify="end" gap={12} align="center" wrap>
            {unsaved ? <Typography.Text type="warning">{t('interaction.saveFirst')}</Typography.Text> : null}
            <Button
              type="primary"
              disabled={unsaved}
              loading={submit.isPending}
              onClick={() =>
                Modal.confirm({
                  title: t('interaction.submitConfirm'),
                  okText: t('interaction.submit'),
                  onOk: () => submit.mutateAsync(),
                })
              }
              data-testid="submit-team"
            >
              {t('interaction.submit')}
            </Button>
          </Flex>
        ) : (
          <Typography.Text type="secondary">{t('interaction.leaderSubmits')}</Typography.Text>
        )
      ) : null}
    </Space>
  );
}

function ScoringSection({ v, onReviewed }: { v: TStudentView; onReviewed: (v: TStudentView) => void }) {
  const { t } = useTranslation();
  if (!v.myTeam) return <Result status="info" title={t('interaction.notInTeam')} />;
  if (v.reviews.length === 0) return <Result status="info" title={t('interaction.noReviews')} />;
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={12}>
      <Alert type="info" showIcon message={v.isLeader ? t('interaction.reviewHint') : t('interaction.leaderReviews')} />
      {v.reviews.map((r) => (
        <ReviewForm key={r.targetTeamId} v={v} review={r} onReviewed={onReviewed} />
      ))}
    </Space>
  );
}

function ReviewForm({
  v,
  review,
  onReviewed,
}: {
  v: TStudentView;
  review: TStudentView['reviews'][number];
  onReviewed: (v: TStudentView) => void;
}) {
  const { t } = useTranslation();
  const storeKey = `lingua.interaction.review.${v.activity.activityId}.${review.targetTeamId}`;
  const [scores, setScores] = useState<Record<string, number>>(() => {
    try {
      return JSON.parse(localStorage.getItem(storeKey) ?? '{}').scores ?? {};
    } catch {
      return {};
    }
  });
  const [comment, setComment] = useState<string>(() => {
    try {
      return JSON.parse(localStorage.getItem(storeKey) ?? '{}').comment ?? '';
    } catch {
      return '';
    }
  });
  const [problem, setProblem] = useState('');
  const keep = (s: Record<string, number>, c: string) =>
    localStorage.setItem(storeKey, JSON.stringify({ scores: s, comment: c }));
  const send = useMutation({
    mutationFn: () =>
      interactionApi.review({
        activityId: v.activity.activityId,
        targetTeamId: review.targetTeamId,
        comment,
        scores: v.stages.map((s) => ({
          stageId: s.stageId,
          items: v.activity.rubric.map((_, k) => scores[`${s.stageId}.${k}`] ?? null),
        })),
      }),
    onSuccess: (x) => {
      localStorage.removeItem(storeKey);
      onReviewed(x);
    },
  });
  const submitted = review.submitted;
  const editable = v.isLeader && !submitted;
  const scoreOf = (stageId: number, k: number) =>
    submitted ? (submitted.scores.find((s) => s.stageId === stageId)?.items[k] ?? 0) : (scores[`${stageId}.${k}`] ?? 0);
  const trySend = () => {
    const missing = v.stages.some((s) => v.activity.rubric.some((_, k) => !scores[`${s.stageId}.${k}`]));
    if (missing) return setProblem(t('interaction.scoreEveryItem'));
    if (!comment.trim()) return setProblem(t('interaction.commentRequired'));
    setProblem('');
    send.mutate();
  };
  return (
    <Card
      size="small"
      title={t('interaction.rateTeam', { name: review.targetTeamName })}
      extra={submitted ? <Tag color="green">{t('interaction.rated')}</Tag> : null}
      data-testid="review-card"
    >
      {v.stages.map((stage) => {
        const answer = review.answers.find((a) => a.stageId === stage.stageId);
        return (
          <div key={stage.stageId} style={{ marginBottom: 16 }}>
            <Typography.Text strong>{t('interaction.stageN', { n: stage.sort })}</Typography.Text>
            <Typography.Paragraph
              style={{ whiteSpace: 'pre-wrap', background: 'rgba(0,0,0,0.03)', padding: 8, margin: '4px 0' }}
            >
              {answer?.text || t('interaction.notAnswered')}
            </Typography.Paragraph>
            <Flex wrap gap={16}>
              {v.activity.rubric.map((item, k) => (
                <Space key={item.name} size={4} title={item.description}>
                  <Typography.Text>{item.name}</Typography.Text>
                  <Rate
                    value={scoreOf(stage.stageId, k)}
                    disabled={!editable}
                    aria-label={`${t('interaction.stageN', { n: stage.sort })} ${item.name}`}
                    onChange={(value) => {
                      const next = { ...scores, [`${stage.stageId}.${k}`]: value };
                      setScores(next);
                      keep(next, comment);
                    }}
                  />
                </Space>
              ))}
            </Flex>
          </div>
        );
      })}
      {submitted ? (
        <Typography.Paragraph>
          {t('interaction.comment')}: {submitted.comment}
        </Typography.Paragraph>
      ) : editable ? (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Input.TextArea
            value={comment}
            rows={3}
            maxLength={1000}
            placeholder={t('interaction.commentPlaceholder')}
            aria-label={t('interaction.comment')}
            onChange={(e) => {
              setComment(e.target.value);
              keep(scores, e.target.value);
            }}
          />
          {problem ? <Alert type="error" showIcon message={problem} /> : null}
          <Button type="primary" loading={send.isPending} onClick={trySend} data-testid="submit-review">
            {t('interaction.submitReview')}
          </Button>
        </Space>
      ) : null}
    </Card>
  );
}

function ReportSection({ v }: { v: TStudentView }) {
  const { t } = useTranslation();
  const r = v.results;
  if (!r) return null;
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={12} data-testid="interaction-report">
      {r.me ? (
        <Card size="small" title={t('interaction.myResult')}>
          <Flex wrap gap={24}>
            <Statistic label={t('interaction.teamScore')} value={r.me.teamScore} />
            <Statistic label={t('interaction.personalScore')} value={r.me.personalScore ?? '—'} />
            <Statistic label={t('interaction.total')} value={r.me.total ?? '—'} />
            <Statistic label={t('interaction.rank')} value={r.me.rank ?? '—'} />
          </Flex>
          <Typography.Text type="secondary">{t('interaction.formula')}</Typography.Text>
        </Card>
      ) : null}
      <Card size="small" title={t('interaction.teamRanks')}>
        <Table
          size="small"
          rowKey="teamId"
          pagination={false}
          dataSource={[...r.teams].sort((a, b) => a.rank - b.rank)}
          scroll={{ x: 420 }}
          columns={[
            { title: t('interaction.rank'), dataIndex: 'rank', width: 70 },
            {
              title: t('interaction.team'),
              render: (_, team) => (team.teamId === v.myTeam?.teamId ? <b>{team.name}</b> : team.name),
            },
            ...v.stages.map((s) => ({
              title: t('interaction.stageN', { n: s.sort }),
              key: `s${s.stageId}`,
              render: (_: unknown, team: (typeof r.teams)[number]) =>
                team.stages.find((x) => x.stageId === s.stageId)?.score ?? 0,
            })),
            { title: t('interaction.teamScore'), dataIndex: 'teamScore' },
          ]}
        />
      </Card>
      <Card size="small" title={t('interaction.received')}>
        {r.received.length === 0 ? <Empty description={t('interaction.noneReceived')} /> : null}
        {r.received.map((rv) => (
          <div key={rv.reviewerTeamId} style={{ marginBottom: 12 }}>
            <Typography.Text strong>{rv.reviewerTeamName}</Typography.Text>
            <Typography.Paragraph style={{ margin: '4px 0' }}>{rv.comment}</Typography.Paragraph>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {rv.scores
                .map((s) => {
                  const stage = v.stages.find((x) => x.stageId === s.stageId);
                  return `${t('interaction.stageN', { n: stage?.sort ?? 0 })}: ${s.items.join('/')}`;
                })
                .join(' · ')}
            </Typography.Text>
          </div>
        ))}
      </Card>
    </Space>
  );
}

function Statistic({ label, value }: { label: string; value: string | number }) {
  return (
    <div>
      <Typography.Text type="secondary">{label}</Typography.Text>
      <div style={{ fontSize: 24, fontWeight: 600 }}>{value}</div>
    </div>
  );
}
