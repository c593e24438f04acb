/**
 * /comp and /comp/index (part 1 §2 "compHome", part 2 §2.4): the competition system's home for
 * a signed-in user: a student's competitions with their standing and best published rank, an
 * organiser's (or manager's) competitions, and the ways into the competition area, the
 * scoreboard and the system's rules. Its top bar hides the user's name and keeps the exit icon.
 */
import type { TCentre, TCompetitionListItem } from '@lingua/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, List, Skeleton, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { competitionApi } from '../../api/competitions';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { isStudent } from '../../session/roles';
import { useSession } from '../../session/store';
import { PageSpinner } from '../../shared/page-spinner';
import { CompetitionTags, dateRange } from '../competitions/student-list-page';
import { CompFrame } from './comp-top-bar';

function bestRank(centre: TCentre | undefined, id: number): number | null {
  const ranks = centre?.entries.find((e) => e.abilityCompId === id)?.results.map((r) => r.rank) ?? [];
  return ranks.length > 0 ? Math.min(...ranks) : null;
}

function CompetitionRows({
  items,
  empty,
  actions,
  extra,
}: {
  items: TCompetitionListItem[];
  empty: string;
  actions: (c: TCompetitionListItem) => React.ReactNode[];
  extra?: (c: TCompetitionListItem) => React.ReactNode;
}) {
  return (
    <List
      dataSource={items}
      locale={{ emptyText: <Empty description={empty} /> }}
      renderItem={(c) => (
        <List.Item actions={actions(c)} data-testid="comp-home-item">
          <List.Item.Meta
            title={
              <Space wrap size={4}>
                {c.abilityCompName}
                <CompetitionTags item={c} />
                {extra?.(c)}
              </Space>
            }
            description={`${c.schoolName} · ${dateRange(c.firstOpensAt, c.lastClosesAt)}`}
          />
        </List.Item>
      )}
    />
  );
}

function StudentHome() {
  const { t } = useTranslation();
  const list = useQuery({ queryKey: ['competitionList'], queryFn: competitionApi.list });
  const centre = useQuery({ queryKey: ['competitionCentre'], queryFn: competitionApi.centre });
  if (list.isLoading) return <Skeleton active />;
  if (list.isError) return <Alert type="error" showIcon message={list.error.message} />;
  const mine = (list.data ?? []).filter((c) => c.entry !== 'none');
  return (
    <Card
      title={t('compBoard.home.asEntrant')}
      extra={
        <Space wrap>
          <Link to="/competition/student/index">{t('compBoard.home.openList')}</Link>
          <Link to="/competition/student/center">{t('compBoard.home.openCentre')}</Link>
        </Space>
      }
    >
      <CompetitionRows
        items={mine}
        empty={t('compBoard.home.noEntries')}
        extra={(c) => {
          const rank = bestRank(centre.data, c.abilityCompId);
          return (
            <>
              <Tag>{t(`compBoard.home.entry.${c.entry}`)}</Tag>
              {rank !== null ? <Tag color="gold">{t('compBoard.home.bestRank', { rank })}</Tag> : null}
            </>
          );
        }}
        actions={(c) => [
          <Link key="enter" to={`/competition/student/entrance?id=${c.abilityCompId}`}>
            {t('compBoard.home.entrance')}
          </Link>,
          ...(c.isPublicCompetition
            ? [
                <Link key="board" to={`/compscore?id=${c.abilityCompId}`}>
                  {t('compBoard.home.board')}
                </Link>,
              ]
            : []),
        ]}
      />
    </Card>
  );
}

function OrganiserHome({ organises }: { organises: boolean }) {
  const { t } = useTranslation();
  const list = useQuery({ queryKey: ['organisedCompetitions'], queryFn: competitionApi.organised, enabled: organises });
  if (!organises) return <Alert type="info" showIcon message={t('compBoard.home.noOrganised')} />;
  if (list.isLoading) return <Skeleton active />;
  if (list.isError) return <Alert type="error" showIcon message={list.error.message} />;
  return (
    <Card
      title={t('compBoard.home.asOrganiser')}
      extra={<Link to="/competition/teacher/index">{t('compBoard.home.organise')}</Link>}
    >
      <CompetitionRows
        items={list.data ?? []}
        empty={t('compBoard.home.noOrganised')}
        actions={(c) => [
          <Link key="details" to={`/competition/teacher/competitionDetails?id=${c.abilityCompId}`}>
            {t('compBoard.home.details')}
          </Link>,
          ...(c.isPublicCompetition
            ? [
                <Link key="board" to={`/compscore?id=${c.abilityCompId}`}>
                  {t('compBoard.home.board')}
                </Link>,
              ]
            : []),
        ]}
      />
    </Card>
  );
}

export function CompHomePage() {
  const { t } = useTranslation();
  const info = useSession((s) => s.loginInfo);
  useDocumentTitle(t('compBoard.home.title'));
  if (!info) return <PageSpinner fullScreen />;
  const organises = info.roles.includes('competitionOrganiser') || info.roles.includes('manager');
  return (
    <CompFrame page="compHome" title={t('compBoard.home.title')}>
      <div className="page-container">
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
            <Typography.Title level={3} style={{ margin: 0 }} data-testid="comp-home-title">
              {t('compBoard.home.welcome', { name: info.name })}
            </Typography.Title>
            <Space wrap>
              <Link to="/compscore">
                <Button>{t('compBoard.page.scoreboard')}</Button>
              </Link>
              <Link to="/comp/system">
                <Button type="link">{t('compBoard.home.system')}</Button>
              </Link>
            </Space>
          </Space>
          {isStudent(info) ? <StudentHome /> : <OrganiserHome organises={organises} />}
        </Space>
      </div>
    </CompFrame>
  );
}
