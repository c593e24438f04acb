/**
 * /school_sign_in/callback: where the school's IdP sends the browser back (OIDC code and state, or
 * a CAS ticket). The page hands the query to the server once, then signs in as the password form
 * does, remembering the school's login page; a refusal is shown with the way back.
 */

import WarningFilled from '@ant-design/icons-svg/es/asn/WarningFilled';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../api/errors';
import { schoolSignInApi } from '../../api/school-sign-in';
import { LinguaLogo } from '../../features/brand/lingua-logo';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { LanguageSwitch } from '../../features/language-switch/language-switch';
import { PlainAlert } from '../../features/plain-ui/plain-alert';
import { PlainButton } from '../../features/plain-ui/plain-button';
import { SvgIcon } from '../../features/plain-ui/svg-icon';
import { StorageKey } from '../../session/keys';
import { loginPagePath } from '../../session/login-page';
import { readItem, removeItem, writeItem } from '../../session/storage';
import { PlainSpinner } from '../../shared/plain-spinner';
import { completeSignIn, destinationAfterSignIn } from './complete-sign-in';
import './login.css';

interface LeftFrom {
  schoolId: number | null;
  from: string | null;
}

function leftFrom(): LeftFrom {
  try {
    const value = JSON.parse(readItem('session', StorageKey.schoolSignInFrom) ?? 'null') as Partial<LeftFrom> | null;
    const schoolId = Number(value?.schoolId);
    return {
      schoolId: Number.isSafeInteger(schoolId) && schoolId > 0 ? schoolId : null,
      from: typeof value?.from === 'string' ? value.from : null,
    };
  } catch {
    return { schoolId: null, from: null };
  }
}

export function SchoolSignInReturnPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(t('schoolSignIn.finishing'));
  const sent = useRef(false);
  const finish = useMutation({
    mutationFn: (search: string) => schoolSignInApi.finish(search),
    onSuccess: (response) => {
      const left = leftFrom();
      removeItem('session', StorageKey.schoolSignInFrom);
      completeSignIn(response, response.schoolId ? `id:${response.schoolId}` : null);
      writeItem('local', StorageKey.outsideLogin, '1');
      void navigate(destinationAfterSignIn(response, left.from), { replace: true });
    },
  });
  const { mutate } = finish;
  useEffect(() => {
    // Once: the state and the ticket are single-use, a second send would only be refused.
    if (sent.current) return;
    sent.current = true;
    const search = window.location.search;
    // The code or ticket leaves the address bar (and the history) before anything else runs.
    window.history.replaceState(null, '', window.location.pathname);
    mutate(search);
  }, [mutate]);

  const left = leftFrom();
  const back = left.schoolId ? `/loginpage?id=${left.schoolId}` : loginPagePath();
  const error = finish.error;
  return (
    <div
      className="school-login"
      style={{ background: 'linear-gradient(160deg, #e0e7ff 0%, #f8fafc 55%, #dbeafe 100%)' }}
    >
      <div className="school-login-top">
        <LanguageSwitch />
      </div>
      <main className="school-login-card">
        <div className="school-login-band" style={{ background: '#1d4ed8' }}>
          <LinguaLogo inverted size={36} />
        </div>
        <div className="school-login-body">
          {error ? (
            <div className="plain-result">
              <SvgIcon icon={WarningFilled} className="plain-result-icon" />
              <h1 className="plain-result-title">{t('schoolSignIn.failedTitle')}</h1>
              <PlainAlert type="error" data-testid="school-sign-in-error">
                {isApiError(error) && error.message ? error.message : t('error.unknown')}
              </PlainAlert>
              <PlainButton variant="primary" onClick={() => void navigate(back, { replace: true })}>
                {t('schoolSignIn.backToLogin')}
              </PlainButton>
            </div>
          ) : (
            <div style={{ textAlign: 'center', padding: '32px 0' }}>
              <PlainSpinner label={t('schoolSignIn.finishing')} />
              <p style={{ marginTop: 16, color: '#475569' }}>{t('schoolSignIn.finishing')}</p>
            </div>
          )}
        </div>
      </main>
    </div>
  );
}
