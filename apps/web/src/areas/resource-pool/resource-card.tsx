/**
 * One resource as a card: title (the link to its preview), tags, description, course and
 * knowledge points, owner, usage and the favourite star. One column on a phone.
 */
import { UserOutlined } from '@ant-design/icons';
import type { TPoolResource } from '@lingua/contracts';
import { Card, Flex, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { previewHref } from '../../features/pool-kinds/pool-kinds';
import { FavouriteButton } from './favourite-button';
import { ResourceTags } from './resource-meta';

export function ResourceCard({
  resource,
  showKind = true,
  actions,
}: {
  resource: TPoolResource;
  showKind?: boolean;
  /** Buttons under the card (the personal centre's edit, share, delete). */
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const points = resource.knowledgePoints.map((k) => k.name).join(' · ');
  return (
    <Card size="small" data-testid="pool-card" className="pool-card" styles={{ body: { height: '100%' } }}>
      <Flex vertical gap={8} style={{ height: '100%' }}>
        <Flex justify="space-between" align="start" gap={8}>
          <Link to={previewHref(resource)} className="pool-card-title" data-testid="pool-card-title">
            {resource.title}
          </Link>
          <FavouriteButton resourceId={resource.resourceId} isFavourite={resource.isFavourite} />
        </Flex>
        <ResourceTags resource={resource} showKind={showKind} />
        <div className="pool-card-description">{resource.description}</div>
        {resource.courseName || points ? (
          <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>
            {[resource.courseName, points].filter(Boolean).join(' › ')}
          </Typography.Text>
        ) : null}
        <Flex justify="space-between" align="center" wrap gap={4} style={{ marginTop: 'auto', fontSize: 12 }}>
          {resource.ownerName ? (
            <Space size={4}>
              <UserOutlined />
              <Typography.Text type="secondary" ellipsis style={{ maxWidth: 160, fontSize: 12 }}>
                {resource.ownerName}
              </Typography.Text>
            </Space>
          ) : (
            <span />
          )}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('pool.card.usage', { n: resource.usageCount })}
          </Typography.Text>
        </Flex>
        {actions ? (
          <Flex wrap gap={4} style={{ borderTop: '1px solid #f0f0f0', paddingTop: 8 }}>
            {actions}
          </Flex>
        ) : null}
      </Flex>
    </Card>
  );
}
