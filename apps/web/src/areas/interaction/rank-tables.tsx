/** The ranks of an activity (interactionRank, interactive_training_score_rank): teams, then people. */
import type { TActivityDetail } from '@lingua/contracts';
import { Card, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { TeamRankTable } from './team-rank-table';

export function RankTables({ d }: { d: TActivityDetail }) {
  const { t } = useTranslation();
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={16} data-testid="rank-tables">
      <Card size="small" title={t('interaction.teamRanks')}>
        <TeamRankTable teams={d.teamResults} stages={d.stages} />
      </Card>
      <Card size="small" title={t('interaction.personRanks')}>
        <Table
          size="small"
          rowKey="userId"
          pagination={false}
          dataSource={[...d.persons].sort((a, b) => (a.rank ?? 1e9) - (b.rank ?? 1e9))}
          scroll={{ x: 420 }}
          columns={[
            { title: t('interaction.rank'), render: (_, p) => p.rank ?? '—', width: 70 },
            { title: t('interaction.student'), dataIndex: 'name' },
            { title: t('interaction.team'), dataIndex: 'teamName' },
            { title: t('interaction.total'), render: (_, p) => p.total ?? '—' },
          ]}
        />
      </Card>
    </Space>
  );
}
