/**
 * "加入课程" on the pool's previews (issue 18, use): one of the teacher's built courses (drafts and
 * published), a chapter and step of it, and the resource goes at the end of that step at once,
 * counted as one use. A resource no course can take (a training of a kind courses do not open)
 * shows no button.
 */
import { PlusOutlined } from '@ant-design/icons';
import type { TPoolResource } from '@lingua/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Flex, Modal, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { builderKeys, courseBuilderApi } from '../../api/course-builder';
import { queryKeys } from '../../api/query-keys';
import { activityKindOf } from './course-tabs';
import { firstStep, StepChoice, type StepPlace } from './step-choice';

function AddDialog({ resource, onClose }: { resource: TPoolResource; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [courseId, setCourseId] = useState<number | null>(null);
  const [place, setPlace] = useState<[string, string] | null>(null);
  const mine = useQuery({ queryKey: builderKeys.mine, queryFn: courseBuilderApi.mine });
  const detail = useQuery({
    queryKey: builderKeys.detail(courseId ?? 0),
    queryFn: () => courseBuilderApi.detail(courseId ?? 0),
    enabled: courseId !== null,
  });
  const chapters: StepPlace[] = (detail.data?.chapters ?? []).map((c) => ({
    key: String(c.chapterId),
    title: c.title,
    steps: c.steps.map((s) => ({ key: String(s.stepId), title: s.title })),
  }));
  const where = place ?? firstStep(chapters);
  const add = useMutation({
    mutationFn: () =>
      courseBuilderApi.addResource({
        courseId: courseId ?? 0,
        stepId: Number(where?.[1] ?? 0),
        resourceId: resource.resourceId,
      }),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: builderKeys.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.resourcePool });
      void message.success(
        <span>
          {t('builder.addToCourse.added')}{' '}
          <Link to={`/teacher/intellectCourseCreate/editCourse?courseId=${result.courseId}`}>
            {t('builder.addToCourse.open')}
          </Link>
        </span>,
      );
      onClose();
    },
  });
  return (
    <Modal
      open
      title={t('builder.addToCourse.title')}
      onCancel={onClose}
      okText={t('builder.addToCourse.ok')}
      okButtonProps={{ disabled: courseId === null || where === null, loading: add.isPending }}
      onOk={() => add.mutate()}
    >
      <Flex vertical gap={12}>
        <Typography.Text strong>{resource.title}</Typography.Text>
        {mine.data && mine.data.length === 0 ? (
          <Space>
            <span>{t('builder.addToCourse.noCourses')}</span>
            <Link to="/teacher/intellectCourseCreate/index">{t('builder.addToCourse.create')}</Link>
          </Space>
        ) : (
          <Select
            loading={mine.isLoading}
            aria-label={t('builder.addToCourse.course')}
            placeholder={t('builder.addToCourse.coursePlaceholder')}
            value={courseId ?? undefined}
            onChange={(v: number) => {
              setCourseId(v);
              setPlace(null);
            }}
            options={(mine.data ?? []).map((c) => ({
              value: c.courseId,
              label: `${c.courseName}（${t(`builder.${c.status}`)}）`,
            }))}
          />
        )}
        {courseId !== null && detail.data && <StepChoice chapters={chapters} value={where} onChange={setPlace} />}
        {courseId !== null && detail.data && chapters.every((c) => c.steps.length === 0) && (
          <Alert type="warning" showIcon message={t('builder.tabs.noSteps')} />
        )}
        {add.isError && <Alert type="error" showIcon message={add.error.message} />}
      </Flex>
    </Modal>
  );
}

export function AddToCourseButton({ resource }: { resource: TPoolResource }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (activityKindOf(resource) === null) return null;
  return (
    <>
      <Button icon={<PlusOutlined />} onClick={() => setOpen(true)} data-testid="add-to-course">
        {t('builder.addToCourse.button')}
      </Button>
      {open && <AddDialog resource={resource} onClose={() => setOpen(false)} />}
    </>
  );
}
