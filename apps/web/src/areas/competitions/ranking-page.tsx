/**
 * A period's ranking: /competition/student/ranking?periodId= (the leaderboard, live until the
 * results are published) and the organiser's /competition/teacher/testResult?periodId= (the same,
 * with publishing). Ties are broken by the time used (the server ranks).
 */
import type { TRankingRow } from '@lingua/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Empty, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { competitionApi } from '../../api/competitions';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { formatDuration } from '../../shared/format-duration';
import { useTableScroll } from '../../shared/table-scroll';

export function RankingPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const organiser = pathname.startsWith('/competition/teacher');
  const periodId = Number(params.get('periodId') ?? 0);
  const queryClient = useQueryClient();
  const scroll = useTableScroll();
  const key = ['competitionRanking', periodId];
  const ranking = useQuery({
    queryKey: key,
    queryFn: () => competitionApi.ranking(periodId),
    enabled: periodId > 0,
    refetchInterval: 15_000,
  });
  const publish = useMutation({
    mutationFn: () => competitionApi.publish(periodId),
    onSuccess: (data) => queryClient.setQueryData(key, data),
  });
  const r = ranking.data;
  useDocumentTitle(r ? t('competition.rankingTitle', { name: r.period.name }) : t('competition.ranking'));
  if (ranking.isLoading) return <Skeleton active />;
  if (!r) return <Alert type="error" showIcon message={ranking.error?.message ?? t('competition.rankingEmpty')} />;
  return (
    <div className="page-container">
      <Card>
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {r.competitionName} · {r.period.name}
          </Typography.Title>
          <Space wrap>
            <Link
              to={
                organiser
                  ? `/competition/teacher/competitionDetails?id=${r.abilityCompId}`
                  : `/competition/student/entrance?id=${r.abilityCompId}`
              }
            >
              {organiser ? t('competition.details') : t('competition.backToCompetition')}
            </Link>
            {r.published ? (
              <Tag color="green">{t('competition.rankingPublished')}</Tag>
            ) : (
              <Tag color="orange">{t('competition.rankingLive')}</Tag>
            )}
            {r.mine ? (
              <Typography.Text strong data-testid="my-rank">
                {t('competition.myRank', { rank: r.mine.rank })}
              </Typography.Text>
            ) : null}
            {organiser ? (
              <Button
                type="primary"
                loading={publish.isPending}
                data-testid="publish"
                onClick={() =>
                  modal.confirm({ title: t('competition.publishConfirm'), onOk: () => publish.mutateAsync() })
                }
              >
                {t('competition.publish')}
              </Button>
            ) : null}
          </Space>
          {r.rows.length === 0 ? (
            <Empty description={t('competition.rankingEmpty')} />
          ) : (
            <Table<TRankingRow>
              rowKey="studentId"
              size="small"
              pagination={{ pageSize: 50, hideOnSinglePage: true }}
              scroll={scroll}
              dataSource={r.rows}
              data-testid="ranking-table"
              rowClassName={(row) => (row.studentId === r.mine?.studentId ? 'ranking-mine' : '')}
              columns={[
                { title: t('competition.rank'), dataIndex: 'rank', width: 70 },
                { title: t('competition.name'), dataIndex: 'name' },
                { title: t('competition.school'), dataIndex: 'schoolName', responsive: ['md'] },
                {
                  title: t('competition.score'),
                  key: 'score',
                  render: (_v, row) => `${row.score} / ${row.fullMark}`,
                },
                {
                  title: t('competition.timeUsed'),
                  key: 'time',
                  render: (_v, row) => formatDuration(row.timeUsedSeconds),
                },
              ]}
            />
          )}
        </Space>
      </Card>
    </div>
  );
}
