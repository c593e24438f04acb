/**
 * Shown by the login guard in place of any page while the account's password is one someone else
 * set (a roster import, a new teacher account, a reset): the user chooses their own, then carries on
 * to the page they asked for. The server refuses every other call meanwhile (428).
 */
import { Alert, Button, Flex, Layout, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinguaLogo } from '../../features/brand/lingua-logo';
import { LanguageSwitch } from '../../features/language-switch/language-switch';
import { updateLoginInfo } from '../../session/actions';
import { useSession } from '../../session/store';
import { PasswordForm } from './password-form';

/** `onSignOut` comes from the app layer (the guard), which owns sign-out. */
export function FirstPasswordPage({ onSignOut }: { onSignOut: () => void }) {
  const { t } = useTranslation();
  const info = useSession((s) => s.loginInfo);
  return (
    <Layout className="shell">
      <Layout.Header className="shell-header">
        <div className="shell-header-inner">
          <span className="shell-brand">
            <LinguaLogo size={32} />
          </span>
          <div className="shell-nav" />
          <LanguageSwitch />
          <Button onClick={onSignOut}>{t('user.signOut')}</Button>
        </div>
      </Layout.Header>
      <Layout.Content className="shell-content">
        <Flex vertical gap={16} style={{ maxWidth: 480, margin: '32px auto', padding: '0 16px' }}>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t('firstPassword.title', { name: info?.name ?? '' })}
          </Typography.Title>
          <Alert type="info" showIcon message={t('firstPassword.why')} />
          <PasswordForm
            title={t('firstPassword.formTitle')}
            onChanged={() => {
              if (info) updateLoginInfo({ ...info, mustChangePassword: false });
            }}
          />
        </Flex>
      </Layout.Content>
    </Layout>
  );
}
