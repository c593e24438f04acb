/**
 * What every pool preview shares: the resource read by ?resourceId=, the way back to the list at
 * its place (the cache rule), the states (missing id, loading, refused), and the resource's facts.
 * The kind's page gives the body.
 */
import type { TPoolResourceDetail } from '@lingua/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Descriptions, Empty, Skeleton, Space, Tag } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { queryKeys } from '../../api/query-keys';
import { resourcePoolApi } from '../../api/resource-pool';
import { kindByPreviewPath } from '../../features/pool-kinds/pool-kinds';
import { formatDuration } from '../../shared/format-duration';
import { formatSchoolTime } from '../../shared/school-time';
import { formatBytes } from './format-bytes';
import { backHref } from './pool-cache';

function useResourceId(): number | null {
  const [params] = useSearchParams();
  const id = Number(params.get('resourceId'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function ResourceFacts({ resource }: { resource: TPoolResourceDetail }) {
  const { t } = useTranslation();
  const items = [
    { key: 'language', label: t('pool.preview.language'), children: t(`pool.language.${resource.language as 'en'}`) },
    { key: 'level', label: t('pool.preview.level'), children: t(`pool.level.${String(resource.level) as '1'}`) },
    resource.courseName ? { key: 'course', label: t('pool.preview.course'), children: resource.courseName } : null,
    resource.knowledgePoints.length > 0
      ? {
          key: 'points',
          label: t('pool.preview.knowledgePoints'),
          children: resource.knowledgePoints.map((k) => k.name).join('、'),
        }
      : null,
    resource.tags.length > 0
      ? {
          key: 'tags',
          label: t('pool.preview.tags'),
          children: (
            <Space size={[4, 4]} wrap>
              {resource.tags.map((tag) => (
                <Tag key={tag}>{tag}</Tag>
              ))}
            </Space>
          ),
        }
      : null,
    { key: 'owner', label: t('pool.preview.owner'), children: resource.ownerName ?? t('pool.origin.platform') },
    { key: 'usage', label: t('pool.preview.usage'), children: resource.usageCount },
    resource.fileSize ? { key: 'size', label: t('pool.preview.size'), children: formatBytes(resource.fileSize) } : null,
    resource.duration
      ? { key: 'duration', label: t('pool.preview.duration'), children: formatDuration(resource.duration) }
      : null,
    { key: 'updated', label: t('pool.preview.updated'), children: formatSchoolTime(resource.updateTime) },
  ].filter((i) => i !== null);
  return <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} items={items} />;
}

export function PreviewFrame({ children }: { children: (resource: TPoolResourceDetail) => ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const kind = kindByPreviewPath(pathname);
  const resourceId = useResourceId();
  const detail = useQuery({
    queryKey: [...queryKeys.resourcePool, 'detail', resourceId],
    queryFn: () => resourcePoolApi.detail(resourceId ?? 0),
    enabled: resourceId !== null,
    retry: false,
  });
  // A preview opens at its top, whatever the list's scroll was. (Braces: Chromium's scrollTo now
  // returns a promise, which React would take for the effect's cleanup.)
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, []);
  return (
    <div className="page-container">
      <Link
        to={backHref(kind?.listPath ?? '/resource_pool/home')}
        style={{ display: 'inline-block', marginBottom: 12 }}
        data-testid="pool-preview-back"
      >
        ← {t('pool.preview.back')}
      </Link>
      {resourceId === null ? (
        <Empty description={t('pool.preview.missing')} />
      ) : detail.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : detail.isError ? (
        <Alert type="error" showIcon message={detail.error.message} />
      ) : (
        children(detail.data)
      )}
    </div>
  );
}

/** The facts of a resource in a card under its title (the previews' first block). */
export function FactsCard({ resource, extra }: { resource: TPoolResourceDetail; extra?: ReactNode }) {
  return (
    <Card size="small" style={{ marginBottom: 12 }} extra={extra}>
      {resource.description ? <p style={{ marginTop: 0 }}>{resource.description}</p> : null}
      <ResourceFacts resource={resource} />
    </Card>
  );
}
