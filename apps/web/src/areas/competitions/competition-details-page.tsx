/**
 * /competition/teacher/competitionDetails?id= (and its twins scheduleDetails, competitionPeriod,
 * competitionPeriodDetails, testCreater): the competition's form (a new one without id), then its
 * periods, each with its round's pages (invigilate, results, statistics, cheating information).
 */
import type { TPeriodSummary } from '@lingua/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { competitionApi } from '../../api/competitions';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { useTableScroll } from '../../shared/table-scroll';
import { CompetitionForm, toRequest } from './competition-form';
import { PeriodFormModal } from './period-form-modal';
import { dateRange } from './student-list-page';

function PeriodLinks({ p, id }: { p: TPeriodSummary; id: number }) {
  const { t } = useTranslation();
  const T = '/competition/teacher';
  return (
    <Space wrap size={4}>
      <Link to={`${T}/testInvigilate?examId=${p.examId}`}>{t('competition.invigilate')}</Link>
      <Link to={`${T}/testResult?periodId=${p.periodId}`} data-testid="period-results">
        {t('competition.results')}
      </Link>
      <Link to={`${T}/reports?examId=${p.examId}`}>{t('competition.report')}</Link>
      <Link to={`${T}/statisticalReport?examId=${p.examId}`}>{t('competition.statistics')}</Link>
      <Link to={`${T}/cheatingInformation?periodId=${p.periodId}&id=${id}`}>{t('competition.cheating')}</Link>
      {p.published ? (
        <Link to={`${T}/certificates?id=${id}&periodId=${p.periodId}`} data-testid="period-certificates">
          {t('compBoard.certificates.link')}
        </Link>
      ) : null}
    </Space>
  );
}

export function CompetitionDetailsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const scroll = useTableScroll();
  const id = Number(params.get('id') ?? 0);
  const [period, setPeriod] = useState<TPeriodSummary | 'new' | null>(null);
  const detail = useQuery({
    queryKey: ['competitionDetail', id],
    queryFn: () => competitionApi.detail(id),
    enabled: id > 0,
  });
  useDocumentTitle(detail.data?.main.abilityCompName ?? t('competition.create'));
  const save = useMutation({
    mutationFn: competitionApi.save,
    onSuccess: ({ abilityCompId }) => {
      void queryClient.invalidateQueries({ queryKey: ['organisedCompetitions'] });
      void queryClient.invalidateQueries({ queryKey: ['competitionDetail', abilityCompId] });
      if (!id) void navigate(`/competition/teacher/competitionDetails?id=${abilityCompId}`, { replace: true });
    },
  });
  const savePeriod = useMutation({
    mutationFn: competitionApi.savePeriod,
    onSuccess: () => {
      setPeriod(null);
      void queryClient.invalidateQueries({ queryKey: ['competitionDetail', id] });
    },
  });
  if (id > 0 && detail.isLoading) return <Skeleton active />;
  if (id > 0 && detail.isError) return <Alert type="error" showIcon message={detail.error.message} />;
  const periods = detail.data?.periods ?? [];
  return (
    <div className="page-container">
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {detail.data?.main.abilityCompName ?? t('competition.create')}
          </Typography.Title>
          {id > 0 ? (
            <Space wrap>
              <Link to={`/competition/teacher/studentSchedule?id=${id}`}>{t('competition.entriesTitle')}</Link>
              <Link to={`/competition/teacher/withdrawalInformation?id=${id}`}>
                {t('competition.withdrawalsTitle')}
              </Link>
            </Space>
          ) : null}
        </Space>
        <CompetitionForm
          main={detail.data?.main}
          busy={save.isPending}
          onSave={(v) => save.mutate(toRequest(v, id || undefined))}
        />
        <Card
          title={t('competition.periodsTitle')}
          extra={
            <Button type="primary" disabled={!id} onClick={() => setPeriod('new')} data-testid="add-period">
              {t('competition.periodAdd')}
            </Button>
          }
        >
          {!id ? <Alert type="info" showIcon message={t('competition.needSave')} /> : null}
          {id && periods.length === 0 ? <Empty /> : null}
          {periods.length > 0 ? (
            <Table<TPeriodSummary>
              rowKey="periodId"
              size="small"
              pagination={false}
              scroll={scroll}
              dataSource={periods}
              data-testid="periods-table"
              columns={[
                {
                  title: t('competition.periodName'),
                  key: 'name',
                  render: (_v, p) => (
                    <Space wrap>
                      <Tag color="purple">{t(`competition.stage.${p.stage}`)}</Tag>
                      {p.name}
                      {p.published ? <Tag color="green">{t('competition.rankingPublished')}</Tag> : null}
                    </Space>
                  ),
                },
                { title: t('competition.window'), key: 'window', render: (_v, p) => dateRange(p.opensAt, p.closesAt) },
                {
                  title: t('competition.paper'),
                  key: 'paper',
                  render: (_v, p) =>
                    `${t('competition.minutes', { count: p.timeLimitMinutes })} · ${t('competition.questions', { count: p.questionCount, mark: p.fullMark })}`,
                },
                { title: t('competition.columnPages'), key: 'links', render: (_v, p) => <PeriodLinks p={p} id={id} /> },
                {
                  title: t('common.actions'),
                  key: 'edit',
                  render: (_v, p) => (
                    <Button type="link" onClick={() => setPeriod(p)}>
                      {t('competition.edit')}
                    </Button>
                  ),
                },
              ]}
            />
          ) : null}
        </Card>
      </Space>
      <PeriodFormModal
        open={period !== null}
        abilityCompId={id}
        editing={period && period !== 'new' ? period : undefined}
        busy={savePeriod.isPending}
        onCancel={() => setPeriod(null)}
        onSave={(body) => savePeriod.mutate(body)}
      />
    </div>
  );
}
