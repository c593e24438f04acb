/**
 * /student/teaching/index: the student's home, which leads (issue 24): continue where they left
 * off, the current class's course progress and graph, what is due with the time left, today's
 * online lesson, recent scores, the way to their own learning analytics; then their classes, the latest messages and recommended courses.
 * A student in no class is shown how to join one.
 */
import { TEACHING_CLASS_TYPE } from '@lingua/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Flex, Row, Select, Skeleton, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { classApi } from '../../api/classes';
import { queryKeys } from '../../api/query-keys';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { ClassCard } from '../../features/class-card/class-card';
import { useClasses } from '../../features/class-card/use-classes';
import { RecommendLessons } from '../../features/course/recommend-lessons';
import { JoinClassButton } from '../courses/join-class-button';
import { ContinueCard } from './student-dashboard/continue-card';
import { DueCard } from './student-dashboard/due-card';
import { LatestMessagesCard } from './student-dashboard/latest-messages-card';
import { MyLearningCard } from './student-dashboard/my-learning-card';
import { ProgressCard } from './student-dashboard/progress-card';
import { RecentScoresCard } from './student-dashboard/recent-scores-card';
import { TodayLessonCard } from './student-dashboard/today-lesson-card';
import { useServerNow, useStudentDashboard } from './student-dashboard/use-student-dashboard';

// Only a student in no class sees it; antd's Result (with its illustrations) loads with it.
const NoClassCard = lazy(() => import('./student-dashboard/no-class-card').then((m) => ({ default: m.NoClassCard })));

export function TeachingDashboardPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const classes = useClasses();
  const dashboard = useStudentDashboard();
  const data = dashboard.data;
  const now = useServerNow(data?.now, data?.receivedAt);
  // The same current class as the course page: choosing it here moves both.
  const choose = useMutation({
    mutationFn: (id: number) => classApi.updateDefaultSelect(TEACHING_CLASS_TYPE, id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.nowClass });
      void queryClient.invalidateQueries({ queryKey: queryKeys.studentDashboard });
    },
  });
  useDocumentTitle(t('student.title'));
  const classList = classes.data ?? [];

  const sections = () => {
    if (dashboard.isLoading) return <Skeleton active paragraph={{ rows: 10 }} />;
    if (dashboard.error || !data)
      return (
        <Alert
          type="error"
          showIcon
          message={t('dashboard.loadError')}
          action={<Button onClick={() => void dashboard.refetch()}>{t('dashboard.retry')}</Button>}
        />
      );
    if (!data.currentClass)
      return (
        <Suspense fallback={<Skeleton active />}>
          <NoClassCard />
        </Suspense>
      );
    // Two stacks, so a long course outline on the right leaves no hole on the left; on a phone the
    // left stack (what to do now) comes first.
    return (
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Flex vertical gap={16}>
            <ContinueCard data={data} />
            <MyLearningCard classId={data.currentClass.classId} />
            <DueCard items={data.due} now={now} />
            <TodayLessonCard lessons={data.todayLessons} />
          </Flex>
        </Col>
        <Col xs={24} lg={10}>
          <Flex vertical gap={16}>
            <ProgressCard course={data.course} />
            <RecentScoresCard scores={data.recentScores} />
            <LatestMessagesCard />
          </Flex>
        </Col>
      </Row>
    );
  };

  return (
    <div className="page-container">
      <Flex justify="space-between" align="center" wrap gap={12} className="page-title">
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('student.title')}
        </Typography.Title>
        {classList.length > 1 && data?.currentClass ? (
          <Select<number>
            value={data.currentClass.classId}
            aria-label={t('dashboard.switchClass')}
            style={{ minWidth: 220, maxWidth: '100%' }}
            loading={choose.isPending}
            onChange={(id) => choose.mutate(id)}
            options={classList.map((c) => ({ value: c.classId, label: c.className }))}
          />
        ) : null}
      </Flex>
      {sections()}
      {/* In no class, the card above already says how to join one. */}
      {classList.length > 0 ? (
        <Card title={t('student.myClasses')} extra={<JoinClassButton />} style={{ marginTop: 16 }}>
          <Row gutter={[12, 12]}>
            {classList.map((item) => (
              <Col xs={24} md={12} xl={8} key={item.classId}>
                <ClassCard item={item} showTeacher />
              </Col>
            ))}
          </Row>
        </Card>
      ) : null}
      <div style={{ marginTop: 16 }}>
        <RecommendLessons />
      </div>
    </div>
  );
}
