/**
 * /loginpage?id=N, /quick_login and the school variants (/hbzy_login, /cqwy_login, ...): a branded
 * sign-in card. /loginpage takes the school's name and logo from loginPageInfo; an unknown id keeps
 * the plain card with a note.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { queryKeys } from '../../api/query-keys';
import { schoolApi } from '../../api/schools';
import { LinguaLogo } from '../../features/brand/lingua-logo';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { LanguageSwitch } from '../../features/language-switch/language-switch';
import { PlainAlert } from '../../features/plain-ui/plain-alert';
import { KickedNotice } from './kicked-notice';
import { schoolLoginVariant } from './school-login-config';
import { SchoolSignInButton } from './school-sign-in-button';
import { SignInForm } from './sign-in-form';
import './login.css';

function usePageId(enabled: boolean): number | null {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return enabled && Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function SchoolLoginPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const config = schoolLoginVariant(pathname);
  const pageId = usePageId(config.key === 'loginpage');
  const branding = useQuery({
    queryKey: [...queryKeys.loginPageInfo, pageId],
    queryFn: () => schoolApi.loginPageInfo(pageId ?? 0),
    enabled: pageId !== null,
    staleTime: 10 * 60_000,
  });
  const school = branding.data ?? null;
  const unknownPage = config.key === 'loginpage' && (pageId === null || branding.isError);
  const title = school?.schoolName ?? t(`schoolLogin.${config.key}.title`);
  const subtitle = school ? t('schoolLogin.loginpage.schoolSubtitle') : t(`schoolLogin.${config.key}.subtitle`);
  const remember = config.key === 'loginpage' ? (school ? `id:${school.id}` : null) : config.remember;
  useDocumentTitle(title);

  return (
    <div className="school-login" style={{ background: config.background }}>
      <KickedNotice />
      <div className="school-login-top">
        <LanguageSwitch />
      </div>
      <main className={`school-login-card${config.compact ? ' compact' : ''}`}>
        <div className="school-login-band" style={{ background: config.accent }}>
          {school?.schoolLogUrl ? (
            <img className="school-login-logo" src={school.schoolLogUrl} alt={school.schoolName} />
          ) : (
            <LinguaLogo inverted size={config.compact ? 30 : 36} />
          )}
          {branding.isLoading ? (
            <div className="school-login-loading" />
          ) : (
            <>
              <h1 className="school-login-title" style={{ fontSize: config.compact ? 20 : 24 }}>
                {title}
              </h1>
              <div className="subtitle">{subtitle}</div>
            </>
          )}
        </div>
        <div className="school-login-body">
          {unknownPage ? (
            <PlainAlert type="info" style={{ marginBottom: 20 }}>
              {t('login.unknownPage')}
            </PlainAlert>
          ) : null}
          {school ? <SchoolSignInButton schoolId={school.id} /> : null}
          <SignInForm remember={remember} />
          <p className="login-help">{t('login.forgot')}</p>
        </div>
      </main>
    </div>
  );
}
