/** Creating a class for a course, or renaming one: one form, the server's answer shown on its field. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Form, Input, Modal, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { classApi } from '../../api/classes';
import { isApiError } from '../../api/errors';
import { invalidateClassViews } from '../../api/invalidate-classes';
import { queryKeys } from '../../api/query-keys';

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
  const lessons = useQuery({
    queryKey: queryKeys.teacherLessons,
    queryFn: classApi.teacherLessonList,
    enabled: open && !renaming,
  });
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
    onError: (error) => {
      const text = isApiError(error) ? error.message : t('error.unknown');
      const field = isApiError(error) && error.field === 'courseId' ? 'courseId' : 'className';
      form.setFields([{ name: field, errors: [text] }]);
    },
  });
  return (
    <Modal
      open={open}
      title={renaming ? t('classManage.rename') : t('classManage.create')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} name="classForm" layout="vertical" onFinish={(values) => save.mutate(values)}>
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
            <Select<number>
              loading={lessons.isLoading}
              placeholder={t('classManage.coursePlaceholder')}
              options={(lessons.data ?? []).map((l) => ({
                value: l.courseId,
                label: `${l.courseName} · ${t('classManage.chapters', { count: l.chapterCount })}`,
              }))}
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
