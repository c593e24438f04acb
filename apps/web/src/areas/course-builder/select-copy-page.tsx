/** /teacher/intellectCourseCreate/selectCopyCourse: the platform catalogue with pictures; copying opens the copy's editor. */
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Empty, Flex, Result, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { builderKeys, courseBuilderApi } from '../../api/course-builder';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { EDIT_PATH } from './builder-index-page';

export function SelectCopyPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useDocumentTitle(t('builder.selectTitle'));
  const demo = useQuery({ queryKey: builderKeys.demoSet, queryFn: courseBuilderApi.demoSet });
  const copy = useMutation({
    mutationFn: (courseId: number) => courseBuilderApi.copy(courseId),
    onSuccess: (course) => {
      void message.success(t('builder.copied'));
      void queryClient.invalidateQueries({ queryKey: builderKeys.all });
      navigate(`${EDIT_PATH}?courseId=${course.courseId}`);
    },
  });
  return (
    <div className="page-container">
      <Space align="center" className="page-title">
        <Link to="/teacher/intellectCourseCreate/index" aria-label={t('builder.back')}>
          <Button icon={<ArrowLeftOutlined />} aria-label={t('builder.back')} />
        </Link>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('builder.selectTitle')}
        </Typography.Title>
      </Space>
      <Typography.Paragraph type="secondary">{t('builder.selectIntro')}</Typography.Paragraph>
      {demo.isLoading ? (
        <Skeleton active />
      ) : demo.isError ? (
        <Result
          status="warning"
          title={t('builder.loadFailed')}
          extra={<Button onClick={() => void demo.refetch()}>{t('builder.retry')}</Button>}
        />
      ) : (demo.data ?? []).length === 0 ? (
        <Empty />
      ) : (
        <div className="builder-grid">
          {(demo.data ?? []).map((course) => (
            <Card
              key={course.courseId}
              cover={<img alt="" src={course.picUrl} style={{ aspectRatio: '16 / 9', objectFit: 'cover' }} />}
            >
              <Card.Meta
                title={course.courseName}
                description={
                  <Flex vertical gap={8}>
                    <span>{course.audience}</span>
                    <span>
                      {t('builder.chapters', { count: course.chapterCount })} ·{' '}
                      {t('builder.activities', { count: course.activityCount })}
                    </span>
                    <Button
                      type="primary"
                      loading={copy.isPending && copy.variables === course.courseId}
                      onClick={() => copy.mutate(course.courseId)}
                      aria-label={`${t('builder.copyThis')} ${course.courseName}`}
                    >
                      {t('builder.copyThis')}
                    </Button>
                  </Flex>
                }
              />
            </Card>
          ))}
        </div>
      )}
    </div>
  );
}
