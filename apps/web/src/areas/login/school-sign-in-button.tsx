/**
 * The school login page's button for the school's own sign-in (CAS or OpenID Connect): shown only
 * when the operator has set it up for this school. It asks the server for the IdP's address and
 * goes there; the IdP sends the browser back to /school_sign_in/callback.
 */
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Divider } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { isApiError } from '../../api/errors';
import { schoolSignInApi } from '../../api/school-sign-in';
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
      <Button
        block
        size="large"
        type="primary"
        ghost
        icon={<SafetyCertificateOutlined />}
        loading={start.isPending || start.isSuccess}
        onClick={() => start.mutate()}
      >
        {start.isSuccess ? t('schoolSignIn.redirecting') : button.data.buttonName}
      </Button>
      {error ? (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 12 }}
          title={isApiError(error) && error.message ? error.message : t('error.unknown')}
        />
      ) : null}
      <Divider plain style={{ fontSize: 13, color: '#64748b' }}>
        {t('schoolSignIn.or')}
      </Divider>
    </div>
  );
}
