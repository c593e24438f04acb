/**
 * Peer review (Scoring): the team's allocated answers, each rated on every rubric item of every
 * stage (out of 5) with a comment, by the leader; what is typed is kept on the device until sent.
 */
import type { TStudentView } from '@lingua/contracts';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Input, Rate, Result, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { interactionApi } from '../../api/interaction';

export function PeerReviewSection({ v, onReviewed }: { v: TStudentView; onReviewed: (v: TStudentView) => void }) {
  const { t } = useTranslation();
  if (!v.myTeam) return <Result status="info" title={t('interaction.notInTeam')} />;
  if (v.myTeam.droppedAt) return <Result status="info" title={t('interaction.teamDropped')} />;
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
