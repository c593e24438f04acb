/**
 * The manager's class forms: a new class for a teacher of the school (the course optional: the
 * teacher may choose it), and giving a class to another teacher. Only active teachers are offered.
 */
import type { TSchoolClass } from '@lingua/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Form, Input, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { invalidateClassViews } from '../../api/invalidate-classes';
import { manageApi } from '../../api/manage';
import { queryKeys } from '../../api/query-keys';
import { CourseSelect } from '../../features/course/course-select';
import { FormModal, showSaveError } from '../../features/forms/form-modal';

function useTeacherOptions(enabled: boolean) {
  const teachers = useQuery({
    queryKey: [...queryKeys.adminTeachers, ''],
    queryFn: () => manageApi.teacherList(),
    enabled,
  });
  return {
    loading: teachers.isLoading,
    options: (teachers.data ?? [])
      .filter((p) => p.status === 'active')
      .map((p) => ({ value: p.userId, label: `${p.name} (${p.mobile})` })),
  };
}

interface CreateForm {
  className: string;
  teacherId: number;
  courseId?: number;
}

export function CreateSchoolClassModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<CreateForm>();
  const teachers = useTeacherOptions(open);
  const save = useMutation({
    mutationFn: (v: CreateForm) =>
      manageApi.createClass({
        className: v.className.trim(),
        teacherId: v.teacherId,
        ...(v.courseId ? { courseId: v.courseId } : {}),
      }),
    onSuccess: (c) => {
      void message.success(t('admin.classes.createdFor', { code: c.classCode }));
      invalidateClassViews(queryClient);
      form.resetFields();
      onClose();
    },
    onError: (error) => showSaveError(form, error, t, 'className', ['teacherId', 'courseId']),
  });
  return (
    <FormModal
      open={open}
      title={t('admin.classes.create')}
      form={form}
      name="schoolClass"
      saving={save.isPending}
      onSave={(v) => save.mutate(v)}
      onClose={onClose}
    >
      <Form.Item
        name="className"
        label={t('admin.classes.className')}
        rules={[{ required: true, whitespace: true, min: 2, max: 40, message: t('admin.classes.classNameRule') }]}
      >
        <Input maxLength={40} />
      </Form.Item>
      <Form.Item
        name="teacherId"
        label={t('admin.classes.teacher')}
        rules={[{ required: true, message: t('admin.classes.teacherRequired') }]}
      >
        <Select<number> showSearch optionFilterProp="label" loading={teachers.loading} options={teachers.options} />
      </Form.Item>
      <Form.Item name="courseId" label={t('admin.classes.courseOptional')}>
        <CourseSelect enabled={open} allowClear placeholder={undefined} />
      </Form.Item>
    </FormModal>
  );
}

export function ChangeTeacherModal({ target, onClose }: { target: TSchoolClass | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ teacherId: number }>();
  const teachers = useTeacherOptions(target !== null);
  useEffect(() => {
    if (target) form.setFieldsValue({ teacherId: target.teacherId });
  }, [target, form]);
  const save = useMutation({
    mutationFn: (teacherId: number) => manageApi.changeTeacher(target?.classId ?? 0, teacherId),
    onSuccess: () => {
      void message.success(t('admin.classes.teacherChanged'));
      invalidateClassViews(queryClient);
      onClose();
    },
    onError: (error) => showSaveError(form, error, t, 'teacherId'),
  });
  return (
    <FormModal
      open={target !== null}
      title={t('admin.classes.changeTeacherTitle', { name: target?.className ?? '' })}
      form={form}
      name="changeTeacher"
      saving={save.isPending}
      onSave={(v) => save.mutate(v.teacherId)}
      onClose={onClose}
    >
      <Form.Item
        name="teacherId"
        label={t('admin.classes.teacher')}
        rules={[{ required: true, message: t('admin.classes.teacherRequired') }]}
      >
        <Select<number> showSearch optionFilterProp="label" loading={teachers.loading} options={teachers.options} />
      </Form.Item>
    </FormModal>
  );
}
