/** Creating a class for a course, or renaming one: one form, the server's answer shown on its field. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Form, Input } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { classApi } from '../../api/classes';
import { invalidateClassViews } from '../../api/invalidate-classes';
import { CourseSelect } from '../../features/course/course-select';
import { FormModal, showSaveError } from '../../features/forms/form-modal';

interface ClassForm {
  className: string;
  courseId?: number;
}

/** `renaming` set: rename that class; null: create a new one. */
export function ClassFormModal({
  open,
  renaming,
  onClose,
}: {
  open: boolean;
  renaming: { classId: number; className: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ClassForm>();
  useEffect(() => {
    if (open) form.setFieldsValue({ className: renaming?.className ?? '', courseId: undefined });
  }, [open, renaming, form]);
  const save = useMutation({
    mutationFn: (values: ClassForm) =>
      renaming
        ? classApi.renameClass(renaming.classId, values.className)
        : classApi.createClass(values.className, values.courseId ?? 0),
    onSuccess: (saved) => {
      void message.success(renaming ? t('classManage.renamed') : t('classManage.created', { code: saved.classCode }));
      invalidateClassViews(queryClient);
      onClose();
    },
    onError: (error) => showSaveError(form, error, t, 'className', ['courseId']),
  });
  return (
    <FormModal
      open={open}
      title={renaming ? t('classManage.rename') : t('classManage.create')}
      form={form}
      name="classForm"
      saving={save.isPending}
      onSave={(values) => save.mutate(values)}
      onClose={onClose}
    >
      <Form.Item
        name="className"
        label={t('classManage.name')}
        rules={[{ required: true, whitespace: true, min: 2, max: 40, message: t('classManage.nameRule') }]}
      >
        <Input maxLength={40} placeholder={t('classManage.namePlaceholder')} />
      </Form.Item>
      {renaming ? null : (
        <Form.Item
          name="courseId"
          label={t('classManage.course')}
          rules={[{ required: true, message: t('classManage.courseRequired') }]}
        >
          <CourseSelect enabled={open && !renaming} />
        </Form.Item>
      )}
    </FormModal>
  );
}
