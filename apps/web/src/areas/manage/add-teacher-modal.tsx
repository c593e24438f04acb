/** Adding one teacher: name, mobile number (the account), a first password or none (generated); the password shown once. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { invalidateClassViews } from '../../api/invalidate-classes';
import { manageApi } from '../../api/manage';
import { showNewPassword } from '../../features/accounts/new-password-dialog';
import { FormModal, showSaveError } from '../../features/forms/form-modal';

interface TeacherForm {
  name: string;
  mobile: string;
  password?: string;
}

export function AddTeacherModal({
  open,
  onClose,
  onAdded,
}: {
  open: boolean;
  onClose: () => void;
  /** The new teacher's mobile number, so the list can show where they are. */
  onAdded: (mobile: string) => void;
}) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<TeacherForm>();
  const save = useMutation({
    mutationFn: (v: TeacherForm) =>
      manageApi.addTeacher({
        name: v.name.trim(),
        mobile: v.mobile.trim(),
        ...(v.password ? { password: v.password } : {}),
      }),
    onSuccess: (r, v) => {
      invalidateClassViews(queryClient);
      form.resetFields();
      onClose();
      onAdded(v.mobile.trim());
      showNewPassword(modal, t, { name: v.name.trim(), mobile: v.mobile.trim() }, r.initialPassword);
    },
    onError: (error) => showSaveError(form, error, t, 'mobile', ['name', 'password']),
  });
  return (
    <FormModal
      open={open}
      title={t('admin.teachers.add')}
      form={form}
      name="addTeacher"
      saving={save.isPending}
      onSave={(v) => save.mutate(v)}
      onClose={onClose}
    >
      <Form.Item
        name="name"
        label={t('admin.common.name')}
        rules={[{ required: true, whitespace: true, max: 30, message: t('admin.teachers.nameRule') }]}
      >
        <Input maxLength={30} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="mobile"
        label={t('admin.common.mobile')}
        rules={[{ required: true, pattern: /^\s*1\d{10}\s*$/, message: t('admin.teachers.mobileRule') }]}
      >
        <Input maxLength={13} inputMode="numeric" autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('admin.teachers.password')}
        extra={t('admin.teachers.passwordHelp')}
        rules={[{ min: 6, max: 64, message: t('admin.teachers.passwordRule') }]}
      >
        <Input.Password maxLength={64} autoComplete="new-password" />
      </Form.Item>
    </FormModal>
  );
}
