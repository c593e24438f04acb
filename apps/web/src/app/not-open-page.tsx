/** The honest state of a page a later version builds: said plainly, nothing faked. */
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { homePathFor } from '../session/roles';
import { useSession } from '../session/store';

export function NotOpenPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const info = useSession((s) => s.loginInfo);
  const signedIn = useSession((s) => Boolean(s.token));
  return (
    <div data-testid="not-open" className="page-container">
      <Result
        status="info"
        title={t('notOpen.title')}
        subTitle={t('notOpen.text')}
        extra={
          <Button type="primary" onClick={() => navigate(signedIn ? homePathFor(info) : '/practice_teaching')}>
            {t('notOpen.home')}
          </Button>
        }
      />
    </div>
  );
}
