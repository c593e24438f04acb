/**
 * The teacher's case analyses of a class (/teacher/practicals/analysisCaseList): each student's
 * written answers of the chosen case, their grade, a link to grade them, and the switch that
 * chooses an answer as an excellent case for the class's excellent-case page.
 */
import { TrophyOutlined } from '@ant-design/icons';
import { stemPreview, type TCaseAnswerRow, type TCaseWrittenAnswer } from '@lingua/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Empty, Flex, Select, Space, Switch, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { caseWorkApi } from '../../api/case-work';
import { queryKeys } from '../../api/query-keys';
import { trainingApi } from '../../api/trainings';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { useClasses } from '../../features/class-card/use-classes';

export const EXCELLENT_PATH = '/sjjx/tea_case_analysis_excellent';

function ExcellentSwitch({ attemptId, a }: { attemptId: number; a: TCaseWrittenAnswer }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const mark = useMutation({
    mutationFn: (excellent: boolean) => caseWorkApi.markExcellent(attemptId, a.questionId, excellent),
    onSuccess: (r) => {
      void message.success(r.excellent ? t('caseWork.excellentSaved') : t('caseWork.excellentRemoved'));
      void queryClient.invalidateQueries({ queryKey: queryKeys.caseAnswers });
      void queryClient.invalidateQueries({ queryKey: queryKeys.excellentCases });
    },
  });
  return (
    <Space size={4}>
      <Switch
        size="small"
        checked={a.excellent}
        loading={mark.isPending}
        disabled={a.score === null}
        aria-label={t('caseWork.markExcellent')}
        onChange={(v) => mark.mutate(v)}
      />
      <Typography.Text type={a.score === null ? 'secondary' : undefined} style={{ fontSize: 12 }}>
        {a.score === null ? t('caseWork.gradeFirst') : t('caseWork.excellent')}
      </Typography.Text>
    </Space>
  );
}

