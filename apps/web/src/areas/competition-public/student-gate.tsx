/**
 * What a public page that needs a signed-in student shows instead of itself: signed out, a way to
 * sign in that comes back here; signed in as staff, that the page is for students. `null` when
 * the reader is a student and the page may show.
 */
import { Alert, Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { loginPagePath } from '../../session/login-page';
import { isStudent } from '../../session/roles';
import { useSession } from '../../session/store';
import type { GuardState } from '../../shared/guard-state';

/** Whether the reader is a signed-in student. */
export function useIsStudent(): boolean {
  const token = useSession((s) => s.token);
  const info = useSession((s) => s.loginInfo);
  return Boolean(token) && isStudent(info);
}

export function StudentGate(): ReactNode {
  const { t } = useTranslation();
  const location = useLocation();
  const token = useSession((s) => s.token);
  const student = useIsStudent();
  if (!token) {
    const state: GuardState = { from: `${location.pathname}${location.search}` };
    return (
      <Alert
        type="info"
        showIcon
        message={t('compPublic.registration.signInFirst')}
        action={
          <Link to={loginPagePath()} state={state}>
            <Button size="small" type="primary">
              {t('compPublic.registration.signIn')}
            </Button>
          </Link>
        }
      />
    );
  }
  if (!student) return <Alert type="warning" showIcon message={t('compPublic.registration.studentsOnly')} />;
  return null;
}
