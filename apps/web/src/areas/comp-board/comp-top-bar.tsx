/**
 * The competition system's top bar on /compscore and /comp (part 1 §2): the first page's name and
 * the live clock refreshed every second. On compscore the user's name and the exit icon are
 * hidden; on compHome only the name is: its exit icon asks first, signs out and goes to compscore.
 */
import { LogoutOutlined } from '@ant-design/icons';
import { App, Button, Layout, Tooltip, Typography } from 'antd';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSignOut } from '../../features/accounts/use-logout';
import { LinguaLogo } from '../../features/brand/lingua-logo';
import { LanguageSwitch } from '../../features/language-switch/language-switch';
import { PageSpinner } from '../../shared/page-spinner';
import { LiveClock } from '../competitions/live-clock';

function ExitIcon() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const exit = () =>
    modal.confirm({
      title: t('compBoard.bar.exitConfirm'),
      okText: t('compBoard.bar.exit'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        await signOut();
        await navigate('/compscore', { replace: true });
      },
    });
  return (
    <Tooltip title={t('competition.exit')}>
      <Button
        type="text"
        aria-label={t('competition.exit')}
        icon={<LogoutOutlined />}
        onClick={exit}
        data-testid="comp-exit"
      />
    </Tooltip>
  );
}

export function CompFrame({
  page,
  title,
  children,
}: {
  page: 'compscore' | 'compHome';
  title: string;
  children: ReactNode;
}) {
  return (
    <Layout className="shell competition-shell">
      <Layout.Header className="shell-header">
        <div className="shell-header-inner">
          <Link to={page === 'compHome' ? '/comp/index' : '/compscore'} className="shell-brand">
            <LinguaLogo size={32} />
            <Typography.Text strong ellipsis className="shell-brand-title" data-testid="comp-title">
              {title}
            </Typography.Text>
          </Link>
          <div className="shell-nav" />
          <div className="shell-right competition-right">
            <LiveClock />
            <LanguageSwitch />
            {page === 'compHome' ? <ExitIcon /> : null}
          </div>
        </div>
      </Layout.Header>
      <Layout.Content className="shell-content">
        <Suspense fallback={<PageSpinner />}>{children}</Suspense>
      </Layout.Content>
    </Layout>
  );
}
