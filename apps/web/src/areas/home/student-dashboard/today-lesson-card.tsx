/** Today's online lessons of the student's classes: a live one to join, those held today to look back at. */
import { VideoCameraOutlined } from '@ant-design/icons';
import type { TTodayLesson } from '@lingua/contracts';
import { Badge, Button, Card, Empty, Flex, List, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { schoolTime } from '../../../shared/school-time';
import { studentMainPath } from '../../online-lessons/lesson-paths';

export function TodayLessonCard({ lessons }: { lessons: TTodayLesson[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Card title={t('dashboard.lesson.title')} data-testid="today-lesson-card">
      {lessons.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.lesson.empty')} />
      ) : (
        <List
          dataSource={lessons}
          renderItem={(lesson) => (
            <List.Item key={lesson.lessonId} data-testid="today-lesson">
              {/* The button goes under the lesson on a phone instead of squeezing its title. */}
              <Flex justify="space-between" align="center" wrap gap={12} style={{ width: '100%' }}>
                <List.Item.Meta
                  style={{ flex: '1 1 220px', minWidth: 0 }}
                  title={
                    <Space wrap size={[8, 4]}>
                      <Badge
                        status={lesson.isLive ? 'processing' : 'default'}
                        text={lesson.isLive ? t('dashboard.lesson.live') : t('dashboard.lesson.ended')}
                      />
                      <Typography.Text strong>{lesson.title}</Typography.Text>
                    </Space>
                  }
                  description={[
                    lesson.className,
                    lesson.teacherName,
                    t('dashboard.lesson.startedAt', { time: schoolTime(lesson.startedAt).format('HH:mm') }),
                    lesson.endedAt
                      ? t('dashboard.lesson.endedAt', { time: schoolTime(lesson.endedAt).format('HH:mm') })
                      : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
                <Button
                  type={lesson.isLive ? 'primary' : 'default'}
                  icon={lesson.isLive ? <VideoCameraOutlined /> : undefined}
                  onClick={() => navigate(studentMainPath(lesson.lessonId, lesson.isLive))}
                >
                  {lesson.isLive ? t('dashboard.lesson.enter') : t('dashboard.lesson.review')}
                </Button>
              </Flex>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
