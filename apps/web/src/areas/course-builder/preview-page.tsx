/**
 * /sjjx/building_courses_preview/index?courseId= (part 2 §2.6): a course as a student of a class
 * sees it, read-only: its picture, audience and introduction, then chapters, steps and activities.
 * Reached from the editor (the owner) and the manager's list; nothing can be started here.
 */
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Collapse, Empty, Flex, List, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { builderKeys, courseBuilderApi } from '../../api/course-builder';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { StatusTag } from './builder-index-page';

const SUBJECT_TEST_PATH = '/sjjx/building_courses_preview/index/bu_cou_pre_subject_test';

export function PreviewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const courseId = Number(params.get('courseId')) || 0;
  useDocumentTitle(t('builder.previewTitle'));
  const preview = useQuery({
    queryKey: builderKeys.preview(courseId),
    queryFn: () => courseBuilderApi.preview(courseId),
    enabled: courseId > 0,
    retry: false,
  });
  const header = (
    <Space align="center" className="page-title">
      <Button icon={<ArrowLeftOutlined />} aria-label={t('builder.back')} onClick={() => navigate(-1)} />
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('builder.previewTitle')}
      </Typography.Title>
    </Space>
  );
  if (courseId <= 0 || preview.isError)
    return (
      <div className="page-container">
        {header}
        <Result status="404" title={t('builder.missing')} />
      </div>
    );
  if (preview.isLoading || !preview.data)
    return (
      <div className="page-container">
        {header}
        <Skeleton active />
      </div>
    );
  const course = preview.data;
  return (
    <div className="page-container">
      {header}
      <Alert
        type="info"
        showIcon
        message={t('builder.previewHint')}
        style={{ marginBottom: 16 }}
        action={
          <Link to={`${SUBJECT_TEST_PATH}?courseId=${course.courseId}`}>
            <Button size="small">{t('builder.subjectTest.title')}</Button>
          </Link>
        }
      />
      <Card style={{ marginBottom: 16 }}>
        <Flex gap={16} wrap>
          <img
            alt=""
            src={course.picUrl}
            style={{ width: 240, maxWidth: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 8 }}
          />
          <Flex vertical gap={8} style={{ flex: '1 1 240px', minWidth: 0 }}>
            <Space wrap>
              <Typography.Title level={4} style={{ margin: 0 }}>
                {course.courseName}
              </Typography.Title>
              <StatusTag status={course.status} />
            </Space>
            {course.audience && <Typography.Text type="secondary">{course.audience}</Typography.Text>}
            {course.introduction.split(/\n\n+/).map((p) => (
              <Typography.Paragraph key={p} style={{ margin: 0 }}>
                {p}
              </Typography.Paragraph>
            ))}
          </Flex>
        </Flex>
      </Card>
      {course.chapters.length === 0 ? (
        <Card>
          <Empty description={t('builder.noChapters')} />
        </Card>
      ) : (
        <Collapse
          defaultActiveKey={course.chapters.map((c) => c.chapterId)}
          items={course.chapters.map((chapter, index) => ({
            key: chapter.chapterId,
            label: `${index + 1}. ${chapter.title}`,
            children: chapter.steps.map((step) => (
              <div key={step.stepId} style={{ marginBottom: 12 }}>
                <Typography.Text strong>{step.title}</Typography.Text>
                <List
                  size="small"
                  locale={{ emptyText: t('builder.noActivities') }}
                  dataSource={step.activities}
                  renderItem={(a) => (
                    <List.Item>
                      <Space wrap>
                        <Tag>{t(`course.kind.${a.kind}`)}</Tag>
                        <span>{a.title}</span>
                      </Space>
                    </List.Item>
                  )}
                />
              </div>
            )),
          }))}
        />
      )}
    </div>
  );
}