export function CaseAnswersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const classes = useClasses();
  const wantedClass = Number(params.get('classId')) || null;
  const classId =
    (wantedClass !== null && (classes.data ?? []).some((c) => c.classId === wantedClass) ? wantedClass : null) ??
    classes.data?.[0]?.classId ??
    null;
  const trainings = useQuery({
    queryKey: [...queryKeys.classTrainings, classId],
    queryFn: () => trainingApi.classTrainings(classId ?? 0),
    enabled: classId !== null,
  });
  const cases = (trainings.data ?? []).filter((r) => r.kind === 'caseAnalysis' || r.kind === 'caseAnalyse');
  const wantedCase = Number(params.get('trainingId')) || null;
  const trainingId =
    (wantedCase !== null && cases.some((c) => c.trainingId === wantedCase) ? wantedCase : null) ??
    cases[0]?.trainingId ??
    null;
  const answers = useQuery({
    queryKey: [...queryKeys.caseAnswers, classId, trainingId],
    queryFn: () => caseWorkApi.caseAnswers(classId ?? 0, trainingId ?? 0),
    enabled: classId !== null && trainingId !== null,
  });
  const choose = (next: { classId?: number; trainingId?: number }) => {
    const q = new URLSearchParams();
    const c = next.classId ?? classId;
    if (c) q.set('classId', String(c));
    const tr = next.classId ? undefined : (next.trainingId ?? trainingId);
    if (tr) q.set('trainingId', String(tr));
    setParams(q, { replace: true });
  };
  useDocumentTitle(t('caseWork.answersTitle'));
  return (
    <div className="page-container">
      <Flex justify="space-between" align="center" wrap gap={12} className="page-title">
        <Typography.Title level={3} style={{ margin: 0 }}>
          <Link to={`/teacher/practicals/analysisCase${classId ? `?classId=${classId}` : ''}`}>
            {t('training.kind.caseAnalysis')}
          </Link>{' '}
          / {t('caseWork.viewAnswers')}
        </Typography.Title>
        <Space wrap>
          <Select<number>
            style={{ minWidth: 200 }}
            aria-label={t('caseWork.chooseClass')}
            placeholder={t('caseWork.chooseClass')}
            loading={classes.isLoading}
            value={classId ?? undefined}
            onChange={(v) => choose({ classId: v })}
            options={(classes.data ?? []).map((c) => ({ value: c.classId, label: c.className }))}
          />
          <Select<number>
            style={{ minWidth: 260, maxWidth: '100%' }}
            aria-label={t('caseWork.chooseCase')}
            placeholder={t('caseWork.chooseCase')}
            loading={trainings.isLoading}
            value={trainingId ?? undefined}
            onChange={(v) => choose({ trainingId: v })}
            options={cases.map((c) => ({ value: c.trainingId, label: c.title }))}
          />
          <Button
            icon={<TrophyOutlined />}
            disabled={classId === null}
            onClick={() => navigate(`${EXCELLENT_PATH}?classId=${classId}`)}
            data-testid="open-excellent"
          >
            {t('caseWork.openExcellent')}
          </Button>
        </Space>
      </Flex>
      <Card>
        {classId === null && !classes.isLoading ? (
          <Empty description={t('caseWork.noClass')} />
        ) : trainingId === null && !trainings.isLoading ? (
          <Empty description={t('caseWork.noCase')} />
        ) : (
          <Table<TCaseAnswerRow>
            rowKey="studentId"
            loading={answers.isLoading || trainings.isLoading}
            dataSource={answers.data?.rows ?? []}
            scroll={{ x: 900 }}
            pagination={{ pageSize: 20, hideOnSinglePage: true }}
            data-testid="case-answers"
            columns={[
              { title: t('caseWork.student'), dataIndex: 'name', width: 120, fixed: 'left' },
              {
                title: t('caseWork.status'),
                dataIndex: 'status',
                width: 100,
                render: (s: TCaseAnswerRow['status']) =>
                  s === 'submitted' ? (
                    <Tag color="success">{t('caseWork.statusSubmitted')}</Tag>
                  ) : s === 'draft' ? (
                    <Tag color="processing">{t('caseWork.statusDraft')}</Tag>
                  ) : (
                    <Tag>{t('caseWork.statusNone')}</Tag>
                  ),
              },
              {
                title: t('caseWork.answer'),
                render: (_v, r) =>
                  r.answers.length === 0 || r.attemptId === null ? (
                    <Typography.Text type="secondary">{t('caseWork.noWritten')}</Typography.Text>
                  ) : (
                    <Space direction="vertical" size={8} style={{ width: '100%' }}>
                      {r.answers.map((a) => (
                        <div key={a.questionId} data-testid="case-answer">
                          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                            {t('training.questionNo', { n: a.number })} · {stemPreview(a.stem)}
                          </Typography.Text>
                          <Typography.Paragraph
                            ellipsis={{ rows: 3, expandable: true, symbol: '…' }}
                            style={{ margin: '2px 0', whiteSpace: 'pre-wrap' }}
                          >
                            {a.answer || '-'}
                          </Typography.Paragraph>
                          <Space wrap size={12}>
                            {a.score === null ? (
                              <Tag color="warning">{t('caseWork.needsGrading')}</Tag>
                            ) : (
                              <Tag color="blue">{t('caseWork.points', { score: a.score, full: a.fullMark })}</Tag>
                            )}
                            {r.attemptId !== null ? <ExcellentSwitch attemptId={r.attemptId} a={a} /> : null}
                          </Space>
                        </div>
                      ))}
                    </Space>
                  ),
              },
              {
                title: t('caseWork.score'),
                width: 110,
                render: (_v, r) =>
                  r.needsGrading ? (
                    <Tag color="warning">{t('caseWork.needsGrading')}</Tag>
                  ) : r.score === null ? (
                    '-'
                  ) : (
                    `${r.score} / ${r.fullMark}`
                  ),
              },
              {
                title: t('common.actions'),
                width: 140,
                render: (_v, r) =>
                  r.status === 'submitted' && r.attemptId !== null ? (
                    <Link
                      to={`/teacher/practicals/analysisCaseReport?attemptId=${r.attemptId}`}
                      data-testid="grade-link"
                    >
                      {r.needsGrading ? t('caseWork.grade') : t('caseWork.regrade')}
                    </Link>
                  ) : null,
              },
            ]}
          />
        )}
      </Card>
    </div>
  );
}
