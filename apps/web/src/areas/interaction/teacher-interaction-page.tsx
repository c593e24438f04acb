/**
 * The teacher's interactive training (part 2 §2.1 interactionCase and its pages): without an
 * activity, the class's activities, the class's score history and a new activity; with
 * `?activityId=`, one activity: its phases, teams (group), live stages (doing), scoring
 * (comment: adjustments, personal scores, publish) and ranks, and its xlsx report.
 */
import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { InteractionPhases, type TActivityDetail, type TActivitySummary } from '@lingua/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Card,
  Empty,
  Flex,
  Form,
  Input,
  InputNumber,
  Modal,
  Radio,
  Select,
  Space,
  Steps,
  Table,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { interactionApi } from '../../api/interaction';
import { useRealtime } from '../../api/use-realtime';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { ClassBreadcrumb } from '../../features/class-selector/class-breadcrumb';
import { useClassChoice } from '../../features/class-selector/use-class-choice';
import { saveBase64File } from '../../features/download/save-base64-file';
import { PageSpinner } from '../../shared/page-spinner';
import { PhaseTag } from './phase-tag';

const BASE = '/teacher/practicals/';
const TAB_OF_PATH: Record<string, string> = {
  interactionGroup: 'group',
  interactionDoing: 'doing',
  interactionAnswer: 'doing',
  interactionComment: 'comment',
  interactionRank: 'rank',
};
const PATH_OF_TAB: Record<string, string> = {
  group: 'interactionGroup',
  doing: 'interactionDoing',
  comment: 'interactionComment',
  rank: 'interactionRank',
};

export function TeacherInteractionPage() {
  const [params] = useSearchParams();
  const activityId = Number(params.get('activityId')) || null;
  return activityId ? <ActivityView activityId={activityId} /> : <ActivityList />;
}

function ActivityList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const choice = useClassChoice();
  const classId = choice.classId;
  const [creating, setCreating] = useState(false);
  const isHistory = pathname.endsWith('/interactionHistory');
  useDocumentTitle(t('interaction.title'));
  const list = useQuery({
    queryKey: ['interaction', 'list', classId],
    queryFn: () => interactionApi.list(classId ?? 0),
    enabled: classId !== null,
  });
  const history = useQuery({
    queryKey: ['interaction', 'scoreHistory', classId],
    queryFn: () => interactionApi.scoreHistory(classId ?? 0),
    enabled: classId !== null && isHistory,
  });
  const open = (a: TActivitySummary) =>
    navigate(`${BASE}${a.phase === 'forming' ? 'interactionGroup' : 'interactionDoing'}?activityId=${a.activityId}`);
  return (
    <div className="page" data-testid="interaction-teacher-list">
      <ClassBreadcrumb
        choice={choice}
        crumbs={[{ title: t('interaction.title') }]}
        extra={
          <Button type="primary" icon={<PlusOutlined />} disabled={classId === null} onClick={() => setCreating(true)}>
            {t('interaction.create')}
          </Button>
        }
      />
      <Tabs
        activeKey={isHistory ? 'history' : 'list'}
        onChange={(k) => navigate(`${BASE}${k === 'history' ? 'interactionHistory' : 'interactionCase'}`)}
        items={[
          {
            key: 'list',
            label: t('interaction.activities'),
            children: (
              <Table<TActivitySummary>
                rowKey="activityId"
                loading={list.isLoading}
                dataSource={list.data ?? []}
                scroll={{ x: 640 }}
                locale={{ emptyText: <Empty description={t('interaction.noActivities')} /> }}
                pagination={false}
                columns={[
                  { title: t('interaction.activityTitle'), dataIndex: 'title' },
                  { title: t('interaction.scenario'), dataIndex: 'scenarioTitle' },
                  { title: t('interaction.teams'), dataIndex: 'teamCount', width: 80 },
                  { title: t('interaction.phase'), render: (_, a) => <PhaseTag phase={a.phase} />, width: 110 },
                  {
                    title: t('common.actions'),
                    width: 100,
                    render: (_, a) => (
                      <Button type="link" onClick={() => open(a)}>
                        {t('interaction.open')}
                      </Button>
                    ),
                  },
                ]}
              />
            ),
          },
          {
            key: 'history',
            label: t('interaction.scoreHistory'),
            children: (
              <Table
                rowKey="activityId"
                loading={history.isLoading}
                dataSource={history.data ?? []}
                pagination={false}
                scroll={{ x: 560 }}
                locale={{ emptyText: <Empty description={t('interaction.noPublished')} /> }}
                columns={[
                  { title: t('interaction.activityTitle'), dataIndex: 'title' },
                  {
                    title: t('interaction.publishedAt'),
                    render: (_, r) => new Date(r.publishedAt).toLocaleString(),
                  },
                  {
                    title: t('interaction.teamRanks'),
                    render: (_, r) => (
                      <Space wrap>
                        {r.teams
                          .slice()
                          .sort((a, b) => a.rank - b.rank)
                          .map((team) => (
                            <Tag key={team.teamId}>
                              {team.rank}. {team.name} {team.teamScore}
                            </Tag>
                          ))}
                      </Space>
                    ),
                  },
                ]}
              />
            ),
          },
        ]}
      />
      {creating && classId !== null ? (
        <CreateModal
          classId={classId}
          onClose={() => setCreating(false)}
          onCreated={(id) => navigate(`${BASE}interactionGroup?activityId=${id}`)}
        />
      ) : null}
    </div>
  );
}

