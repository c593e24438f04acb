/** The organiser's view of the school teams registered through /sch_team, under the competition's entry list. */
import type { TTeamRegistration } from '@lingua/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Empty, Skeleton, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { competitionPublicApi } from '../../api/competition-public';
import { schoolTime } from '../../shared/school-time';
import { useTableScroll } from '../../shared/table-scroll';

export function TeamRegistrationsCard({ competitionId }: { competitionId: number }) {
  const { t } = useTranslation();
  const scroll = useTableScroll();
  const teams = useQuery({
    queryKey: ['teamRegistrations', competitionId],
    queryFn: () => competitionPublicApi.teamRegistrations(competitionId),
    enabled: competitionId > 0,
  });
  return (
    <Card title={t('publicPages.teams.title')} data-testid="team-registrations" style={{ marginTop: 16 }}>
      {teams.isLoading ? <Skeleton active /> : null}
      {teams.isError ? <Alert type="error" showIcon message={teams.error.message} /> : null}
      {teams.data && teams.data.length === 0 ? <Empty description={t('publicPages.teams.empty')} /> : null}
      {teams.data && teams.data.length > 0 ? (
        <Table<TTeamRegistration>
          rowKey="teamRegistrationId"
          size="small"
          scroll={scroll}
          dataSource={teams.data}
          columns={[
            { title: t('publicPages.teams.school'), dataIndex: 'schoolName' },
            { title: t('publicPages.teams.team'), dataIndex: 'teamName' },
            {
              title: t('publicPages.teams.teacher'),
              key: 'teacher',
              render: (_v, r) => `${r.teacherName} · ${r.teacherMobile}${r.teacherEmail ? ` · ${r.teacherEmail}` : ''}`,
            },
            {
              title: t('publicPages.teams.members'),
              key: 'members',
              render: (_v, r) => r.members.map((m) => `${m.name}（${m.studentNumber}，${m.mobile}）`).join('；'),
            },
            {
              title: t('publicPages.teams.registeredAt'),
              key: 'at',
              responsive: ['md'],
              render: (_v, r) => schoolTime(r.registeredAt).format('YYYY-MM-DD HH:mm'),
            },
          ]}
        />
      ) : null}
    </Card>
  );
}
