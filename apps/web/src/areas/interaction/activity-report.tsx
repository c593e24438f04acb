/**
 * An activity's report (newInteractionReport, interactive_training_report): the figures, each
 * team's stage scores and rank, and the ratings each team received with the reviewers' comments;
 * the same as the exported xlsx, on the page.
 */
import type { TActivityDetail } from '@lingua/contracts';
import { Alert, Card, Empty, Flex, List, Space, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { TeamRankTable } from './team-rank-table';

export function ActivityReport({ d }: { d: TActivityDetail }) {
  const { t } = useTranslation();
  const scored = d.persons.filter((p) => p.total !== null);
  const average = (xs: number[]) => (xs.length ? Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 10) / 10 : 0);
  const stageOf = (stageId: number) => d.stages.find((s) => s.stageId === stageId)?.sort ?? 0;
  const itemsText = (scores: { stageId: number; items: number[] }[]) =>
    scores.map((s) => `${t('interaction.stageN', { n: stageOf(s.stageId) })}: ${s.items.join('/')}`).join(' · ');
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={16} data-testid="activity-report">
      {d.phase !== 'published' ? <Alert type="info" showIcon message={t('interaction.reportDraft')} /> : null}
      <Card size="small">
        <Flex wrap gap={32}>
          <Statistic title={t('interaction.teams')} value={d.teams.length} />
          <Statistic title={t('interaction.students')} value={d.persons.length} />
          <Statistic
            title={t('interaction.reviewsDone')}
            value={`${d.assignments.filter((a) => a.submittedAt).length} / ${d.assignments.length}`}
          />
          <Statistic title={t('interaction.averageTeam')} value={average(d.teamResults.map((r) => r.teamScore))} />
          <Statistic
            title={t('interaction.averageTotal')}
            value={scored.length ? average(scored.map((p) => p.total as number)) : '—'}
          />
        </Flex>
        <Typography.Text type="secondary">{t('interaction.formula')}</Typography.Text>
      </Card>
      <Card size="small" title={t('interaction.teamRanks')}>
        <TeamRankTable teams={d.teamResults} stages={d.stages} />
      </Card>
      <Card size="small" title={t('interaction.reviewsGiven')}>
        {d.teams.every((team) => !d.reviews.some((r) => r.targetTeamId === team.teamId)) ? (
          <Empty description={t('interaction.noReviewsGiven')} />
        ) : null}
        {d.teams.map((team) => {
          const received = d.reviews.filter((r) => r.targetTeamId === team.teamId);
          return received.length ? (
            <List
              key={team.teamId}
              header={<Typography.Text strong>{team.name}</Typography.Text>}
              dataSource={received}
              renderItem={(r) => (
                <List.Item>
                  <List.Item.Meta
                    title={r.reviewerTeamName}
                    description={
                      <Space direction="vertical" size={2}>
                        <Typography.Text style={{ overflowWrap: 'anywhere' }}>{r.comment}</Typography.Text>
                        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                          {itemsText(r.scores)}
                        </Typography.Text>
                      </Space>
                    }
                  />
                </List.Item>
              )}
            />
          ) : null;
        })}
      </Card>
    </Space>
  );
}
