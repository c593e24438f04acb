/**
 * Student progress in one training (stuPracticalProcess / practiceStudentList): finished flag,
 * attempts, score, and a link to each student's latest answers (opening them marks them viewed).
 */
import type { TTrainingStudent } from '@lingua/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { queryKeys } from '../../api/query-keys';
import { trainingApi } from '../../api/trainings';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { LtiRosterSync } from '../lti/lti-roster-sync';

export function TeacherProgressPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const classId = Number(params.get('classId')) || null;
  const trainingId = Number(params.get('trainingId')) || null;
  const students = useQuery({
    queryKey: [...queryKeys.trainingStudents, classId, trainingId],
    queryFn: () => trainingApi.students(classId ?? 0, trainingId ?? 0),
    enabled: classId !== null && trainingId !== null,
  });
  useDocumentTitle(t('training.teacher.students'));
  // A comprehensive case's progress (multipleProcess) leads back to the class's comprehensive cases.
  const fromCases = useLocation().pathname.endsWith('/multipleProcess');
  const back = fromCases
    ? `/teacher/practicals/multipleCase?classId=${classId ?? ''}`
    : '/teacher/practicals/practical';
  return (
    <div className="page-container">
      <Typography.Title level={3} className="page-title">
        <Link to={back}>{fromCases ? t('caseWork.casesTitle') : t('training.teacher.title')}</Link> /{' '}
        {t('training.teacher.students')}
      </Typography.Title>
      {classId !== null && <LtiRosterSync classId={classId} />}
      <Card>
        {classId === null || trainingId === null ? (
          <Empty description={t('training.missingParams')} />
        ) : (
          <Table<TTrainingStudent>
            rowKey="studentId"
            loading={students.isLoading}
            dataSource={students.data ?? []}
            pagination={{ pageSize: 20, hideOnSinglePage: true }}
            columns={[
              { title: t('training.teacher.student'), dataIndex: 'name' },
              { title: t('training.teacher.mobile'), dataIndex: 'mobile' },
              {
                title: t('training.teacher.finished'),
                dataIndex: 'finished',
                render: (f: number) =>
                  f === 2 ? (
                    <Tag color="success">{t('course.finished.completed')}</Tag>
                  ) : f === 1 ? (
                    <Tag color="processing">{t('course.finished.inProgress')}</Tag>
                  ) : (
                    <Tag>{t('course.finished.notStarted')}</Tag>
                  ),
              },
              { title: t('training.teacher.attempts'), dataIndex: 'attempts' },
              {
                title: t('training.teacher.score'),
                render: (_v, r) =>
                  r.needsGrading ? (
                    <Tag color="warning">{t('training.teacher.needsGrading')}</Tag>
                  ) : r.score === null ? (
                    '-'
                  ) : (
                    r.score
                  ),
              },
              {
                title: t('common.actions'),
                render: (_v, r) =>
                  r.latestAttemptId ? (
                    <Link to={`/teacher/practicals/practicalTea?attemptId=${r.latestAttemptId}`}>
                      {t('training.teacher.viewAnswers')}
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
