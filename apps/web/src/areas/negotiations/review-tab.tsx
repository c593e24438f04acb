/**
 * review: the judge scores each team with the contest's rubric (every criterion, within its
 * maximum, before the submit button opens) and a comment; every judge's scores by criterion with
 * their mean, and the ranking below. The judges (the class's staff and the teachers the organiser
 * invited) on top. Scores typed and not yet submitted are kept on the device.
 */
import type { TJudgeScore, TNegotiationDetail, TNegotiationTeam } from '@lingua/contracts';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Card, Col, Flex, Input, InputNumber, Row, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { negotiationApi } from '../../api/negotiations';
import { useSession } from '../../session/store';
import { JudgesCard } from './judges-card';
import { SideTag } from './phase-tag';
import { RankingTable } from './ranking-table';
import { useLocalDraft } from './use-local-draft';

export function ReviewTab({ d, onSaved }: { d: TNegotiationDetail; onSaved: (d: TNegotiationDetail) => void }) {
  const { t } = useTranslation();
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={16}>
      {d.phase !== 'review' && d.phase !== 'published' ? (
        <Typography.Text type="secondary">{t('negotiation.reviewOnly')}</Typography.Text>
      ) : null}
      <JudgesCard d={d} onSaved={onSaved} />
      <Row gutter={[12, 12]}>
        {d.teams.map((team) => (
          <Col xs={24} lg={12} key={team.teamId}>
            <TeamScoreCard d={d} team={team} onSaved={onSaved} />
          </Col>
        ))}
      </Row>
      <Card size="small" title={t('negotiation.ranking')}>
        <RankingTable rows={d.ranking} />
      </Card>
    </Space>
  );
}

function TeamScoreCard({
  d,
  team,
  onSaved,
}: {
  d: TNegotiationDetail;
  team: TNegotiationTeam;
  onSaved: (d: TNegotiationDetail) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const userId = useSession((s) => s.loginInfo?.userId);
  const scores = d.scores.filter((s) => s.teamId === team.teamId);
  const mine = scores.find((s) => s.judgeId === userId);
  const empty = {
    scores: d.rubric.map((_, i) => mine?.scores[i] ?? null) as (number | null)[],
    comment: mine?.comment ?? '',
  };
  const [draft, setDraft, clear] = useLocalDraft(`negotiation-score:${d.contestId}:${team.teamId}`, empty);
  const complete = d.rubric.every((c, i) => {
    const v = draft.scores[i];
    return typeof v === 'number' && v >= 0 && v <= c.max;
  });
  const submit = useMutation({
    mutationFn: () =>
      negotiationApi.score({
        contestId: d.contestId,
        teamId: team.teamId,
        scores: draft.scores.map((v) => v ?? 0),
        comment: draft.comment,
      }),
    onSuccess: (fresh) => {
      clear();
      onSaved(fresh);
      void message.success(t('negotiation.scoreSaved'));
    },
  });
  const open = d.phase === 'review';
  return (
    <Card
      size="small"
      title={
        <Space wrap>
          <SideTag side={team.side} />
          {team.name}
        </Space>
      }
      data-testid={`score-card-${team.name}`}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        {d.rubric.map((c, i) => (
          <Flex key={c.name} justify="space-between" align="center" gap={8} wrap>
            <Typography.Text>
              {c.name}（{t('negotiation.max')} {c.max}）
            </Typography.Text>
            <InputNumber
              min={0}
              max={c.max}
              disabled={!open}
              value={draft.scores[i]}
              aria-label={`${team.name} ${c.name}`}
              onChange={(v) => setDraft({ ...draft, scores: draft.scores.map((x, k) => (k === i ? (v ?? null) : x)) })}
            />
          </Flex>
        ))}
        <Input.TextArea
          rows={2}
          maxLength={1000}
          disabled={!open}
          value={draft.comment}
          placeholder={t('negotiation.comment')}
          aria-label={`${team.name} ${t('negotiation.comment')}`}
          onChange={(e) => setDraft({ ...draft, comment: e.target.value })}
        />
        {open ? (
          <Flex justify="space-between" align="center" wrap gap={8}>
            <Typography.Text type="secondary">{complete ? '' : t('negotiation.everyCriterion')}</Typography.Text>
            <Button type="primary" disabled={!complete} loading={submit.isPending} onClick={() => submit.mutate()}>
              {t('negotiation.scoreTeam')}
            </Button>
          </Flex>
        ) : null}
        {scores.length > 0 ? <JudgeScoresTable d={d} scores={scores} /> : null}
      </Space>
    </Card>
  );
}

const mean = (xs: number[]) => Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 100) / 100;

/** Each judge's scores for one team, criterion by criterion, and the mean over the judges. */
function JudgeScoresTable({ d, scores }: { d: TNegotiationDetail; scores: TJudgeScore[] }) {
  const { t } = useTranslation();
  return (
    <Table
      size="small"
      rowKey="judgeId"
      pagination={false}
      dataSource={scores}
      scroll={{ x: 360 + d.rubric.length * 60 }}
      data-testid="judge-scores"
      columns={[
        { title: t('negotiation.judge'), dataIndex: 'judgeName', width: 90 },
        ...d.rubric.map((c, i) => ({
          title: c.name,
          key: `c${i}`,
          width: 70,
          render: (_: unknown, s: TJudgeScore) => s.scores[i] ?? '',
        })),
        { title: t('negotiation.total'), dataIndex: 'total', width: 70 },
        { title: t('negotiation.comment'), dataIndex: 'comment' },
      ]}
      summary={() => (
        <Table.Summary.Row data-testid="judge-scores-mean">
          <Table.Summary.Cell index={0}>
            <Typography.Text strong>{t('negotiation.judging.mean')}</Typography.Text>
          </Table.Summary.Cell>
          {d.rubric.map((c, i) => (
            <Table.Summary.Cell index={i + 1} key={c.name}>
              {mean(scores.map((s) => s.scores[i] ?? 0))}
            </Table.Summary.Cell>
          ))}
          <Table.Summary.Cell index={d.rubric.length + 1}>
            <Typography.Text strong>{mean(scores.map((s) => s.total))}</Typography.Text>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={d.rubric.length + 2} />
        </Table.Summary.Row>
      )}
    />
  );
}
