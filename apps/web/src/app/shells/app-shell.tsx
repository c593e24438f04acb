/**
 * The signed-in shells: one top bar (brand, navigation, bell, language, user) whose navigation
 * depends on the shell and the mode flags (part 1 §2). 'role' picks the user's own shell, for
 * /user/* and the areas later versions build.
 */
import { type Access, mayAccess, type TLoginInfo } from '@lingua/contracts';
import { Layout, Typography } from 'antd';
import { type ReactNode, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router';
import { AssistantGate, WordLookupGate } from '../../features/assistant/assistant-gate';
import { LinguaLogo } from '../../features/brand/lingua-logo';
import { setModes } from '../../session/actions';
import { homePathFor, isManager, isOperator, isStudent } from '../../session/roles';
import { type ModeFlags, useSession } from '../../session/store';
import { PageSpinner } from '../../shared/page-spinner';
import { useSchool } from '../../shared/use-school';
import { ConfigMenu } from './config-menu';
import { NetworkMap } from './network-map';
import { SchoolBrand } from './school-brand';
import { TeacherNav } from './teacher-nav';
import { TopRight } from './top-right';

export type AppShellKind = 'home' | 'teacher' | 'student' | 'manage' | 'operator' | 'role';
type ShellKind = Exclude<AppShellKind, 'role'>;

function resolveKind(kind: AppShellKind, info: TLoginInfo, modes: ModeFlags): ShellKind {
  if (kind !== 'role') return kind;
  if (isOperator(info)) return 'operator';
  if (isStudent(info)) return 'student';
  if (modes.manager && isManager(info)) return 'manage';
  return 'teacher';
}

/** Who may stand in each shell: a rule of the access table the server enforces on the calls. */
const SHELL_ACCESS: Record<ShellKind, Access> = {
  home: 'user',
  teacher: 'staff',
  student: 'student',
  manage: 'manager',
  operator: 'operator',
};

function isAllowed(kind: ShellKind, info: TLoginInfo): boolean {
  return mayAccess(info, SHELL_ACCESS[kind]);
}

function Navigation({ kind, modes }: { kind: ShellKind; modes: ModeFlags }): ReactNode {
  if (kind === 'teacher') {
    if (modes.virtual) return <ConfigMenu menu="teacherVirtual" />;
    if (modes.exam) return <ConfigMenu menu="teacherExam" />;
    return <TeacherNav />;
  }
  if (kind === 'student') {
    if (modes.virtual) return <ConfigMenu menu="studentVirtual" />;
    if (modes.exam) return <ConfigMenu menu="studentExam" />;
    return <ConfigMenu menu="studentDefault" />;
  }
  return <ConfigMenu menu={kind} />;
}

function OperatorBrand() {
  const { t } = useTranslation();
  return (
    <span className="shell-brand">
      <LinguaLogo size={32} />
      <Typography.Text type="secondary">{t('operator.brand')}</Typography.Text>
    </span>
  );
}

export function AppShell({ kind }: { kind: AppShellKind }) {
  const info = useSession((s) => s.loginInfo);
  const modes = useSession((s) => s.modes);
  const resolved = info ? resolveKind(kind, info, modes) : null;
  // The school's info sets the clock every page below shows times on.
  useSchool();
  // Reaching a /manage page (nav 2_115 or ?isManage=1) is entering manager mode.
  useEffect(() => {
    if (resolved === 'manage' && info && isManager(info) && !modes.manager) setModes({ manager: true });
  }, [resolved, info, modes.manager]);

  if (!info || !resolved) return <PageSpinner fullScreen />;
  if (!isAllowed(resolved, info)) return <Navigate to={homePathFor(info)} replace />;
  return (
    <Layout className="shell">
      <Layout.Header className="shell-header">
        <div className="shell-header-inner">
          {resolved === 'operator' ? (
            <OperatorBrand />
          ) : (
            <SchoolBrand dialog={resolved === 'teacher' || resolved === 'manage' ? 'teacher' : 'wide'} />
          )}
          <nav className="shell-nav" data-testid="top-nav">
            <Navigation kind={resolved} modes={modes} />
          </nav>
          <TopRight />
        </div>
      </Layout.Header>
      <Layout.Content className="shell-content">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </Layout.Content>
      <Layout.Footer className="shell-footer">Lingua · v2.2.6</Layout.Footer>
      {resolved === 'operator' ? null : <NetworkMap />}
      {resolved === 'teacher' && <AssistantGate />}
      {resolved === 'student' && <WordLookupGate />}
    </Layout>
  );
}
