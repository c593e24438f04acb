/**
 * The competition shell (part 1 §2, part 2 §2.4): its own top bar with the competition's name and
 * logo, its navigation (teacher: home, competition, centre; student: competition, centre), the
 * live clock refreshed every second, the user's name and the exit icon (confirm, then sign out).
 */
import { LogoutOutlined } from '@ant-design/icons';
import { type Access, mayAccess } from '@lingua/contracts';
import { Button, Layout, Menu, Tooltip, Typography } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { useChosenCompetition } from '../../areas/competitions/chosen-competition';
import { LiveClock } from '../../areas/competitions/live-clock';
import { LinguaLogo } from '../../features/brand/lingua-logo';
import { LanguageSwitch } from '../../features/language-switch/language-switch';
import { homePathFor } from '../../session/roles';
import { useSession } from '../../session/store';
import { PageSpinner } from '../../shared/page-spinner';
import { useSchool } from '../../shared/use-school';
import { useLogout } from '../../features/accounts/use-logout';

export type CompetitionShellKind = 'competitionTeacher' | 'competitionStudent';

const ACCESS: Record<CompetitionShellKind, Access> = { competitionTeacher: 'staff', competitionStudent: 'student' };

function useNavItems(kind: CompetitionShellKind) {
  const { t } = useTranslation();
  const info = useSession((s) => s.loginInfo);
  if (kind === 'competitionStudent')
    return [
      { key: '/competition/student/index', label: t('competition.navCompetition') },
      { key: '/competition/student/center', label: t('competition.navCentre') },
    ];
  return [
    { key: homePathFor(info), label: t('competition.navHome') },
    { key: '/competition/teacher/index', label: t('competition.navCompetition') },
    { key: '/competition/teacher/center', label: t('competition.navCentre') },
  ];
}

function selectedKey(kind: CompetitionShellKind, pathname: string): string {
  const base = kind === 'competitionStudent' ? '/competition/student' : '/competition/teacher';
  return pathname.startsWith(`${base}/center`) ? `${base}/center` : `${base}/index`;
}

export function CompetitionShell({ kind }: { kind: CompetitionShellKind }) {
  const { t } = useTranslation();
  const info = useSession((s) => s.loginInfo);
  const { pathname } = useLocation();
  const chosen = useChosenCompetition();
  const logout = useLogout();
  const items = useNavItems(kind);
  useSchool();
  if (!info) return <PageSpinner fullScreen />;
  if (!mayAccess(info, ACCESS[kind])) return <Navigate to={homePathFor(info)} replace />;
  return (
    <Layout className="shell competition-shell">
      <Layout.Header className="shell-header">
        <div className="shell-header-inner">
          <span className="shell-brand">
            {chosen?.logoUrl ? (
              <img src={chosen.logoUrl} alt="" width={32} height={32} className="competition-logo" />
            ) : (
              <LinguaLogo size={32} />
            )}
            <Typography.Text strong ellipsis className="shell-brand-title" data-testid="competition-brand">
              {chosen?.name || t('competition.platformName')}
            </Typography.Text>
          </span>
          <nav className="shell-nav" data-testid="competition-nav">
            <Menu
              mode="horizontal"
              className="shell-menu"
              selectedKeys={[selectedKey(kind, pathname)]}
              items={items.map((i) => ({ key: i.key, label: <Link to={i.key}>{i.label}</Link> }))}
            />
          </nav>
          <div className="shell-right competition-right">
            <LiveClock />
            <LanguageSwitch />
            <Typography.Text ellipsis className="user-trigger-name">
              {info.name}
            </Typography.Text>
            <Tooltip title={t('competition.exit')}>
              <Button
                type="text"
                aria-label={t('competition.exit')}
                icon={<LogoutOutlined />}
                onClick={logout}
                data-testid="competition-exit"
              />
            </Tooltip>
          </div>
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
