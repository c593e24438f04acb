/**
 * The manager's class forms: a new class for a teacher of the school (the course optional: the
 * teacher may choose it), and giving a class to another teacher. Only active teachers are offered.
 */
import type { TSchoolClass } from '@lingua/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Form, Input, Modal, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { classApi } from '../../api/classes';
import { isApiError } from '../../api/errors';
import { invalidateClassViews } from '../../api/invalidate-classes';
import { manageApi } from '../../api/manage';
import { queryKeys } from '../../api/query-keys';

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
  const lessons = useQuery({ queryKey: queryKeys.teacherLessons, queryFn: classApi.teacherLessonList, enabled: open });
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
    onError: (error) => {
      const field =
        isApiError(error) && (error.field === 'teacherId' || error.field === 'courseId') ? error.field : 'className';
      form.setFields([{ name: field, errors: [isApiError(error) ? error.message : t('error.unknown')] }]);
    },
  });
  return (
    <Modal
      open={open}
      title={t('admin.classes.create')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} name="schoolClass" layout="vertical" onFinish={(v) => save.mutate(v)}>
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
          <Select<number>
            allowClear
            loading={lessons.isLoading}
            options={(lessons.data ?? []).map((l) => ({ value: l.courseId, label: l.courseName }))}
          />
        </Form.Item>
      </Form>
    </Modal>
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
    onError: (error) =>
      form.setFields([{ name: 'teacherId', errors: [isApiError(error) ? error.message : t('error.unknown')] }]),
  });
  return (
    <Modal
      open={target !== null}
      title={t('admin.classes.changeTeacherTitle', { name: target?.className ?? '' })}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} name="changeTeacher" layout="vertical" onFinish={(v) => save.mutate(v.teacherId)}>
        <Form.Item
          name="teacherId"
          label={t('admin.classes.teacher')}
          rules={[{ required: true, message: t('admin.classes.teacherRequired') }]}
        >
          <Select<number> showSearch optionFilterProp="label" loading={teachers.loading} options={teachers.options} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
