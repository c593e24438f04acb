/** A plain frame for public pages of the spec that later versions build. */
import { Button, Layout } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { LinguaLogo } from '../../features/brand/lingua-logo';
import { LanguageSwitch } from '../../features/language-switch/language-switch';
import { loginPagePath } from '../../session/login-page';
import { PageSpinner } from '../../shared/page-spinner';

export function PublicFrame() {
  const { t } = useTranslation();
  return (
    <Layout className="shell">
      <Layout.Header className="shell-header">
        <div className="shell-header-inner">
          <Link to="/practice_teaching" className="shell-brand">
            <LinguaLogo size={32} />
          </Link>
          <div className="shell-nav" />
          <LanguageSwitch />
          <Link to={loginPagePath()}>
            <Button type="primary">{t('login.submit')}</Button>
          </Link>
        </div>
      </Layout.Header>
      <Layout.Content className="shell-content">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </Layout.Content>
    </Layout>
  );
}
