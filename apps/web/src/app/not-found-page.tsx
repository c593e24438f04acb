/** Any path outside the shells and the route table. */
import { Button, Flex, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { homePathFor } from '../session/roles';
import { useSession } from '../session/store';

export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const info = useSession((s) => s.loginInfo);
  const signedIn = useSession((s) => Boolean(s.token));
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }} data-testid="not-found">
      <Result
        status="404"
        title="404"
        subTitle={t('notFound.text')}
        extra={
          <Button type="primary" onClick={() => navigate(signedIn ? homePathFor(info) : '/practice_teaching')}>
            {t('notOpen.home')}
          </Button>
        }
      />
    </Flex>
  );
}
