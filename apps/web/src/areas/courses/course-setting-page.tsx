/**
 * Course settings of a class (/teacher/practicals/courseSetting, /teacher/teaching/courseSetting):
 * how steps unlock, which attempt makes the score, which score students see, and ending or
 * reopening the course for the class (part 1 §4); whether speaking activities are required, and
 * marking one done for a student who did it in class (issue 24).
 */
import { FileTextOutlined } from '@ant-design/icons';
import type { TLessonSet } from '@lingua/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, Empty, Flex, Form, Radio, Skeleton, Tag } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { courseApi } from '../../api/courses';
import { invalidateClassViews } from '../../api/invalidate-classes';
import { queryKeys } from '../../api/query-keys';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { ClassBreadcrumb } from '../../features/class-selector/class-breadcrumb';
import { useClassChoice } from '../../features/class-selector/use-class-choice';
import { SpokenMarksCard } from './spoken-marks-card';

export function CourseSettingPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const choice = useClassChoice();
  const [form] = Form.useForm<TLessonSet>();
  const classId = choice.classId;
  const entry = useQuery({
    queryKey: [...queryKeys.lessonSet, classId],
    queryFn: () => courseApi.lessonSet(classId ?? 0),
    enabled: classId !== null,
  });
  useEffect(() => {
    if (entry.data) form.setFieldsValue(entry.data.lessonSet);
  }, [entry.data, form]);
  const refresh = () => {
    invalidateClassViews(queryClient);
  };
  const save = useMutation({
    mutationFn: (values: TLessonSet) => courseApi.updateLessonSet(classId ?? 0, values),
    onSuccess: refresh,
  });
  const setStatus = useMutation({
    mutationFn: (ended: boolean) => courseApi.updateLessonStatus(classId ?? 0, ended ? 'ended' : 'open'),
    onSuccess: refresh,
  });
  useDocumentTitle(t('courseSetting.title'));

  const area = pathname.startsWith('/teacher/teaching') ? 'teaching' : 'practicals';
  const data = entry.data;
  const ended = data?.lessonStatus === 'ended';
  const askStatus = () =>
    modal.confirm({
      title: ended ? t('courseSetting.reopen') : t('courseSetting.end'),
      content: ended
        ? t('courseSetting.reopenConfirm')
        : t('courseSetting.endConfirm', { name: data?.className ?? '' }),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: !ended },
      onOk: () => setStatus.mutateAsync(!ended),
    });

  return (
    <div className="page-container">
      <ClassBreadcrumb
        choice={choice}
        crumbs={[
          { title: t(area === 'teaching' ? 'nav.teaching' : 'nav.practice') },
          { title: t('courseSetting.title') },
        ]}
      />
      {choice.loading || entry.isLoading ? (
        <Card>
          <Skeleton active paragraph={{ rows: 6 }} />
        </Card>
      ) : !data ? (
        <Card>
          <Empty description={t('courseSetting.chooseClass')}>
            {/* A plan may come before the class: next term's plan is written before its roster exists. */}
            <Link to="/teacher/teaching/teachingPlan" data-testid="teaching-plan-entry">
              <FileTextOutlined /> {t('plans.entryAction')}
            </Link>
          </Empty>
        </Card>
      ) : (
        <Flex vertical gap={16}>
          <Card>
            <Descriptions column={{ xs: 1, md: 4 }}>
              <Descriptions.Item label={t('courseSetting.class')}>{data.className}</Descriptions.Item>
              <Descriptions.Item label={t('courseSetting.course')}>{data.resourceLessonName}</Descriptions.Item>
              <Descriptions.Item label={t('courseSetting.status')}>
                <Tag color={ended ? 'default' : 'green'} data-testid="lesson-status">
                  {ended ? t('courseSetting.ended') : t('courseSetting.open')}
                </Tag>
              </Descriptions.Item>
              <Descriptions.Item label={t('plans.entry')}>
                {/* A plan is written per course and term: this page is where a teacher looks after the course. */}
                <Link to="/teacher/teaching/teachingPlan" data-testid="teaching-plan-entry">
                  <FileTextOutlined /> {t('plans.entryAction')}
                </Link>
              </Descriptions.Item>
            </Descriptions>
          </Card>
          <Card title={t('courseSetting.title')}>
            <Form
              form={form}
              name="courseSetting"
              layout="vertical"
              initialValues={data.lessonSet}
              onFinish={(values) => save.mutate(values)}
              style={{ maxWidth: 640 }}
            >
              <Form.Item name="stepUnlockOrder" label={t('courseSetting.stepUnlockOrder')}>
                <Radio.Group
                  options={[
                    { value: 1, label: t('courseSetting.ordered') },
                    { value: 0, label: t('courseSetting.free') },
                  ]}
                  style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
                />
              </Form.Item>
              <Form.Item name="scoreRule" label={t('courseSetting.scoreRule')}>
                <Radio.Group
                  options={[
                    { value: 0, label: t('courseSetting.highest') },
                    { value: 1, label: t('courseSetting.first') },
                    { value: 3, label: t('courseSetting.latest') },
                    { value: 2, label: t('courseSetting.average') },
                  ]}
                />
              </Form.Item>
              <Form.Item name="scoreDisplay" label={t('courseSetting.scoreDisplay')}>
                <Radio.Group
                  options={[
                    { value: 0, label: t('courseSetting.displayHighest') },
                    { value: 1, label: t('courseSetting.displayLatest') },
                  ]}
                />
              </Form.Item>
              <Form.Item name="spokenRequired" label={t('courseSetting.spokenRequired')}>
                <Radio.Group
                  options={[
                    { value: 0, label: t('courseSetting.spokenOptional') },
                    { value: 1, label: t('courseSetting.spokenMust') },
                  ]}
                  style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
                />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={save.isPending}>
                {t('courseSetting.save')}
              </Button>
            </Form>
          </Card>
          <SpokenMarksCard classId={data.classId} />
          <Card title={t('courseSetting.status')}>
            <Alert
              type={ended ? 'warning' : 'info'}
              showIcon
              message={ended ? t('courseSetting.endedHint') : t('courseSetting.openHint')}
              style={{ marginBottom: 16 }}
            />
            <Button danger={!ended} onClick={askStatus} loading={setStatus.isPending}>
              {ended ? t('courseSetting.reopen') : t('courseSetting.end')}
            </Button>
          </Card>
        </Flex>
      )}
    </div>
  );
}
