/** /student/teaching/lessonScore: the student's course grade in the class, and their result in each online lesson with the average. */
import type { TLessonScoreRow } from '@lingua/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Row, Space, Statistic, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { onlineLessonApi } from '../../api/online-lessons';
import { queryKeys } from '../../api/query-keys';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { ClassBreadcrumb } from '../../features/class-selector/class-breadcrumb';
import { useClassChoice } from '../../features/class-selector/use-class-choice';
import { MyGradeCard } from '../grades/my-grade-card';
import { AttendanceTag } from './attendance-tag';
import { formatTime } from './lesson-paths';

export function LessonScorePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const choice = useClassChoice();
  const classId = choice.classId;
  const score = useQuery({
    queryKey: [...queryKeys.onlineLessons, 'score', classId],
    queryFn: () => onlineLessonApi.lessonScore(classId ?? 0),
    enabled: classId !== null,
  });
  useDocumentTitle(t('classroom.lessonScore'));
  const data = score.data;
  const ended = data?.lessons.filter((l) => l.endedAt !== null).length ?? 0;
  return (
    <div className="page-container">
      <ClassBreadcrumb choice={choice} crumbs={[{ title: t('classroom.lessonScore') }]} />
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        {classId !== null ? <MyGradeCard classId={classId} /> : null}
        <Card loading={score.isLoading} title={t('grade.tabLessons')}>
          <Row gutter={16}>
            <Col xs={12} md={6}>
              <Statistic title={t('classroom.averageScore')} value={data?.average ?? '-'} />
            </Col>
            <Col xs={12} md={6}>
              <Statistic title={t('classroom.lessonsEnded')} value={ended} />
            </Col>
            {(['present', 'late', 'excused', 'absent'] as const).map((s) => (
              <Col xs={6} md={3} key={s}>
                <Statistic title={t(`classroom.${s}`)} value={data?.attendance[s] ?? 0} />
              </Col>
            ))}
          </Row>
          <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
            {t('classroom.scoreRule')}
          </Typography.Paragraph>
        </Card>
        <Card>
          <Table<TLessonScoreRow>
            rowKey="lessonId"
            loading={score.isLoading}
            dataSource={data?.lessons ?? []}
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            locale={{ emptyText: t('classroom.noHistory') }}
            columns={[
              { title: t('classroom.lessonTitle'), dataIndex: 'title', key: 'title' },
              { title: t('classroom.startedAt'), key: 'start', render: (_, l) => formatTime(l.startedAt) },
              { title: t('classroom.myStatus'), key: 'status', render: (_, l) => <AttendanceTag status={l.status} /> },
              {
                title: t('classroom.questions'),
                key: 'answers',
                render: (_, l) => t('classroom.correctOf', { correct: l.correct, answered: l.answered }),
              },
              { title: t('classroom.rollCalls'), dataIndex: 'calledTimes', key: 'called' },
              {
                title: t('classroom.myScore'),
                key: 'score',
                render: (_, l) => (l.score === null ? <Tag color="green">{t('classroom.noScoreYet')}</Tag> : l.score),
              },
              {
                title: t('common.actions'),
                key: 'go',
                render: (_, l) =>
                  l.endedAt ? (
                    <Button
                      type="link"
                      onClick={() => navigate(`/student/teaching/lessonAnalyse?lessonId=${l.lessonId}`)}
                    >
                      {t('classroom.analysis')}
                    </Button>
                  ) : null,
              },
            ]}
          />
        </Card>
      </Space>
    </div>
  );
}
