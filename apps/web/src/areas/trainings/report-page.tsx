/**
 * The report page of every training kind: one attempt, with recall (where the rule allows), another
 * try, and the way on through the course: its next activity (opened as the course page would,
 * under the step order) and the course itself (issue 24).
 */
import { rankRouteOf, TEACHING_CLASS_TYPE, TrainingKindDescriptors } from '@lingua/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Empty, Skeleton, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { classApi } from '../../api/classes';
import { courseApi } from '../../api/courses';
import { queryKeys } from '../../api/query-keys';
import { trainingApi } from '../../api/trainings';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { useOpenActivity } from '../../features/course/use-open-activity';
import { useSpeechEvents } from '../../features/speaking/use-attempt-recordings';
import { ReportView } from '../../features/trainings/report-view';
import { trainingHref, useTrainingRoute } from '../../features/trainings/use-training-route';
import { TrainingBreadcrumb } from './training-breadcrumb';

export function TrainingReportPage() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const { kind, attemptId } = useTrainingRoute();
  const report = useQuery({
    queryKey: [...queryKeys.trainingReport, attemptId],
    queryFn: () => trainingApi.report(attemptId ?? 0),
    enabled: attemptId !== null,
    retry: false,
  });
  const recall = useMutation({
    mutationFn: () => trainingApi.recall(attemptId ?? 0),
    onSuccess: () => {
      void message.success(t('training.recalled'));
      const r = report.data;
      if (r) navigate(trainingHref(r.kind, 'answer', { classId: r.classId, trainingId: r.trainingId }));
    },
  });
  useDocumentTitle(t('training.report'));
  const r = report.data;
  const after = useQuery({
    queryKey: ['nextActivity', r?.classId, r?.trainingId],
    queryFn: () => courseApi.nextActivity(r?.classId ?? 0, r?.trainingId ?? 0),
    enabled: r !== undefined,
    retry: false,
  });
  const next = after.data?.next ?? null;
  const openNext = useOpenActivity();
  // A spoken answer still being scored: the report refetches when its job ends (the socket says so).
  const client = useQueryClient();
  useSpeechEvents(() => void client.invalidateQueries({ queryKey: [...queryKeys.trainingReport, attemptId] }));
  // Back to the course of the class this attempt belongs to: the course page shows the current
  // class, so that class becomes current first.
  const backToCourse = useMutation({
    mutationFn: (classId: number) => classApi.updateDefaultSelect(TEACHING_CLASS_TYPE, classId),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: queryKeys.nowClass });
      navigate('/student/practicals/index/practical');
    },
  });
  return (
    <div className="page-container">
      <TrainingBreadcrumb kind={r?.kind ?? kind ?? 'practicalSkill'} family="report" />
      {attemptId === null ? (
        <Empty description={t('training.missingParams')} />
      ) : report.isLoading ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : report.error ? (
        <Alert type="error" showIcon message={report.error.message} />
      ) : r ? (
        <ReportView
          report={r}
          actions={
            <Space wrap>
              {r.canRecall ? (
                <Button
                  onClick={() =>
                    modal.confirm({
                      title: t('training.recall'),
                      content: t('training.recallConfirm'),
                      onOk: () => recall.mutateAsync(),
                    })
                  }
                >
                  {t('training.recall')}
                </Button>
              ) : null}
              {r.kind === 'dubbing' ? (
                <Button
                  data-testid="view-dubs"
                  onClick={() =>
                    navigate(`/student/practicals/oralSkillDubList?classId=${r.classId}&trainingId=${r.trainingId}`)
                  }
                >
                  {t('speaking.viewDubs')}
                </Button>
              ) : null}
              {TrainingKindDescriptors[r.kind].rank ? (
                <Button
                  data-testid="view-rank"
                  onClick={() => navigate(`${rankRouteOf(r.kind)}?classId=${r.classId}&trainingId=${r.trainingId}`)}
                >
                  {t('speaking.viewRank')}
                </Button>
              ) : null}
              {r.kind === 'caseAnalysis' || r.kind === 'caseAnalyse' ? (
                <Button
                  data-testid="view-excellent"
                  onClick={() => navigate(`/sjjx/tea_case_analysis_excellent?classId=${r.classId}`)}
                >
                  {t('caseWork.openExcellent')}
                </Button>
              ) : null}
              <Button
                onClick={() =>
                  navigate(trainingHref(r.kind, 'history', { classId: r.classId, trainingId: r.trainingId }))
                }
              >
                {t('training.history')}
              </Button>
              <Button
                type={next ? 'default' : 'primary'}
                onClick={() =>
                  navigate(trainingHref(r.kind, 'answer', { classId: r.classId, trainingId: r.trainingId }))
                }
              >
                {t('training.again')}
              </Button>
              {after.data?.activityId ? (
                <Button
                  data-testid="back-to-course"
                  loading={backToCourse.isPending}
                  onClick={() => backToCourse.mutate(r.classId)}
                >
                  {t('training.backToCourse')}
                </Button>
              ) : null}
              {next ? (
                <Tooltip title={next.locked ? t(`course.lockReason.${next.lockReason ?? 'previousStep'}`) : next.title}>
                  <Button
                    type="primary"
                    data-testid="next-activity"
                    disabled={next.locked}
                    loading={openNext.isPending}
                    onClick={() => r && next && openNext.mutate({ classId: r.classId, activityId: next.activityId })}
                  >
                    {t('training.nextActivity')}
                  </Button>
                </Tooltip>
              ) : null}
            </Space>
          }
        />
      ) : null}
    </div>
  );
}
