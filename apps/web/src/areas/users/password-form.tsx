/** Change password (part 1 §5): old, new (at least 6), confirm (must match); the server's 222 notice confirms. */
import { PASSWORD_MIN_LENGTH, type TUpdatePasswordRequest } from '@lingua/contracts';
import { useMutation } from '@tanstack/react-query';
import { Button, Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/errors';
import { userApi } from '../../api/users';

export function PasswordForm({ title, onChanged }: { title?: string; onChanged?: () => void } = {}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TUpdatePasswordRequest>();
  const change = useMutation({
    mutationFn: userApi.updatePassword,
    onSuccess: () => {
      form.resetFields();
      onChanged?.();
    },
    // The server names the field (wrong current password, unchanged password): show it there.
    onError: (error) => {
      if (isApiError(error) && error.field) {
        form.setFields([{ name: error.field as keyof TUpdatePasswordRequest, errors: [error.message] }]);
      }
    },
  });
  return (
    <Card title={title ?? t('password.title')}>
      <Form
        form={form}
        name="password"
        layout="vertical"
        onFinish={(values) => change.mutate(values)}
        style={{ maxWidth: 420 }}
      >
        <Form.Item
          name="oldPassword"
          label={t('password.old')}
          rules={[{ required: true, message: t('password.oldRequired') }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('password.new')}
          rules={[
            { required: true, message: t('password.newRequired') },
            { min: PASSWORD_MIN_LENGTH, message: t('password.min') },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('password.confirm')}
          dependencies={['password']}
          rules={[
            { required: true, message: t('password.confirmRequired') },
            ({ getFieldValue }) => ({
              validator: (_rule, value) =>
                !value || value === getFieldValue('password')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('password.mismatch'))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          {t('password.submit')}
        </Button>
      </Form>
    </Card>
  );
}