interface CreateValues {
  trainingId: number;
  title: string;
  reviewsPerAnswer: number;
  rubric: { name: string; description: string }[];
}

function CreateModal({
  classId,
  onClose,
  onCreated,
}: {
  classId: number;
  onClose: () => void;
  onCreated: (id: number) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<CreateValues>();
  const scenarios = useQuery({ queryKey: ['interaction', 'scenarios'], queryFn: interactionApi.scenarios });
  const trainingId = Form.useWatch('trainingId', form);
  const scenario = useQuery({
    queryKey: ['interaction', 'scenario', trainingId],
    queryFn: () => interactionApi.scenario(trainingId),
    enabled: Boolean(trainingId),
  });
  useEffect(() => {
    if (!scenario.data) return;
    form.setFieldsValue({
      rubric: scenario.data.suggestedRubric,
      title: form.getFieldValue('title') || scenario.data.title,
    });
  }, [scenario.data, form]);
  const create = useMutation({
    mutationFn: (v: CreateValues) => interactionApi.create({ classId, ...v }),
    onSuccess: (d) => onCreated(d.activityId),
  });
  return (
    <Modal
      open
      title={t('interaction.create')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('interaction.createOk')}
      confirmLoading={create.isPending}
      width={640}
    >
      <Form<CreateValues>
        form={form}
        layout="vertical"
        initialValues={{ reviewsPerAnswer: 2, rubric: [] }}
        onFinish={(v) => create.mutate(v)}
      >
        <Form.Item name="trainingId" label={t('interaction.scenario')} rules={[{ required: true }]}>
          <Select
            loading={scenarios.isLoading}
            options={(scenarios.data ?? []).map((s) => ({
              value: s.trainingId,
              label: `${s.title}（${t('interaction.stageCount', { count: s.stageCount })}）`,
            }))}
            aria-label={t('interaction.scenario')}
          />
        </Form.Item>
        {scenario.data ? <Typography.Paragraph type="secondary">{scenario.data.intro}</Typography.Paragraph> : null}
        <Form.Item name="title" label={t('interaction.activityTitle')} rules={[{ required: true, max: 100 }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="reviewsPerAnswer" label={t('interaction.reviewsPerAnswer')}>
          <InputNumber min={1} max={5} />
        </Form.Item>
        <Typography.Text strong>{t('interaction.rubric')}</Typography.Text>
        <Typography.Paragraph type="secondary">{t('interaction.rubricHint')}</Typography.Paragraph>
        <Form.List name="rubric">
          {(fields, { add, remove }) => (
            <Space direction="vertical" style={{ width: '100%' }}>
              {fields.map((f) => (
                <Flex key={f.key} gap={8} wrap>
                  <Form.Item
                    name={[f.name, 'name']}
                    rules={[{ required: true, max: 60 }]}
                    style={{ flex: '1 1 160px', margin: 0 }}
                  >
                    <Input placeholder={t('interaction.itemName')} maxLength={60} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'description']} style={{ flex: '2 1 220px', margin: 0 }}>
                    <Input placeholder={t('interaction.itemDescription')} maxLength={300} />
                  </Form.Item>
                  <Button onClick={() => remove(f.name)} disabled={fields.length <= 1}>
                    {t('interaction.remove')}
                  </Button>
                </Flex>
              ))}
              <Button onClick={() => add({ name: '', description: '' })} disabled={fields.length >= 8}>
                {t('interaction.addItem')}
              </Button>
            </Space>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}

function ActivityView({ activityId }: { activityId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const key = ['interaction', 'detail', activityId];
  const detail = useQuery({ queryKey: key, queryFn: () => interactionApi.detail(activityId) });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: key });
  useRealtime(`interaction:${activityId}`, refresh);
  useDocumentTitle(detail.data?.title ?? t('interaction.title'));
  const act = useMutation({
    mutationFn: (f: () => Promise<TActivityDetail>) => f(),
    onSuccess: (d) => queryClient.setQueryData(key, d),
  });
  const exporting = useMutation({
    mutationFn: () => interactionApi.exportReport(activityId),
    onSuccess: (f) => saveBase64File(f.fileName, f.base64),
  });
  if (!detail.data) return <PageSpinner />;
  const d = detail.data;
  const segment = pathname.split('/').pop() ?? '';
  const tab = TAB_OF_PATH[segment] ?? (d.phase === 'forming' ? 'group' : 'doing');
  const next: Record<string, { label: string; run: () => Promise<TActivityDetail> } | undefined> = {
    forming: { label: t('interaction.start'), run: () => interactionApi.start(activityId) },
    answering: { label: t('interaction.startReview'), run: () => interactionApi.startReview(activityId) },
    reviewing: { label: t('interaction.closeReview'), run: () => interactionApi.closeReview(activityId) },
    closed: { label: t('interaction.publish'), run: () => interactionApi.publish(activityId) },
  };
  const action = next[d.phase];
  return (
    <div className="page" data-testid="interaction-teacher-activity">
      <Flex justify="space-between" align="center" wrap gap={12} className="page-title">
        <Space direction="vertical" size={0}>
          <Typography.Link onClick={() => navigate(`${BASE}interactionCase`)}>
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
      <Tabs
        activeKey={tab}
        onChange={(k) => navigate(`${BASE}${PATH_OF_TAB[k]}?activityId=${activityId}`)}
        items={[
          {
            key: 'group',
            label: t('interaction.tabs.group'),
            children: <GroupTab d={d} onSaved={(x) => queryClient.setQueryData(key, x)} />,
          },
          { key: 'doing', label: t('interaction.tabs.doing'), children: <DoingTab d={d} onChange={refresh} /> },
          {
            key: 'comment',
            label: t('interaction.tabs.comment'),
            children: <ScoringTab d={d} onSaved={(x) => queryClient.setQueryData(key, x)} />,
          },
          { key: 'rank', label: t('interaction.tabs.rank'), children: <RankTab d={d} /> },
        ]}
      />
    </div>
  );
}

function GroupTab({ d, onSaved }: { d: TActivityDetail; onSaved: (d: TActivityDetail) => void }) {
  const { t } = useTranslation();
  const forming = d.phase === 'forming';
  const [mode, setMode] = useState<'manual' | 'random' | 'choose'>(d.teamMode ?? 'manual');
  const [teamSize, setTeamSize] = useState(d.teamSize);
  const students = [...d.teams.flatMap((x) => x.members), ...d.unassigned];
  const [count, setCount] = useState(Math.max(2, d.teams.length));
  const [placed, setPlaced] = useState<Record<number, number>>(() =>
    Object.fromEntries(d.teams.flatMap((x, i) => x.members.map((m) => [m.userId, i]))),
  );
  const [leaders, setLeaders] = useState<Record<number, number | null>>(() =>
    Object.fromEntries(d.teams.map((x, i) => [i, x.leaderId])),
  );
  const save = useMutation({
    mutationFn: () =>
      interactionApi.formTeams({
        activityId: d.activityId,
        mode,
        teamSize,
        teams:
          mode === 'manual'
            ? Array.from({ length: count }, (_, i) => {
                const memberIds = students.filter((s) => placed[s.userId] === i).map((s) => s.userId);
                const leader = leaders[i];
                return {
                  name: t('interaction.teamName', { n: i + 1 }),
                  memberIds,
                  leaderId: leader && memberIds.includes(leader) ? leader : (memberIds[0] ?? null),
                };
              })
            : [],
      }),
    onSuccess: onSaved,
  });
  const setLeader = useMutation({
    mutationFn: (v: { teamId: number; studentId: number }) =>
      interactionApi.setLeader(d.activityId, v.teamId, v.studentId),
    onSuccess: onSaved,
  });
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={16}>
      {forming ? (
        <Card size="small" title={t('interaction.formTeams')}>
          <Space direction="vertical" style={{ width: '100%' }}>
            <Radio.Group value={mode} onChange={(e) => setMode(e.target.value)} optionType="button">
              <Radio.Button value="manual">{t('interaction.modes.manual')}</Radio.Button>
              <Radio.Button value="random">{t('interaction.modes.random')}</Radio.Button>
              <Radio.Button value="choose">{t('interaction.modes.choose')}</Radio.Button>
            </Radio.Group>
            {mode === 'manual' ? (
              <>
                <Space>
                  <Typography.Text>{t('interaction.teamCount')}</Typography.Text>
                  <InputNumber
                    min={2}
                    max={30}
                    value={count}
                    onChange={(v) => setCount(v ?? 2)}
                    aria-label={t('interaction.teamCount')}
                  />
                </Space>
                <Table
                  size="small"
                  rowKey="userId"
                  dataSource={students}
                  pagination={false}
                  scroll={{ x: 420 }}
                  columns={[
                    { title: t('interaction.student'), dataIndex: 'name' },
                    {
                      title: t('interaction.team'),
                      render: (_, s) => (
                        <Select<number>
                          style={{ minWidth: 120 }}
                          value={placed[s.userId]}
                          allowClear
                          placeholder={t('interaction.noTeam')}
                          aria-label={t('interaction.teamOf', { name: s.name })}
                          onChange={(v) => setPlaced((p) => ({ ...p, [s.userId]: v }))}
                          options={Array.from({ length: count }, (_, i) => ({
                            value: i,
                            label: t('interaction.teamName', { n: i + 1 }),
                          }))}
                        />
                      ),
                    },
                    {
                      title: t('interaction.leader'),
                      render: (_, s) =>
                        placed[s.userId] !== undefined ? (
                          <Radio
                            checked={leaders[placed[s.userId] as number] === s.userId}
                            onChange={() => setLeaders((l) => ({ ...l, [placed[s.userId] as number]: s.userId }))}
                            aria-label={t('interaction.makeLeader', { name: s.name })}
                          />
                        ) : null,
                    },
                  ]}
                />
              </>
            ) : (
              <Space>
                <Typography.Text>{t('interaction.teamSize')}</Typography.Text>
                <InputNumber
                  min={1}
                  max={12}
                  value={teamSize}
                  onChange={(v) => setTeamSize(v ?? 4)}
                  aria-label={t('interaction.teamSize')}
                />
                <Typography.Text type="secondary">
                  {mode === 'random' ? t('interaction.randomHint') : t('interaction.chooseHint')}
                </Typography.Text>
              </Space>
            )}
            <Button type="primary" onClick={() => save.mutate()} loading={save.isPending} data-testid="save-teams">
              {t('interaction.saveTeams')}
            </Button>
          </Space>
        </Card>
      ) : null}
      {d.teams.length === 0 ? <Empty description={t('interaction.noTeams')} /> : null}
      <Flex wrap gap={12}>
        {d.teams.map((team) => (
          <Card key={team.teamId} size="small" title={team.name} style={{ flex: '1 1 240px' }} data-testid="team-card">
            {team.members.length === 0 ? (
              <Typography.Text type="secondary">{t('interaction.emptyTeam')}</Typography.Text>
            ) : null}
            <Space direction="vertical">
              {team.members.map((m) => (
                <Space key={m.userId}>
                  <span>{m.name}</span>
                  {team.leaderId === m.userId ? (
                    <Tag color="gold">{t('interaction.leader')}</Tag>
                  ) : forming || d.phase === 'answering' ? (
                    <Button
                      size="small"
                      type="link"
                      onClick={() => setLeader.mutate({ teamId: team.teamId, studentId: m.userId })}
                    >
                      {t('interaction.setLeader')}
                    </Button>
                  ) : null}
                </Space>
              ))}
            </Space>
          </Card>
        ))}
      </Flex>
      {d.unassigned.length && !forming ? (
        <Typography.Text type="secondary">
          {t('interaction.unassigned')}: {d.unassigned.map((s) => s.name).join('、')}
        </Typography.Text>
      ) : null}
    </Space>
  );
}

/** The live stages: every team's answer per stage, refreshed by each save pushed to the team rooms. */
function DoingTab({ d, onChange }: { d: TActivityDetail; onChange: () => void }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={12}>
      {d.teams.length === 0 ? <Empty description={t('interaction.noTeams')} /> : null}
      {d.teams.map((team) => (
        <TeamLive key={team.teamId} teamId={team.teamId} onChange={onChange}>
          <Card
            size="small"
            title={team.name}
            extra={
              team.submittedAt ? (
                <Tag color="green">{t('interaction.submitted')}</Tag>
              ) : (
                <Tag>{t('interaction.writing')}</Tag>
              )
            }
            data-testid="team-live"
          >
            {d.stages.map((stage) => {
              const a = d.answers
                .find((x) => x.teamId === team.teamId)
                ?.stages.find((s) => s.stageId === stage.stageId);
              return (
                <div key={stage.stageId} style={{ marginBottom: 12 }}>
                  <Typography.Text strong>{t('interaction.stageN', { n: stage.sort })}</Typography.Text>
                  {a?.updatedBy ? (
                    <Typography.Text type="secondary">
                      {' '}
                      · {t('interaction.lastEdit', { name: a.updatedBy.name, revision: a.revision })}
                      {a.authors.length ? ` · ${a.authors.map((x) => `${x.name}×${x.revisions}`).join('、')}` : ''}
                    </Typography.Text>
                  ) : null}
                  <Typography.Paragraph
                    style={{ whiteSpace: 'pre-wrap', margin: '4px 0 0' }}
                    type={a?.text ? undefined : 'secondary'}
                  >
                    {a?.text || t('interaction.notAnswered')}
                  </Typography.Paragraph>
                </div>
              );
            })}
          </Card>
        </TeamLive>
      ))}
    </Flex>
  );
}

function TeamLive({ teamId, onChange, children }: { teamId: number; onChange: () => void; children: React.ReactNode }) {
  useRealtime(`team:${teamId}`, onChange);
  return <>{children}</>;
}

function ScoringTab({ d, onSaved }: { d: TActivityDetail; onSaved: (d: TActivityDetail) => void }) {
  const { t } = useTranslation();
  const [adjusting, setAdjusting] = useState<{ teamId: number; stageId: number } | null>(null);
  const [scores, setScores] = useState<Record<number, number | null>>({});
  const canScore = d.phase !== 'forming' && d.phase !== 'published';
  const person = useMutation({
    mutationFn: (v: { studentId: number; score: number }) =>
      interactionApi.personScore({ activityId: d.activityId, ...v }),
    onSuccess: onSaved,
  });
  const adjust = useMutation({
    mutationFn: (v: { score: number; reason: string }) =>
      interactionApi.adjust({
        activityId: d.activityId,
        teamId: adjusting?.teamId ?? 0,
        stageId: adjusting?.stageId ?? 0,
        ...v,
      }),
    onSuccess: (x) => {
      setAdjusting(null);
      onSaved(x);
    },
  });
  const [adjustForm] = Form.useForm<{ score: number; reason: string }>();
  const done = d.assignments.filter((a) => a.submittedAt).length;
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={16}>
      <Typography.Text type="secondary">
        {t('interaction.reviewProgress', { done, total: d.assignments.length })} · {t('interaction.formula')}
      </Typography.Text>
      <Table
        size="small"
        rowKey="teamId"
        pagination={false}
        dataSource={d.teamResults}
        scroll={{ x: 560 }}
        columns={[
          { title: t('interaction.team'), dataIndex: 'name' },
          ...d.stages.map((stage) => ({
            title: t('interaction.stageN', { n: stage.sort }),
            key: `s${stage.stageId}`,
            render: (_: unknown, r: TActivityDetail['teamResults'][number]) => {
              const s = r.stages.find((x) => x.stageId === stage.stageId);
              const submitted = d.teams.find((x) => x.teamId === r.teamId)?.submittedAt;
              return (
                <Space size={4}>
                  <span title={s?.adjusted?.reason}>
                    {s?.score ?? 0}
                    {s?.adjusted ? '*' : ''}
                  </span>
                  {submitted && (d.phase === 'reviewing' || d.phase === 'closed') ? (
                    <Button
                      size="small"
                      type="link"
                      onClick={() => setAdjusting({ teamId: r.teamId, stageId: stage.stageId })}
                    >
                      {t('interaction.adjust')}
                    </Button>
                  ) : null}
                </Space>
              );
            },
          })),
          { title: t('interaction.teamScore'), dataIndex: 'teamScore' },
        ]}
      />
      <Table
        size="small"
        rowKey="userId"
        pagination={false}
        dataSource={d.persons}
        scroll={{ x: 560 }}
        columns={[
          { title: t('interaction.student'), dataIndex: 'name' },
          { title: t('interaction.team'), dataIndex: 'teamName' },
          { title: t('interaction.teamScore'), dataIndex: 'teamScore' },
          {
            title: t('interaction.personalScore'),
            render: (_, p) =>
              canScore ? (
                <Space>
                  <InputNumber
                    min={0}
                    max={100}
                    value={scores[p.userId] ?? p.personalScore}
                    onChange={(v) => setScores((s) => ({ ...s, [p.userId]: v }))}
                    aria-label={t('interaction.personalScoreOf', { name: p.name })}
                  />
                  <Button
                    size="small"
                    disabled={(scores[p.userId] ?? null) === null}
                    onClick={() => person.mutate({ studentId: p.userId, score: scores[p.userId] as number })}
                  >
                    {t('interaction.save')}
                  </Button>
                </Space>
              ) : (
                (p.personalScore ?? '—')
              ),
          },
          { title: t('interaction.total'), render: (_, p) => p.total ?? '—' },
        ]}
      />
      <Modal
        open={adjusting !== null}
        title={t('interaction.adjust')}
        onCancel={() => setAdjusting(null)}
        onOk={() => adjustForm.submit()}
        confirmLoading={adjust.isPending}
        destroyOnHidden
      >
        <Form form={adjustForm} layout="vertical" onFinish={(v) => adjust.mutate(v)} preserve={false}>
          <Form.Item name="score" label={t('interaction.newScore')} rules={[{ required: true }]}>
            <InputNumber min={0} max={100} />
          </Form.Item>
          <Form.Item
            name="reason"
            label={t('interaction.reason')}
            rules={[{ required: true, whitespace: true, max: 300 }]}
          >
            <Input.TextArea rows={3} maxLength={300} />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}

function RankTab({ d }: { d: TActivityDetail }) {
  const { t } = useTranslation();
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={16}>
      <Table
        size="small"
        rowKey="teamId"
        pagination={false}
        dataSource={[...d.teamResults].sort((a, b) => a.rank - b.rank)}
        columns={[
          { title: t('interaction.rank'), dataIndex: 'rank', width: 70 },
          { title: t('interaction.team'), dataIndex: 'name' },
          { title: t('interaction.teamScore'), dataIndex: 'teamScore' },
        ]}
      />
      <Table
        size="small"
        rowKey="userId"
        pagination={false}
        dataSource={[...d.persons].sort((a, b) => (a.rank ?? 1e9) - (b.rank ?? 1e9))}
        columns={[
          { title: t('interaction.rank'), render: (_, p) => p.rank ?? '—', width: 70 },
          { title: t('interaction.student'), dataIndex: 'name' },
          { title: t('interaction.team'), dataIndex: 'teamName' },
          { title: t('interaction.total'), render: (_, p) => p.total ?? '—' },
        ]}
      />
    </Space>
  );
}
