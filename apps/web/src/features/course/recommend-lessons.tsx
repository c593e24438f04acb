/** recommendLesson on the student's home: courses classmates study that the student does not yet. */
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Empty, Row, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { courseApi } from '../../api/courses';
import { queryKeys } from '../../api/query-keys';
import { CourseDetailsModal } from './course-details-modal';

export function RecommendLessons() {
  const { t } = useTranslation();
  const [detailsOf, setDetailsOf] = useState<number | null>(null);
  const lessons = useQuery({ queryKey: queryKeys.recommendLessons, queryFn: courseApi.recommendLesson });
  return (
    <Card title={t('recommend.title')} data-testid="recommend-lessons">
      {lessons.isLoading ? (
        <Skeleton active />
      ) : (lessons.data ?? []).length === 0 ? (
        <Empty description={t('recommend.empty')} />
      ) : (
        <Row gutter={[12, 12]}>
          {(lessons.data ?? []).map((lesson) => (
            <Col xs={24} sm={12} lg={6} key={lesson.lessonId}>
              <Card
                hoverable
                size="small"
                onClick={() => setDetailsOf(lesson.lessonId)}
                cover={
                  <img
                    src={lesson.picUrl}
                    alt={lesson.lessonName}
                    style={{ aspectRatio: '16 / 9', objectFit: 'cover' }}
                  />
                }
              >
                <Typography.Text strong ellipsis={{ tooltip: lesson.lessonName }}>
                  {lesson.lessonName}
                </Typography.Text>
                <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: '4px 0', fontSize: 12 }}>
                  {lesson.lessonOtherInfo}
                </Typography.Paragraph>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('recommend.studying', { count: lesson.studyPeopleNum })}
                </Typography.Text>
              </Card>
            </Col>
          ))}
        </Row>
      )}
      <CourseDetailsModal lessonId={detailsOf} onClose={() => setDetailsOf(null)} />
    </Card>
  );
}
