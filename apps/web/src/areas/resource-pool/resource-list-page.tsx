/**
 * A kind's list (study_resource, practical_resources, case_resources, material_resources,
 * question_bank_resources): the kind comes from the path, its filters and page from the address,
 * and the list keeps its place for the cache rule. Materials and VR scenes can be uploaded from here.
 */
import { UploadOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { queryKeys } from '../../api/query-keys';
import { resourcePoolApi } from '../../api/resource-pool';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { kindByListPath, previewHref } from '../../features/pool-kinds/pool-kinds';
import { FilterBar } from './filter-bar';
import { toSearchBody } from './pool-query';
import { ResourceGrid } from './resource-grid';
import { UploadDialog } from './upload-dialog';
import { usePoolQuery } from './use-pool-query';

export function ResourceListPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const kind = kindByListPath(pathname);
  const { query, setFilter, setPage, reset } = usePoolQuery('keyword');
  const [uploading, setUploading] = useState(false);
  const body = toSearchBody(query, kind?.type);
  const list = useQuery({
    queryKey: [...queryKeys.resourcePool, 'list', body],
    queryFn: () => resourcePoolApi.search(body),
    enabled: kind !== undefined,
    placeholderData: keepPreviousData,
  });
  const title = kind ? t(`pool.kind.${kind.key}`) : '';
  useDocumentTitle(title);
  if (!kind) return null;
  const isMaterial = kind.key === 'material';
  const isScene = kind.key === 'vr';
  return (
    <div className="page-container">
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {isMaterial || isScene ? (
          <Button type="primary" icon={<UploadOutlined />} onClick={() => setUploading(true)} data-testid="pool-upload">
            {t(isScene ? 'vr.upload' : 'pool.list.upload')}
          </Button>
        ) : null}
      </Flex>
      <FilterBar type={kind.type} query={query} withMedia={isMaterial} onFilter={setFilter} onReset={reset} />
      <div style={{ marginTop: 16 }}>
        <ResourceGrid query={list} onPage={setPage} showKind={false} />
      </div>
      {isMaterial || isScene ? (
        <UploadDialog
          open={uploading}
          onClose={() => setUploading(false)}
          scene={isScene}
          onUploaded={isScene ? (r) => navigate(previewHref(r)) : undefined}
        />
      ) : null}
    </div>
  );
}
