/**
 * /resource_pool/personal_center: my uploads, my trainings, my favourites and what I shared
 * (my-resources.tsx). The tab and page live in the address, so the cache rule keeps them like any list.
 */
import type { TPersonalTab } from '@lingua/contracts';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { MyResources, PERSONAL_TABS } from './my-resources';

export function PoolPersonalCenterPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = PERSONAL_TABS.find((x) => x === params.get('tab')) ?? 'uploads';
  const page = Math.max(1, Number(params.get('page')) || 1);
  useDocumentTitle(t('pool.personal.title'));
  const go = (nextTab: TPersonalTab, nextPage: number) =>
    setParams(new URLSearchParams(nextPage > 1 ? { tab: nextTab, page: String(nextPage) } : { tab: nextTab }));
  return (
    <div className="page-container">
      <Typography.Title level={3}>{t('pool.personal.title')}</Typography.Title>
      <MyResources tab={tab} page={page} onChange={go} />
    </div>
  );
}
