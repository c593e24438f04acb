/**
 * The sign-in form every login page uses: mobile and password, checked in the user's language,
 * server errors (wrong password, too many attempts) shown inline under the fields.
 */
import { LockOutlined, MobileOutlined } from '@ant-design/icons';
import type { TLoginRequest } from '@lingua/contracts';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { authApi } from '../../api/auth';
import { isApiError } from '../../api/errors';
import { isGuardState } from '../../shared/guard-state';
import { completeSignIn, destinationAfterSignIn } from './complete-sign-in';

const MOBILE_PATTERN = /^1\d{10}$/;

interface SignInFormProps {
  remember: string | null;
}

export function SignInForm({ remember }: SignInFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const from = isGuardState(location.state) ? location.state.from : null;
  const login = useMutation({
    mutationFn: (values: TLoginRequest) => authApi.login({ mobile: values.mobile.trim(), password: values.password }),
    onSuccess: (response) => {
      completeSignIn(response, remember);
      void navigate(destinationAfterSignIn(response, from), { replace: true });
    },
  });
  const error = login.error;
  const errorText = error ? (isApiError(error) && error.message ? error.message : t('error.unknown')) : null;

  return (
    <Form<TLoginRequest>
      layout="vertical"
      requiredMark={false}
      onFinish={(values) => login.mutate(values)}
      size="large"
    >
      <Form.Item
        name="mobile"
        label={t('login.mobile')}
        htmlFor="login-mobile"
        rules={[
          { required: true, message: t('login.mobileRequired') },
          { pattern: MOBILE_PATTERN, message: t('login.mobileInvalid') },
        ]}
      >
        <Input
          id="login-mobile"
          prefix={<MobileOutlined />}
          placeholder={t('login.mobilePlaceholder')}
          maxLength={11}
          inputMode="numeric"
          autoComplete="username"
        />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('login.password')}
        htmlFor="login-password"
        rules={[{ required: true, message: t('login.passwordRequired') }]}
      >
        <Input.Password
          id="login-password"
          prefix={<LockOutlined />}
          placeholder={t('login.passwordPlaceholder')}
          autoComplete="current-password"
        />
      </Form.Item>
      {errorText ? (
        <Alert type="error" showIcon title={errorText} style={{ marginBottom: 16 }} data-testid="login-error" />
      ) : null}
      <Button type="primary" htmlType="submit" block loading={login.isPending}>
        {t('login.submit')}
      </Button>
    </Form>
  );
}
