/**
 * The school login page's button for the school's own sign-in (CAS or OpenID Connect): shown only
 * when the operator has set it up for this school. It asks the server for the IdP's address and
 * goes there; the IdP sends the browser back to /school_sign_in/callback.
 */
import SafetyCertificateOutlined from '@ant-design/icons-svg/es/asn/SafetyCertificateOutlined';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { isApiError } from '../../api/errors';
import { schoolSignInApi } from '../../api/school-sign-in';
import { PlainAlert } from '../../features/plain-ui/plain-alert';
import { PlainButton } from '../../features/plain-ui/plain-button';
import { SvgIcon } from '../../features/plain-ui/svg-icon';
import { StorageKey } from '../../session/keys';
import { writeItem } from '../../session/storage';
import { isGuardState } from '../../shared/guard-state';

export function SchoolSignInButton({ schoolId }: { schoolId: number }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const from = isGuardState(location.state) ? location.state.from : null;
  const button = useQuery({
    queryKey: ['schoolSignInButton', schoolId, i18n.language],
    queryFn: () => schoolSignInApi.button(schoolId),
    staleTime: 5 * 60_000,
  });
  const start = useMutation({
    mutationFn: () => schoolSignInApi.start(schoolId),
    onSuccess: ({ redirectUrl }) => {
      // The return page signs in with this school's page remembered, then opens the page asked for.
      writeItem('session', StorageKey.schoolSignInFrom, JSON.stringify({ schoolId, from }));
      window.location.assign(redirectUrl);
    },
  });
  if (!button.data?.available) return null;
  const error = start.error;
  return (
    <div data-testid="school-sign-in">
      <PlainButton
        block
        large
        variant="ghost"
        icon={<SvgIcon icon={SafetyCertificateOutlined} />}
        loading={start.isPending || start.isSuccess}
        onClick={() => start.mutate()}
      >
        {start.isSuccess ? t('schoolSignIn.redirecting') : button.data.buttonName}
      </PlainButton>
      {error ? (
        <PlainAlert type="error" style={{ marginTop: 12 }}>
          {isApiError(error) && error.message ? error.message : t('error.unknown')}
        </PlainAlert>
      ) : null}
      <div className="plain-divider">
        <span>{t('schoolSignIn.or')}</span>
      </div>
    </div>
  );
}
