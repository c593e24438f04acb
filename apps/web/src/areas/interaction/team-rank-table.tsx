/** The teams by rank with each stage's score (the teacher's ranks and report, the student's report). */
import type { TInteractionStage, TTeamResult } from '@lingua/contracts';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';

export function TeamRankTable({
  teams,
  stages,
  ownTeamId,
}: {
  teams: TTeamResult[];
  stages: TInteractionStage[];
  /** The reader's team, in bold. */
  ownTeamId?: number | null;
}) {
  const { t } = useTranslation();
  return (
    <Table<TTeamResult>
      size="small"
      rowKey="teamId"
      pagination={false}
      dataSource={[...teams].sort((a, b) => a.rank - b.rank)}
      scroll={{ x: 420 }}
      columns={[
        { title: t('interaction.rank'), dataIndex: 'rank', width: 70 },
        {
          title: t('interaction.team'),
          render: (_, team) => (team.teamId === ownTeamId ? <b>{team.name}</b> : team.name),
        },
        ...stages.map((s) => ({
          title: t('interaction.stageN', { n: s.sort }),
          key: `s${s.stageId}`,
          render: (_: unknown, team: TTeamResult) => team.stages.find((x) => x.stageId === s.stageId)?.score ?? 0,
        })),
        { title: t('interaction.teamScore'), dataIndex: 'teamScore' },
      ]}
    />
  );
}
