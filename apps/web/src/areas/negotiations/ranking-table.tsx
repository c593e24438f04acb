/** The contest's ranking with its stated tie rule (teacher's review, the student's results, the public page). */
import type { TNegotiationRankRow } from '@lingua/contracts';
import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SideTag } from './phase-tag';

export function RankingTable({ rows }: { rows: readonly TNegotiationRankRow[] }) {
  const { t } = useTranslation();
  return (
    <>
      <Table<TNegotiationRankRow>
        rowKey="teamId"
        size="small"
        pagination={false}
        dataSource={[...rows]}
        data-testid="negotiation-ranking"
        columns={[
          { title: t('negotiation.rank'), dataIndex: 'rank', width: 64 },
          { title: t('negotiation.teamName'), dataIndex: 'name' },
          { title: t('negotiation.side'), width: 80, render: (_, r) => <SideTag side={r.side} /> },
          { title: t('negotiation.total'), width: 80, render: (_, r) => r.total ?? '—' },
          { title: t('negotiation.judges'), dataIndex: 'judges', width: 72 },
        ]}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        {t('negotiation.tieRule')}
      </Typography.Paragraph>
    </>
  );
}
