/**
 * /teacher/intellectCourseCreate/index (part 2 §2.1 2_113): the teacher's own built courses, to
 * edit, preview or delete; a new one from scratch or as a copy of a platform course.
 */
import { CopyOutlined, PlusOutlined } from '@ant-design/icons';
import type { TBuiltCourseSummary } from '@lingua/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  Empty,
  Flex,
  Form,
  Input,
  Modal,
  Popconfirm,
  Result,
  Skeleton,
  Space,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { builderKeys, courseBuilderApi } from '../../api/course-builder';
import { useDocumentTitle } from '../../features/brand/use-document-title';

export const EDIT_PATH = '/teacher/intellectCourseCreate/editCourse';
export const PREVIEW_PATH = '/sjjx/building_courses_preview/index';

export function StatusTag({ status }: { status: TBuiltCourseSummary['status'] }) {
  const { t } = useTranslation();
  return <Tag color={status === 'published' ? 'green' : 'default'}>{t(`builder.${status}`)}</Tag>;
}

export function BuilderIndexPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useDocumentTitle(t('builder.title'));
  const [creating, setCreating] = useState(false);
  const [form] = Form.useForm<{ cn: string; en: string }>();
  const list = useQuery({ queryKey: builderKeys.mine, queryFn: courseBuilderApi.mine });
  const create = useMutation({
    mutationFn: (name: { cn: string; en: string }) => courseBuilderApi.create(name),
    onSuccess: (course) => {
      void queryClient.invalidateQueries({ queryKey: builderKeys.all });
      navigate(`${EDIT_PATH}?courseId=${course.courseId}`);
    },
  });
  const remove = useMutation({
    mutationFn: (courseId: number) => courseBuilderApi.remove(courseId),
    onSuccess: () => {
      void message.success(t('builder.deleted'));
      void queryClient.invalidateQueries({ queryKey: builderKeys.all });
    },
  });
  return (
    <div className="page-container">
      <Flex justify="space-between" align="center" wrap gap={12} className="page-title">
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('builder.title')}
        </Typography.Title>
        <Space wrap>
          <Button icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            {t('builder.create')}
          </Button>
          <Link to="/teacher/intellectCourseCreate/selectCopyCourse">
            <Button type="primary" icon={<CopyOutlined />}>
              {t('builder.copy')}
            </Button>
          </Link>
        </Space>
      </Flex>
      <Typography.Paragraph type="secondary">{t('builder.intro')}</Typography.Paragraph>
      {list.isLoading ? (
        <Skeleton active />
      ) : list.isError ? (
        <Result
          status="warning"
          title={t('builder.loadFailed')}
          extra={<Button onClick={() => void list.refetch()}>{t('builder.retry')}</Button>}
        />
      ) : (list.data ?? []).length === 0 ? (
        <Card>
          <Empty description={t('builder.empty')} />
        </Card>
      ) : (
        <div className="builder-grid">
          {(list.data ?? []).map((course) => (
            <Card
              key={course.courseId}
              cover={<img alt="" src={course.picUrl} style={{ aspectRatio: '16 / 9', objectFit: 'cover' }} />}
              actions={[
                <Link key="edit" to={`${EDIT_PATH}?courseId=${course.courseId}`}>
                  {t('builder.edit')}
                </Link>,
                <Link key="preview" to={`${PREVIEW_PATH}?courseId=${course.courseId}`}>
                  {t('builder.preview')}
                </Link>,
                <Popconfirm
                  key="delete"
                  title={t('builder.deleteConfirm')}
                  onConfirm={() => remove.mutateAsync(course.courseId)}
                >
                  <Typography.Link type="danger">{t('builder.delete')}</Typography.Link>
                </Popconfirm>,
              ]}
            >
              <Card.Meta
                title={
                  <Space wrap>
                    <span>{course.courseName}</span>
                    <StatusTag status={course.status} />
                  </Space>
                }
                description={
                  <Space direction="vertical" size={2}>
                    <span>
                      {t('builder.chapters', { count: course.chapterCount })} ·{' '}
                      {t('builder.activities', { count: course.activityCount })} ·{' '}
                      {t('builder.classes', { count: course.classCount })}
                    </span>
                    {course.copiedFromName && <span>{t('builder.copiedFrom', { name: course.copiedFromName })}</span>}
                    <span>{t('builder.updated', { time: new Date(course.updateTime).toLocaleString() })}</span>
                  </Space>
                }
              />
            </Card>
          ))}
        </div>
      )}
      <Modal
        open={creating}
        title={t('builder.createTitle')}
        onCancel={() => setCreating(false)}
        onOk={() => form.submit()}
        confirmLoading={create.isPending}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={(v) => create.mutate({ cn: v.cn.trim(), en: v.en.trim() })}>
          <Form.Item name="cn" label={t('builder.nameCn')} rules={[{ required: true, whitespace: true, max: 60 }]}>
            <Input maxLength={60} />
          </Form.Item>
          <Form.Item name="en" label={t('builder.nameEn')} rules={[{ required: true, whitespace: true, max: 60 }]}>
            <Input maxLength={60} />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
