/**
 * /resource_pool/home: how many resources of each kind the teacher may use (each a way into its
 * list), the newest and the most used, and the upload entry.
 */
import { UploadOutlined } from '@ant-design/icons';
import type { TPoolResource } from '@lingua/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Flex, List, Skeleton, Statistic, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { queryKeys } from '../../api/query-keys';
import { resourcePoolApi } from '../../api/resource-pool';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { kindByType, previewHref } from '../../features/pool-kinds/pool-kinds';
import { FavouriteButton } from './favourite-button';
import { cachedHref } from './pool-cache';
import { ResourceTags } from './resource-meta';
import { UploadDialog } from './upload-dialog';
import { useListPlace } from './use-list-place';

function ResourceRows({ title, rows, testId }: { title: string; rows: TPoolResource[]; testId: string }) {
  const { t } = useTranslation();
  return (
    <Card title={title} size="small" data-testid={testId} style={{ flex: '1 1 360px', minWidth: 0 }}>
      {rows.length === 0 ? (
        <Empty description={t('pool.home.empty')} />
      ) : (
        <List
          dataSource={rows}
          renderItem={(r) => (
            <List.Item
              key={r.resourceId}
              extra={<FavouriteButton resourceId={r.resourceId} isFavourite={r.isFavourite} />}
            >
              <Flex vertical gap={4} style={{ minWidth: 0 }}>
                <Link to={previewHref(r)} className="pool-card-title">
                  {r.title}
                </Link>
                <ResourceTags resource={r} />
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('pool.card.usage', { n: r.usageCount })}
                </Typography.Text>
              </Flex>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}

export function PoolHomePage() {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);
  const home = useQuery({ queryKey: [...queryKeys.resourcePool, 'home'], queryFn: () => resourcePoolApi.home() });
  useDocumentTitle(t('pool.home.title'));
  useListPlace(home.isSuccess);
  return (
    <div className="page-container">
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <div>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t('pool.home.title')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('pool.home.intro')}</Typography.Text>
        </div>
        <Button
          type="primary"
          icon={<UploadOutlined />}
          onClick={() => setUploading(true)}
          data-testid="pool-home-upload"
        >
          {t('pool.home.upload')}
        </Button>
      </Flex>
      {home.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : home.isError ? (
        <Alert
          type="error"
          showIcon
          message={t('pool.list.loadError')}
          description={home.error.message}
          action={<Button onClick={() => void home.refetch()}>{t('pool.list.retry')}</Button>}
        />
      ) : (
        <Flex vertical gap={16}>
          <div className="pool-kinds" data-testid="pool-kind-counts">
            {home.data.kinds.map(({ resourceTopLevelType, count }) => {
              const kind = kindByType(resourceTopLevelType);
              if (!kind?.isOpen) return null;
              return (
                <Link key={kind.key} to={cachedHref(kind.listPath)}>
                  <Card size="small" hoverable>
                    <Statistic title={t(`pool.kind.${kind.key}`)} value={count} />
                  </Card>
                </Link>
              );
            })}
          </div>
          <Flex gap={16} wrap>
            <ResourceRows title={t('pool.home.newest')} rows={home.data.newest} testId="pool-newest" />
            <ResourceRows title={t('pool.home.mostUsed')} rows={home.data.mostUsed} testId="pool-most-used" />
          </Flex>
        </Flex>
      )}
      <UploadDialog open={uploading} onClose={() => setUploading(false)} />
    </div>
  );
}
