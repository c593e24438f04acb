/**
 * /resource_pool/no_authority and /jxzyk/no_authority (part 2 §2.7, §2.2): where a student who
 * enters the resource library lands. It says why, in the user's language, and offers the way back
 * to their own home and to the platform chooser.
 */
import { Button, Result, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { homePathFor } from '../../session/roles';
import { useSession } from '../../session/store';

export function PoolNoAuthorityPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const info = useSession((s) => s.loginInfo);
  useDocumentTitle(t('pool.noAuthority.title'));
  return (
    <div className="page-container" data-testid="pool-no-authority">
      <Result
        status="403"
        title={<h1 className="pool-result-title">{t('pool.noAuthority.title')}</h1>}
        subTitle={t('pool.noAuthority.text')}
        extra={
          <Space wrap style={{ justifyContent: 'center' }}>
            <Button type="primary" onClick={() => navigate(homePathFor(info))}>
              {t('pool.noAuthority.home')}
            </Button>
            <Button onClick={() => navigate('/platform_list')}>{t('pool.noAuthority.platforms')}</Button>
          </Space>
        }
      />
    </div>
  );
}
