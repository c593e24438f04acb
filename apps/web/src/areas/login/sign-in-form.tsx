/**
 * The sign-in form every login page uses: mobile and password, checked in the user's language,
 * server errors (wrong password, too many attempts) shown inline under the fields. Plain elements,
 * no antd: it is the first page (docs/architecture.md, "First page"). As antd's form did, a field is
 * checked when the form is sent and again on every change after it was first changed.
 */
import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import MobileOutlined from '@ant-design/icons-svg/es/asn/MobileOutlined';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { authApi } from '../../api/auth';
import { isApiError } from '../../api/errors';
import { PlainAlert } from '../../features/plain-ui/plain-alert';
import { PlainButton } from '../../features/plain-ui/plain-button';
import { PlainField } from '../../features/plain-ui/plain-field';
import { isGuardState } from '../../shared/guard-state';
import { warmUpApp } from '../../shared/warm-up';
import { completeSignIn, destinationAfterSignIn } from './complete-sign-in';

const MOBILE_PATTERN = /^1\d{10}$/;

type FieldName = 'mobile' | 'password';
type Values = Record<FieldName, string>;

interface SignInFormProps {
  remember: string | null;
}

export function SignInForm({ remember }: SignInFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const from = isGuardState(location.state) ? location.state.from : null;
  const [values, setValues] = useState<Values>({ mobile: '', password: '' });
  const [checked, setChecked] = useState<Record<FieldName, boolean>>({ mobile: false, password: false });
  const login = useMutation({
    mutationFn: (sent: Values) => authApi.login({ mobile: sent.mobile.trim(), password: sent.password }),
    onSuccess: (response) => {
      completeSignIn(response, remember);
      void navigate(destinationAfterSignIn(response, from), { replace: true });
    },
  });

  const problems: Record<FieldName, string | null> = {
    mobile: !values.mobile.trim()
      ? t('login.mobileRequired')
      : MOBILE_PATTERN.test(values.mobile.trim())
        ? null
        : t('login.mobileInvalid'),
    password: values.password ? null : t('login.passwordRequired'),
  };
  const shown = (field: FieldName) => (checked[field] ? problems[field] : null);
  const change = (field: FieldName, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setChecked((current) => ({ ...current, [field]: true }));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked({ mobile: true, password: true });
    const firstBad = (['mobile', 'password'] as const).find((field) => problems[field]);
    if (firstBad) {
      document.getElementById(`login-${firstBad}`)?.focus();
      return;
    }
    login.mutate(values);
  };
  const error = login.error;
  const errorText = error ? (isApiError(error) && error.message ? error.message : t('error.unknown')) : null;

  return (
    <form className="sign-in-form" noValidate onSubmit={submit} onFocus={warmUpApp}>
      <PlainField
        id="login-mobile"
        name="mobile"
        label={t('login.mobile')}
        prefix={MobileOutlined}
        placeholder={t('login.mobilePlaceholder')}
        maxLength={11}
        inputMode="numeric"
        autoComplete="username"
        value={values.mobile}
        error={shown('mobile')}
        onChange={(event) => change('mobile', event.target.value)}
      />
      <PlainField
        id="login-password"
        name="password"
        type="password"
        label={t('login.password')}
        prefix={LockOutlined}
        placeholder={t('login.passwordPlaceholder')}
        autoComplete="current-password"
        value={values.password}
        error={shown('password')}
        onChange={(event) => change('password', event.target.value)}
      />
      {errorText ? (
        <PlainAlert type="error" style={{ marginBottom: 16 }} data-testid="login-error">
          {errorText}
        </PlainAlert>
      ) : null}
      <PlainButton type="submit" variant="primary" large block loading={login.isPending}>
        {t('login.submit')}
      </PlainButton>
    </form>
  );
}
