/**
 * A page of resources with its states: loading, error (with retry), empty, the cards, and the
 * pager. The list keeps its place for the cache rule (use-list-place.ts).
 */
import type { TPoolResource } from '@lingua/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Empty, Flex, Pagination, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceCard } from './resource-card';
import { useListPlace } from './use-list-place';

interface PageOf {
  list: TPoolResource[];
  page: { pageNum: number; pageSize: number; total: number };
}

export function ResourceGrid({
  query,
  onPage,
  empty,
  showKind = true,
  renderCard,
}: {
  query: UseQueryResult<PageOf>;
  onPage: (page: number) => void;
  empty?: ReactNode;
  showKind?: boolean;
  renderCard?: (resource: TPoolResource) => ReactNode;
}) {
  const { t } = useTranslation();
  useListPlace(query.isSuccess);
  if (query.isPending) return <Skeleton active paragraph={{ rows: 6 }} data-testid="pool-loading" />;
  if (query.isError)
    return (
      <Alert
        type="error"
        showIcon
        message={t('pool.list.loadError')}
        description={query.error.message}
        action={<Button onClick={() => void query.refetch()}>{t('pool.list.retry')}</Button>}
      />
    );
  const { list, page } = query.data;
  if (list.length === 0) return <Empty description={empty ?? t('pool.list.empty')} data-testid="pool-empty" />;
  return (
    <Flex vertical gap={16}>
      <Typography.Text type="secondary" data-testid="pool-total">
        {t('pool.list.total', { n: page.total })}
      </Typography.Text>
      <div className="pool-grid">
        {list.map((r) =>
          renderCard ? renderCard(r) : <ResourceCard key={r.resourceId} resource={r} showKind={showKind} />,
        )}
      </div>
      <Pagination
        align="center"
        current={page.pageNum}
        pageSize={page.pageSize}
        total={page.total}
        showSizeChanger={false}
        hideOnSinglePage
        onChange={(p) => {
          onPage(p);
          window.scrollTo({ top: 0 });
        }}
      />
    </Flex>
  );
}
