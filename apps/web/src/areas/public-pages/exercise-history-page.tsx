/**
 * /competition/teacher/exerciseHistory: the organiser's practice rounds (the rounds of their
 * non-official competitions), newest first, each with its time, entrants and published results,
 * and the links to its results and statistics.
 */
import type { TExerciseHistoryRow } from '@lingua/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Empty, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { competitionApi } from '../../api/competitions';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { schoolTime } from '../../shared/school-time';
import { useTableScroll } from '../../shared/table-scroll';

const T = '/competition/teacher';
const when = (iso: string) => schoolTime(iso).format('YYYY-MM-DD HH:mm');

export function ExerciseHistoryPage() {
  const { t } = useTranslation();
  const title = t('publicPages.history.title');
  useDocumentTitle(title);
  const scroll = useTableScroll();
  const history = useQuery({ queryKey: ['exerciseHistory'], queryFn: competitionApi.exerciseHistory });
  return (
    <div className="page-container">
      <Card title={<Typography.Text strong>{title}</Typography.Text>}>
        <Typography.Paragraph type="secondary">{t('publicPages.history.intro')}</Typography.Paragraph>
        {history.isLoading ? <Skeleton active /> : null}
        {history.isError ? <Alert type="error" showIcon message={history.error.message} /> : null}
        {history.data && history.data.length === 0 ? <Empty description={t('publicPages.history.empty')} /> : null}
        {history.data && history.data.length > 0 ? (
          <Table<TExerciseHistoryRow>
            rowKey="periodId"
            size="small"
            scroll={scroll}
            dataSource={history.data}
            data-testid="exercise-history"
            columns={[
              {
                title: t('publicPages.history.competition'),
                key: 'competition',
                render: (_v, r) => (
                  <Link to={`${T}/competitionDetails?id=${r.abilityCompId}`}>{r.abilityCompName}</Link>
                ),
              },
              {
                title: t('publicPages.history.round'),
                key: 'round',
                render: (_v, r) => (
                  <Space size={4} wrap>
                    {r.periodName}
                    <Tag color="purple">{t(`competition.stage.${r.stage}`)}</Tag>
                  </Space>
                ),
              },
              {
                title: t('publicPages.history.time'),
                key: 'time',
                responsive: ['md'],
                render: (_v, r) => `${when(r.opensAt)} – ${when(r.closesAt)}`,
              },
              { title: t('publicPages.history.entrants'), dataIndex: 'entrants', responsive: ['sm'] },
              {
                title: t('publicPages.history.results'),
                key: 'results',
                render: (_v, r) =>
                  r.published
                    ? t('publicPages.history.figures', {
                        n: r.resultCount,
                        average: r.averageScore ?? 0,
                        best: r.bestScore ?? 0,
                        full: r.fullMark ?? 0,
                      })
                    : t('publicPages.history.notPublished'),
              },
              {
                title: t('publicPages.history.actions'),
                key: 'actions',
                render: (_v, r) => (
                  <Space wrap size={4}>
                    <Link to={`${T}/testResult?periodId=${r.periodId}`}>{t('competition.results')}</Link>
                    <Link to={`${T}/statisticalReport?examId=${r.examId}`}>{t('competition.statistics')}</Link>
                  </Space>
                ),
              },
            ]}
          />
        ) : null}
      </Card>
    </div>
  );
}
