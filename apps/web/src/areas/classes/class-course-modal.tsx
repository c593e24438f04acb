/**
 * Choosing the course of a class that has none yet (a class the manager made for the teacher), or
 * changing it before any student has begun: the server's refusal shown on the field.
 */
import type { TManagedClass } from '@lingua/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Form } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { classApi } from '../../api/classes';
import { invalidateClassViews } from '../../api/invalidate-classes';
import { CourseSelect } from '../../features/course/course-select';
import { FormModal, showSaveError } from '../../features/forms/form-modal';

export function ClassCourseModal({ target, onClose }: { target: TManagedClass | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ courseId: number }>();
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
    onError: (error) => showSaveError(form, error, t, 'courseId'),
  });
  return (
    <FormModal
      open={target !== null}
      title={t('admin.classCourse.title', { name: target?.className ?? '' })}
      form={form}
      name="classCourse"
      saving={save.isPending}
      onSave={(v) => save.mutate(v.courseId)}
      onClose={onClose}
    >
      <Form.Item
        name="courseId"
        label={t('classManage.course')}
        rules={[{ required: true, message: t('classManage.courseRequired') }]}
      >
        <CourseSelect enabled={target !== null} />
      </Form.Item>
    </FormModal>
  );
}
