/**
 * /resource_pool/personal_center: my uploads (edit, share or stop sharing, delete after a
 * confirmation), my favourites, and what I shared. The tab and page live in the address, so the
 * cache rule keeps them like any list.
 */
import type { TPersonalTab, TPoolResource } from '@lingua/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { queryKeys } from '../../api/query-keys';
import { resourcePoolApi } from '../../api/resource-pool';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { EditResourceDialog } from './edit-resource-dialog';
import { POOL_PAGE_SIZE } from './pool-query';
import { ResourceCard } from './resource-card';
import { ResourceGrid } from './resource-grid';

const TABS: readonly TPersonalTab[] = ['uploads', 'favourites', 'shared'];
const EMPTY: Record<
  TPersonalTab,
  'pool.personal.emptyUploads' | 'pool.personal.emptyFavourites' | 'pool.personal.emptyShared'
> = {
  uploads: 'pool.personal.emptyUploads',
  favourites: 'pool.personal.emptyFavourites',
  shared: 'pool.personal.emptyShared',
};

function OwnActions({ resource, onEdit }: { resource: TPoolResource; onEdit: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: queryKeys.resourcePool });
  const share = useMutation({
    mutationFn: () => resourcePoolApi.share(resource.resourceId, !resource.isShared),
    onSuccess: async () => {
      message.success(t(resource.isShared ? 'pool.personal.unsharedDone' : 'pool.personal.sharedDone'));
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: () => resourcePoolApi.remove(resource.resourceId),
    onSuccess: async () => {
      message.success(t('pool.personal.deleted'));
      await refresh();
    },
  });
  return (
    <>
      <Typography.Text type="secondary" style={{ fontSize: 12, alignSelf: 'center', marginRight: 'auto' }}>
        {t(resource.isShared ? 'pool.card.shared' : 'pool.card.private')}
      </Typography.Text>
      <Button size="small" onClick={onEdit}>
        {t('pool.personal.edit')}
      </Button>
      <Button size="small" loading={share.isPending} onClick={() => share.mutate()}>
        {t(resource.isShared ? 'pool.personal.unshare' : 'pool.personal.share')}
      </Button>
      <Popconfirm
        title={t('pool.personal.deleteConfirm', { title: resource.title })}
        okText={t('pool.personal.delete')}
        cancelText={t('common.cancel')}
        okButtonProps={{ danger: true }}
        onConfirm={() => remove.mutateAsync()}
      >
        <Button size="small" danger loading={remove.isPending}>
          {t('pool.personal.delete')}
        </Button>
      </Popconfirm>
    </>
  );
}

export function PoolPersonalCenterPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((x) => x === params.get('tab')) ?? 'uploads';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [editing, setEditing] = useState<TPoolResource | null>(null);
  useDocumentTitle(t('pool.personal.title'));
  const list = useQuery({
    queryKey: [...queryKeys.resourcePool, 'personal', tab, page],
    queryFn: () => resourcePoolApi.personalList({ tab, pageNum: page, pageSize: POOL_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const go = (nextTab: TPersonalTab, nextPage: number) =>
    setParams(new URLSearchParams(nextPage > 1 ? { tab: nextTab, page: String(nextPage) } : { tab: nextTab }));
  return (
    <div className="page-container">
      <Typography.Title level={3}>{t('pool.personal.title')}</Typography.Title>
      <Tabs
        activeKey={tab}
        onChange={(key) => go(key as TPersonalTab, 1)}
        items={TABS.map((key) => ({ key, label: t(`pool.personal.${key}`) }))}
      />
      <ResourceGrid
        query={list}
        onPage={(p) => go(tab, p)}
        empty={t(EMPTY[tab])}
        renderCard={(r) => (
          <ResourceCard
            key={r.resourceId}
            resource={r}
            actions={
              r.origin === 'mine' && tab !== 'favourites' ? (
                <OwnActions resource={r} onEdit={() => setEditing(r)} />
              ) : undefined
            }
          />
        )}
      />
      <EditResourceDialog resource={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
