/** A student's answers as the teacher sees them (practicalTea): the report, and a grade form for each answer the teacher grades. */
import type { TReportQuestion } from '@lingua/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Empty, Form, Input, InputNumber, Skeleton, Space, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { caseWorkApi } from '../../api/case-work';
import { queryKeys } from '../../api/query-keys';
import { trainingApi } from '../../api/trainings';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { ReportView } from '../../features/trainings/report-view';

function GradeForm({ attemptId, q, index }: { attemptId: number; q: TReportQuestion; index: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const grade = useMutation({
    mutationFn: (v: { score: number; comment: string }) =>
      trainingApi.grade({ attemptId, questionId: q.questionId, ...v }),
    onSuccess: () => {
      void message.success(t('training.teacher.gradeSaved'));
      void queryClient.invalidateQueries({ queryKey: queryKeys.trainingReport });
    },
  });
  return (
    <Card
      size="small"
      title={`${t('training.questionNo', { n: index + 1 })} · ${t('training.teacher.grade')}`}
      data-testid="grade-form"
    >
      <Form
        layout="inline"
        initialValues={{ score: q.score ?? undefined, comment: q.comment }}
        onFinish={(v: { score: number; comment: string }) => grade.mutate(v)}
      >
        <Form.Item
          name="score"
          label={`${t('training.teacher.gradeScore')} (≤ ${q.fullMark})`}
          rules={[{ required: true, message: t('training.teacher.scoreRequired') }]}
        >
          <InputNumber min={0} max={q.fullMark} step={0.5} />
        </Form.Item>
        <Form.Item
          name="comment"
          label={t('training.teacher.gradeComment')}
          rules={[{ required: true, whitespace: true, message: t('training.teacher.commentRequired') }]}
          style={{ flex: 1, minWidth: 280 }}
        >
          <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} maxLength={2000} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={grade.isPending}>
          {t('common.save')}
        </Button>
      </Form>
      {/* A graded written answer may be chosen as an excellent case of the class (issue 16). */}
      <ExcellentToggle attemptId={attemptId} q={q} />
    </Card>
  );
}

function ExcellentToggle({ attemptId, q }: { attemptId: number; q: TReportQuestion }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const mark = useMutation({
    mutationFn: (excellent: boolean) => caseWorkApi.markExcellent(attemptId, q.questionId, excellent),
    onSuccess: (r) => {
      void message.success(r.excellent ? t('caseWork.excellentSaved') : t('caseWork.excellentRemoved'));
      void queryClient.invalidateQueries({ queryKey: queryKeys.trainingReport });
      void queryClient.invalidateQueries({ queryKey: queryKeys.caseAnswers });
      void queryClient.invalidateQueries({ queryKey: queryKeys.excellentCases });
    },
  });
  if (q.user_oral_url !== undefined || q.speech !== undefined) return null;
  const graded = q.score !== null;
  return (
    <Space style={{ marginTop: 8 }} wrap>
      <Switch
        checked={q.excellent === true}
        disabled={!graded}
        loading={mark.isPending}
        onChange={(v) => mark.mutate(v)}
        aria-label={t('caseWork.markExcellent')}
        data-testid="excellent-switch"
      />
      <Typography.Text type={graded ? undefined : 'secondary'}>
        {graded ? t('caseWork.markExcellent') : t('caseWork.gradeFirst')}
      </Typography.Text>
    </Space>
  );
}

export function TeacherGradePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const attemptId = Number(params.get('attemptId')) || null;
  const report = useQuery({
    queryKey: [...queryKeys.trainingReport, attemptId],
    queryFn: () => trainingApi.report(attemptId ?? 0),
    enabled: attemptId !== null,
    retry: false,
  });
  useDocumentTitle(t('training.teacher.viewAnswers'));
  const r = report.data;
  const toGrade = (r?.questions ?? []).map((q, i) => ({ q, i })).filter(({ q }) => q.right_flag === null);
  return (
    <div className="page-container">
      <Typography.Title level={3} className="page-title">
        {r ? `${r.title} · ${r.studentName}` : t('training.teacher.viewAnswers')}
      </Typography.Title>
      {attemptId === null ? (
        <Empty description={t('training.missingParams')} />
      ) : report.isLoading ? (
        <Skeleton active />
      ) : report.error ? (
        <Alert type="error" showIcon message={report.error.message} />
      ) : r ? (
        <Space direction="vertical" style={{ width: '100%' }}>
          {toGrade.map(({ q, i }) => (
            <GradeForm key={q.questionId} attemptId={r.attempt.attemptId} q={q} index={i} />
          ))}
          <ReportView report={r} />
        </Space>
      ) : null}
    </div>
  );
}
