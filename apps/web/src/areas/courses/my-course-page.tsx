/**
 * /teacher/myCourse/index (also with ?isLogin=1): the teacher's courses, one card per class with
 * the course class entry fields. A card can be folded away (updateHiddenStatus) and found again
 * below; its actions open the class's course settings, students and knowledge graph.
 */

import { TeamOutlined } from '@ant-design/icons';
import type { TCourseClassEntry } from '@lingua/contracts';
import { TEACHING_CLASS_TYPE } from '@lingua/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Col, Collapse, Empty, Flex, Row, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { classApi } from '../../api/classes';
import { courseApi } from '../../api/courses';
import { queryKeys } from '../../api/query-keys';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { CourseDetailsModal } from '../../features/course/course-details-modal';
import { CourseClassCard } from '../../features/course-card/course-class-card';

export function MyCoursePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [detailsOf, setDetailsOf] = useState<number | null>(null);
  const home = useQuery({ queryKey: queryKeys.courseHome, queryFn: courseApi.teacherLessonIndex });
  const toggle = useMutation({
    mutationFn: (entry: TCourseClassEntry) =>
      courseApi.updateHiddenStatus(entry.classId, entry.isHidden === '1' ? 0 : 1),
    onSuccess: (result) => {
      void message.success(result.isHidden === '1' ? t('courseHome.hiddenDone') : t('courseHome.shownDone'));
      void queryClient.invalidateQueries({ queryKey: queryKeys.courseHome });
    },
  });
  useDocumentTitle(t('nav.myCourses'));

  /** Pages after the card work on its class: it becomes the current class first (part 2 §4). */
  const openFor = async (entry: TCourseClassEntry, path: string) => {
    await classApi.updateDefaultSelect(TEACHING_CLASS_TYPE, entry.classId);
    await queryClient.invalidateQueries({ queryKey: queryKeys.nowClass });
    void navigate(path);
  };
  const cardsOf = (entries: TCourseClassEntry[]) => (
    <Row gutter={[16, 16]}>
      {entries.map((entry) => (
        <Col xs={24} md={12} xl={8} xxl={6} key={entry.classId}>
          <CourseClassCard
            entry={entry}
            actions={{
              onDetails: () => setDetailsOf(entry.resourceLessonId),
              onSettings: () => void openFor(entry, '/teacher/practicals/courseSetting'),
              onStudents: () => void openFor(entry, `/teacher/practicals/studentManage?classId=${entry.classId}`),
              onGraph: () =>
                void openFor(entry, `/teacher/myCourse/knowledgeGraph?graph=${entry.knowledgeGraph ?? ''}`),
              onToggleHidden: () => toggle.mutate(entry),
            }}
          />
        </Col>
      ))}
    </Row>
  );

  const entries = home.data ?? [];
  const shown = entries.filter((e) => e.isHidden !== '1');
  const hidden = entries.filter((e) => e.isHidden === '1');
  return (
    <div className="page-container">
      <Flex justify="space-between" align="flex-end" wrap gap={12} className="page-title">
        <div>
          <Typography.Title level={3} style={{ marginBottom: 4 }}>
            {t('nav.myCourses')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('courseHome.hint')}</Typography.Text>
        </div>
        <Button icon={<TeamOutlined />} onClick={() => navigate('/teacher/practicals/classManage')}>
          {t('classManage.title')}
        </Button>
      </Flex>
      {home.isLoading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : entries.length === 0 ? (
        <Empty description={t('teacher.noClasses')}>
          <Button type="primary" onClick={() => navigate('/teacher/practicals/classManage')}>
            {t('classManage.create')}
          </Button>
        </Empty>
      ) : (
        <Flex vertical gap={24}>
          {shown.length > 0 ? cardsOf(shown) : <Empty description={t('courseHome.allHidden')} />}
          {hidden.length > 0 ? (
            <Collapse
              data-testid="hidden-courses"
              items={[
                { key: 'hidden', label: t('courseHome.hidden', { count: hidden.length }), children: cardsOf(hidden) },
              ]}
            />
          ) : null}
        </Flex>
      )}
      <CourseDetailsModal lessonId={detailsOf} onClose={() => setDetailsOf(null)} />
    </div>
  );
}
