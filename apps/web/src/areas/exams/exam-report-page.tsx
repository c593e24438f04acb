/**
 * One attempt's answers: the student's onlineTestAnswerReport (their own, after it ended; right
 * answers only when the teacher shows details, scores once published) and the teacher's
 * teOnlineTestAnswer, where subjective answers are graded.
 */
import type { TExamAnswerDetail, TReportQuestion } from '@lingua/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Flex, Input, InputNumber, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { examApi } from '../../api/exams';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { formatAnswer, formatRightAnswer } from '../../features/trainings/format-answer';
import { isStaff } from '../../session/roles';
import { useSession } from '../../session/store';
import { MarkupText } from '../../shared/markup-text';
import { schoolTime } from '../../shared/school-time';
import { ExamStatusTag } from './exam-status-tag';

function GradeForm({ attemptId, q }: { attemptId: number; q: TExamAnswerDetail }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [score, setScore] = useState<number | null>(q.teacherScore);
  const [comment, setComment] = useState(q.teacherComment ?? '');
  const grade = useMutation({
    mutationFn: () => examApi.grade({ attemptId, questionId: q.questionId, score: score ?? 0, comment }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['examReport', attemptId] }),
  });
  return (
    <Space wrap>
      <InputNumber
        min={0}
        max={q.fullMark}
        value={score}
        onChange={setScore}
        addonAfter={`/ ${q.fullMark}`}
        aria-label={t('exam.grade')}
      />
      <Input
        style={{ width: 280 }}
        placeholder={t('exam.comment')}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
      />
      <Button type="primary" disabled={score === null} loading={grade.isPending} onClick={() => grade.mutate()}>
        {t('exam.grade')}
      </Button>
    </Space>
  );
}

export function ExamReportPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const attemptId = Number(params.get('attemptId') ?? 0);
  const isTeacher = useSession((s) => isStaff(s.loginInfo));
  useDocumentTitle(t('exam.viewReport'));
  const report = useQuery({
    queryKey: ['examReport', attemptId],
    queryFn: () => examApi.report(attemptId),
    enabled: attemptId > 0,
  });
  if (report.isLoading) return <Skeleton active />;
  const r = report.data;
  if (!r) return null;
  const labels = { true: t('training.true'), false: t('training.false') };
  return (
    <div className="page-container">
      <Flex vertical gap={12}>
        <Card>
          <Descriptions
            title={r.exam.title}
            column={{ xs: 1, md: 3 }}
            items={[
              { key: 'student', label: t('exam.student'), children: r.studentName },
              { key: 'status', label: t('exam.statusLabel'), children: <ExamStatusTag status={r.status} /> },
              {
                key: 'score',
                label: t('exam.score'),
                children: (
                  <span data-testid="attempt-score">
                    {r.score === null
                      ? r.exam.published || isTeacher
                        ? t('exam.pendingGrading')
                        : t('exam.scoreHidden')
                      : `${r.score} / ${r.fullMark}`}
                  </span>
                ),
              },
              {
                key: 'start',
                label: t('exam.startedAt'),
                children: r.startedAt ? schoolTime(r.startedAt).format('YYYY-MM-DD HH:mm:ss') : '-',
              },
              {
                key: 'end',
                label: t('exam.submittedAt'),
                children: r.submittedAt ? schoolTime(r.submittedAt).format('YYYY-MM-DD HH:mm:ss') : '-',
              },
            ]}
          />
          {!r.detailsVisible ? (
            <Alert type="info" showIcon style={{ marginTop: 12 }} message={t('exam.detailsHidden')} />
          ) : null}
        </Card>
        {r.questions.map((q, i) => {
          const answerText = q.answer
            ? formatAnswer({ ...q, ...q.answer, content: q.content } as unknown as TReportQuestion, labels)
            : '';
          const score = q.teacherScore ?? q.autoScore;
          return (
            <Card
              key={q.questionId}
              size="small"
              data-testid="report-question"
              title={
                <Space>
                  <span>{t('training.questionNo', { n: i + 1 })}</span>
                  <Tag color="blue">{t(`training.type.${q.subject_type}` as 'training.type.10')}</Tag>
                  {score !== null ? (
                    <Tag color={q.rightFlag === 0 ? 'error' : 'success'}>{`${score} / ${q.fullMark}`}</Tag>
                  ) : null}
                </Space>
              }
            >
              <MarkupText text={q.stem} />
              <div style={{ marginTop: 8 }}>
                <Typography.Text strong>
                  {t('exam.yourAnswer')}
                  {t('common.colon')}
                </Typography.Text>
                <span data-testid="report-answer">{answerText || t('exam.notAnswered')}</span>
              </div>
              {q.rightAnswer ? (
                <div>
                  <Typography.Text strong>
                    {t('exam.rightAnswer')}
                    {t('common.colon')}
                  </Typography.Text>
                  {formatRightAnswer(q.subject_type, q.rightAnswer, labels)}
                </div>
              ) : null}
              {q.teacherComment ? (
                <div>
                  <Typography.Text strong>
                    {t('exam.comment')}
                    {t('common.colon')}
                  </Typography.Text>
                  {q.teacherComment}
                </div>
              ) : null}
              {isTeacher && (q.needsGrading || q.teacherScore !== null) ? (
                <div style={{ marginTop: 8 }}>
                  <GradeForm attemptId={r.attemptId} q={q} />
                </div>
              ) : null}
            </Card>
          );
        })}
      </Flex>
    </div>
  );
}
