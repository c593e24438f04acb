/** Moving a student from one of their classes to another working class of the school. */
import type { TSchoolClass, TSchoolStudent } from '@lingua/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Form, Modal, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/errors';
import { invalidateClassViews } from '../../api/invalidate-classes';
import { manageApi } from '../../api/manage';

interface MoveForm {
  fromClassId: number;
  toClassId: number;
}

export function MoveStudentModal({
  student,
  classes,
  onClose,
}: {
  student: TSchoolStudent | null;
  classes: TSchoolClass[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<MoveForm>();
  useEffect(() => {
    if (student) form.setFieldsValue({ fromClassId: student.classes[0]?.classId, toClassId: undefined });
  }, [student, form]);
  const from = Form.useWatch('fromClassId', form);
  const move = useMutation({
    mutationFn: (v: MoveForm) => manageApi.moveStudent(student?.userId ?? 0, v.fromClassId, v.toClassId),
    onSuccess: () => {
      void message.success(t('admin.students.moved'));
      invalidateClassViews(queryClient);
      onClose();
    },
    onError: (error) => {
      const field = isApiError(error) && error.field === 'fromClassId' ? 'fromClassId' : 'toClassId';
      form.setFields([{ name: field, errors: [isApiError(error) ? error.message : t('error.unknown')] }]);
    },
  });
  return (
    <Modal
      open={student !== null}
      title={t('admin.students.moveTitle', { name: student?.name ?? '' })}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={move.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} name="moveStudent" layout="vertical" onFinish={(v) => move.mutate(v)}>
        <Form.Item name="fromClassId" label={t('admin.students.fromClass')} rules={[{ required: true }]}>
          <Select<number> options={(student?.classes ?? []).map((c) => ({ value: c.classId, label: c.className }))} />
        </Form.Item>
        <Form.Item
          name="toClassId"
          label={t('admin.students.toClass')}
          rules={[{ required: true, message: t('admin.students.chooseClass') }]}
        >
          <Select<number>
            showSearch
            optionFilterProp="label"
            placeholder={t('admin.students.chooseClass')}
            options={classes
              .filter((c) => c.classId !== from)
              .map((c) => ({ value: c.classId, label: `${c.className} · ${c.teacherName}` }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
