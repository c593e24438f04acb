/** Moving a student from one of their classes to another working class of the school. */
import type { TSchoolClass, TSchoolStudent } from '@lingua/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Form, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { invalidateClassViews } from '../../api/invalidate-classes';
import { manageApi } from '../../api/manage';
import { FormModal, showSaveError } from '../../features/forms/form-modal';

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
    onError: (error) => showSaveError(form, error, t, 'toClassId', ['fromClassId']),
  });
  return (
    <FormModal
      open={student !== null}
      title={t('admin.students.moveTitle', { name: student?.name ?? '' })}
      form={form}
      name="moveStudent"
      saving={move.isPending}
      onSave={(v) => move.mutate(v)}
      onClose={onClose}
    >
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
    </FormModal>
  );
}
