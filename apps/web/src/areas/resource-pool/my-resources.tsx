/**
 * One's own resources as tabs (issue 18 item 3): my uploads (materials), my trainings (copies and
 * imports), my favourites and what I shared; on one's own: edit, share or stop sharing, delete
 * after a confirmation (refused with the server's reason while a course uses it). The pool's
 * personal centre and the teacher's 资源管理 (2_114) both show it; each keeps the tab in its address.
 */
import type { TPersonalTab, TPoolResource } from '@lingua/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../api/query-keys';
import { resourcePoolApi } from '../../api/resource-pool';
import { EditResourceDialog } from './edit-resource-dialog';
import { POOL_PAGE_SIZE } from './pool-query';
import { ResourceCard } from './resource-card';
import { ResourceGrid } from './resource-grid';

export const PERSONAL_TABS: readonly TPersonalTab[] = ['uploads', 'trainings', 'favourites', 'shared'];
const EMPTY: Record<
  TPersonalTab,
  | 'pool.personal.emptyUploads'
  | 'pool.personal.emptyTrainings'
  | 'pool.personal.emptyFavourites'
  | 'pool.personal.emptyShared'
> = {
  uploads: 'pool.personal.emptyUploads',
  trainings: 'pool.personal.emptyTrainings',
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
    // A training a course or a class still uses is refused (409): the server's message says why.
    onError: (error) => message.error(error.message),
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

export function MyResources({
  tab,
  page,
  onChange,
}: {
  tab: TPersonalTab;
  page: number;
  onChange: (tab: TPersonalTab, page: number) => void;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<TPoolResource | null>(null);
  const list = useQuery({
    queryKey: [...queryKeys.resourcePool, 'personal', tab, page],
    queryFn: () => resourcePoolApi.personalList({ tab, pageNum: page, pageSize: POOL_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <Tabs
        activeKey={tab}
        onChange={(key) => onChange(key as TPersonalTab, 1)}
        items={PERSONAL_TABS.map((key) => ({ key, label: t(`pool.personal.${key}`) }))}
      />
      <ResourceGrid
        query={list}
        onPage={(p) => onChange(tab, p)}
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
    </>
  );
}
