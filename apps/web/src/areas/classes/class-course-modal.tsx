/**
 * Choosing the course of a class that has none yet (a class the manager made for the teacher), or
 * changing it before any student has begun: the server's refusal shown on the field.
 */
import type { TManagedClass } from '@lingua/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Form, Modal, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { classApi } from '../../api/classes';
import { isApiError } from '../../api/errors';
import { invalidateClassViews } from '../../api/invalidate-classes';
import { queryKeys } from '../../api/query-keys';

export function ClassCourseModal({ target, onClose }: { target: TManagedClass | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ courseId: number }>();
  const lessons = useQuery({
    queryKey: queryKeys.teacherLessons,
    queryFn: classApi.teacherLessonList,
    enabled: target !== null,
  });
  useEffect(() => {
    if (target) form.setFieldsValue({ courseId: target.courseId ?? undefined });
  }, [target, form]);
  const save = useMutation({
    mutationFn: (courseId: number) => classApi.setClassCourse(target?.classId ?? 0, courseId),
    onSuccess: () => {
      void message.success(t('admin.classCourse.saved'));
      invalidateClassViews(queryClient);
      onClose();
    },
    onError: (error) =>
      form.setFields([{ name: 'courseId', errors: [isApiError(error) ? error.message : t('error.unknown')] }]),
  });
  return (
    <Modal
      open={target !== null}
      title={t('admin.classCourse.title', { name: target?.className ?? '' })}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} name="classCourse" layout="vertical" onFinish={(v) => save.mutate(v.courseId)}>
        <Form.Item
          name="courseId"
          label={t('classManage.course')}
          rules={[{ required: true, message: t('classManage.courseRequired') }]}
        >
          <Select<number>
            loading={lessons.isLoading}
            placeholder={t('classManage.coursePlaceholder')}
            options={(lessons.data ?? []).map((l) => ({
              value: l.courseId,
              label: `${l.courseName} · ${t('classManage.chapters', { count: l.chapterCount })}`,
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
