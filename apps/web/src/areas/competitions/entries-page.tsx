/**
 * /competition/teacher/studentSchedule?id= (the entry list, with commitments) and
 * withdrawalInformation?id= (the withdrawals with their reasons). The entry list shows each
 * entrant's device check (examErSieTest) and, below, the school teams registered through /sch_team.
 */
import type { TEntryRow } from '@lingua/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Empty, Skeleton, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { competitionApi } from '../../api/competitions';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { schoolTime } from '../../shared/school-time';
import { useTableScroll } from '../../shared/table-scroll';
import { TeamRegistrationsCard } from '../public-pages/team-registrations-card';

const when = (iso: string | null) => (iso ? schoolTime(iso).format('YYYY-MM-DD HH:mm') : '—');

export function EntriesPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const withdrawals = pathname.endsWith('/withdrawalInformation');
  const id = Number(params.get('id') ?? 0);
  const scroll = useTableScroll();
  const title = withdrawals ? t('competition.withdrawalsTitle') : t('competition.entriesTitle');
  useDocumentTitle(title);
  const entries = useQuery({
    queryKey: ['competitionEntries', id],
    queryFn: () => competitionApi.entries(id),
    enabled: id > 0,
  });
  const rows = (entries.data ?? []).filter((e) => (withdrawals ? e.withdrawnAt !== null : true));
  return (
    <div className="page-container">
      <Card title={<Typography.Text strong>{title}</Typography.Text>}>
        {entries.isLoading ? <Skeleton active /> : null}
        {entries.isError ? <Alert type="error" showIcon message={entries.error.message} /> : null}
        {entries.data && rows.length === 0 ? (
          <Empty description={withdrawals ? t('competition.withdrawalsEmpty') : t('competition.entriesEmpty')} />
        ) : null}
        {rows.length > 0 ? (
          <Table<TEntryRow>
            rowKey="studentId"
            size="small"
            scroll={scroll}
            dataSource={rows}
            data-testid="entries-table"
            columns={[
              { title: t('competition.name'), dataIndex: 'name' },
              { title: t('competition.mobile'), dataIndex: 'mobile' },
              { title: t('competition.school'), dataIndex: 'schoolName', responsive: ['md'] },
              { title: t('competition.enteredAt'), key: 'entered', render: (_v, e) => when(e.enteredAt) },
              withdrawals
                ? { title: t('competition.withdrawnAt'), key: 'withdrawn', render: (_v, e) => when(e.withdrawnAt) }
                : { title: t('competition.committedAt'), key: 'committed', render: (_v, e) => when(e.committedAt) },
              withdrawals
                ? { title: t('competition.withdrawalReason'), dataIndex: 'withdrawalReason' }
                : {
                    title: t('competition.columnState'),
                    key: 'state',
                    render: (_v, e) =>
                      t(`competition.entry.${e.withdrawnAt ? 'withdrawn' : e.committedAt ? 'committed' : 'entered'}`),
                  },
              ...(withdrawals
                ? []
                : [
                    {
                      title: t('publicPages.teams.deviceChecked'),
                      key: 'deviceChecked',
                      responsive: ['md' as const],
                      render: (_v: unknown, e: TEntryRow) => when(e.deviceCheckedAt),
                    },
                  ]),
            ]}
          />
        ) : null}
      </Card>
      {withdrawals ? null : <TeamRegistrationsCard competitionId={id} />}
    </div>
  );
}
