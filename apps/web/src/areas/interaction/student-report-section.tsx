/**
 * The published report for a student (Report, Score, Seescore): their own result, the teams'
 * ranks with stage scores, and the ratings their team received.
 */
import type { TStudentView } from '@lingua/contracts';
import { Card, Empty, Flex, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { TeamRankTable } from './team-rank-table';

export function StudentReportSection({ v }: { v: TStudentView }) {
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
        <TeamRankTable teams={r.teams} stages={v.stages} ownTeamId={v.myTeam?.teamId} />
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
