/**
 * The history page (every submitted attempt) and the finished report (the training's score by the
 * class rules and the latest attempt's report) of every training kind.
 */
import type { TAttemptSummary, TTrainingHistory } from '@lingua/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Empty, Skeleton, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { queryKeys } from '../../api/query-keys';
import { trainingApi } from '../../api/trainings';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { ReportView } from '../../features/trainings/report-view';
import { trainingHref, useTrainingRoute } from '../../features/trainings/use-training-route';
import { formatDuration } from '../../shared/format-duration';
import { schoolTime } from '../../shared/school-time';
import { TrainingBreadcrumb } from './training-breadcrumb';

function useHistory() {
  const { classId, trainingId } = useTrainingRoute();
  return useQuery({
    queryKey: [...queryKeys.trainingHistory, classId, trainingId],
    queryFn: () => trainingApi.history(classId ?? 0, trainingId ?? 0),
    enabled: classId !== null && trainingId !== null,
    retry: false,
  });
}

function Summary({ h, classId }: { h: TTrainingHistory; classId: number }) {
  const { t } = useTranslation();
  const show = (n: number | null) => (n === null ? '-' : `${n} / ${h.fullMark}`);
  return (
    <Card size="small" style={{ marginBottom: 12 }}>
      <Descriptions size="small" title={h.title} column={{ xs: 1, sm: 3 }}>
        <Descriptions.Item label={t('training.trainingScore')}>{show(h.score)}</Descriptions.Item>
        <Descriptions.Item label={t('training.shownScore')}>{show(h.displayScore)}</Descriptions.Item>
        <Descriptions.Item label={t('training.attempts')}>{h.attempts.length}</Descriptions.Item>
      </Descriptions>
      <Link to={trainingHref(h.kind, 'answer', { classId, trainingId: h.trainingId })}>
        <Button type="primary">{t('training.again')}</Button>
      </Link>
    </Card>
  );
}

export function TrainingHistoryPage() {
  const { t } = useTranslation();
  const { kind, classId } = useTrainingRoute();
  const history = useHistory();
  useDocumentTitle(t('training.history'));
  const h = history.data;
  return (
    <div className="page-container">
      <TrainingBreadcrumb kind={h?.kind ?? kind ?? 'practicalSkill'} family="history" />
      {classId === null ? (
        <Empty description={t('training.missingParams')} />
      ) : history.isLoading ? (
        <Skeleton active />
      ) : history.error ? (
        <Alert type="error" showIcon message={history.error.message} />
      ) : h ? (
        <>
          <Summary h={h} classId={classId} />
          <Table<TAttemptSummary>
            rowKey="attemptId"
            dataSource={h.attempts}
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            locale={{ emptyText: t('training.noAttempts') }}
            columns={[
              { title: '#', render: (_v, _r, i) => t('training.attempt', { n: h.attempts.length - i }) },
              {
                title: t('training.submittedAt'),
                dataIndex: 'submittedAt',
                render: (v: string | null) => (v ? schoolTime(v).format('YYYY-MM-DD HH:mm:ss') : '-'),
              },
              { title: t('training.duration'), dataIndex: 'durationSeconds', render: (v: number) => formatDuration(v) },
              {
                title: t('training.score'),
                dataIndex: 'score',
                render: (v: number | null, r) => (v === null ? t('training.pending') : `${v} / ${r.fullMark}`),
              },
              {
                title: t('common.actions'),
                render: (_v, r) => (
                  <Link
                    to={trainingHref(h.kind, 'report', { classId, trainingId: h.trainingId, attemptId: r.attemptId })}
                  >
                    {t('training.view')}
                  </Link>
                ),
              },
            ]}
          />
        </>
      ) : null}
    </div>
  );
}

export function TrainingFinishedPage() {
  const { t } = useTranslation();
  const { kind, classId } = useTrainingRoute();
  const history = useHistory();
  const latest = history.data?.attempts[0]?.attemptId ?? null;
  const report = useQuery({
    queryKey: [...queryKeys.trainingReport, latest],
    queryFn: () => trainingApi.report(latest ?? 0),
    enabled: latest !== null,
    retry: false,
  });
  useDocumentTitle(t('training.finishedTitle'));
  const h = history.data;
  return (
    <div className="page-container">
      <TrainingBreadcrumb kind={h?.kind ?? kind ?? 'practicalSkill'} family="finished" />
      {classId === null ? (
        <Empty description={t('training.missingParams')} />
      ) : history.isLoading ? (
        <Skeleton active />
      ) : history.error ? (
        <Alert type="error" showIcon message={history.error.message} />
      ) : h ? (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Summary h={h} classId={classId} />
          {latest === null ? <Empty description={t('training.noAttempts')} /> : null}
          {report.data ? (
            <>
              <strong>{t('training.latestReport')}</strong>
              <ReportView report={report.data} />
            </>
          ) : null}
        </Space>
      ) : null}
    </div>
  );
}
