/**
 * /resource_pool/search?resourceName=…: results across the kinds, with the crumb the spec names
 * (search › search results), the facets beside (above, on a phone) and the sort.
 */

import { POOL_SORTS, type TPoolSort } from '@lingua/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Breadcrumb, Flex, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../api/query-keys';
import { resourcePoolApi } from '../../api/resource-pool';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { FacetPanel } from './facet-panel';
import { toSearchBody } from './pool-query';
import { ResourceGrid } from './resource-grid';
import { usePoolQuery } from './use-pool-query';

export function PoolSearchPage() {
  const { t } = useTranslation();
  const { query, setFilter, setPage } = usePoolQuery('resourceName');
  const body = toSearchBody(query);
  const results = useQuery({
    queryKey: [...queryKeys.resourcePool, 'search', body],
    queryFn: () => resourcePoolApi.search(body),
    placeholderData: keepPreviousData,
  });
  const heading = query.keyword ? t('pool.search.resultsFor', { q: query.keyword }) : t('pool.search.allResources');
  useDocumentTitle(heading);
  const clear = () =>
    setFilter({
      type: undefined,
      courseKey: undefined,
      knowledgePointId: undefined,
      level: undefined,
      language: undefined,
      mediaType: undefined,
    });
  return (
    <div className="page-container">
      <Breadcrumb
        style={{ marginBottom: 12 }}
        data-testid="pool-crumb"
        items={[{ title: t('pool.search.crumbSearch') }, { title: t('pool.search.crumbResults') }]}
      />
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <Typography.Title level={3} style={{ margin: 0 }} data-testid="pool-search-heading">
          {heading}
        </Typography.Title>
        <Select
          aria-label={t('pool.filter.sort')}
          style={{ minWidth: 140 }}
          value={query.sort ?? results.data?.sort}
          options={POOL_SORTS.map((s) => ({ value: s, label: t(`pool.sort.${s}`) }))}
          onChange={(v: TPoolSort) => setFilter({ sort: v })}
        />
      </Flex>
      <div className="pool-search-layout">
        {results.data ? (
          <FacetPanel facets={results.data.facets} query={query} onFilter={setFilter} onClear={clear} />
        ) : (
          <div />
        )}
        <ResourceGrid
          query={results}
          onPage={setPage}
          empty={query.keyword ? t('pool.search.noResults', { q: query.keyword }) : undefined}
        />
      </div>
    </div>
  );
}
