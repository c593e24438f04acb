/** /exit_login (part 2 §2.2): signs out at once and goes to the remembered login page (no token: straight there). */
import { Flex, Spin, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { loginPagePath } from '../session/login-page';
import { useSession } from '../session/store';
import { useSignOut } from '../features/accounts/use-logout';

export function ExitLoginPage() {
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  const signOut = useSignOut();
  const started = useRef(false);
  useEffect(() => {
    if (token && !started.current) {
      started.current = true;
      void signOut();
    }
  }, [token, signOut]);
  if (!token) return <Navigate to={loginPagePath()} replace />;
  return (
    <Flex vertical align="center" gap={12} style={{ padding: 80 }}>
      <Spin />
      <Typography.Text type="secondary">{t('compPublic.exit.leaving')}</Typography.Text>
    </Flex>
  );
}
