/**
 * The search's facets (kind, course, knowledge point, level, language, media type): each value
 * with its count, clickable to filter and again to drop it. The server counts each facet with the
 * other filters applied, so a chosen kind still shows what the others would give.
 */
import type { TFacetCount, TPoolFacets } from '@lingua/contracts';
import { Button, Card, Collapse, Flex, Grid, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PoolQuery } from './pool-query';

type FacetName = keyof TPoolFacets;

/** Which query field each facet sets, and how a facet value becomes that field's value. */
const FACETS: { name: FacetName; label: string; field: keyof Omit<PoolQuery, 'page' | 'keyword'>; numeric: boolean }[] =
  [
    { name: 'kinds', label: 'pool.search.facetKind', field: 'type', numeric: true },
    { name: 'courses', label: 'pool.search.facetCourse', field: 'courseKey', numeric: false },
    { name: 'knowledgePoints', label: 'pool.search.facetKnowledgePoint', field: 'knowledgePointId', numeric: false },
    { name: 'levels', label: 'pool.search.facetLevel', field: 'level', numeric: true },
    { name: 'languages', label: 'pool.search.facetLanguage', field: 'language', numeric: false },
    { name: 'mediaTypes', label: 'pool.search.facetMedia', field: 'mediaType', numeric: false },
  ];

export function FacetPanel({
  facets,
  query,
  onFilter,
  onClear,
}: {
  facets: TPoolFacets;
  query: PoolQuery;
  onFilter: (patch: Partial<Omit<PoolQuery, 'page'>>) => void;
  onClear: () => void;
}) {
  // On a phone the facets fold under one line, so the results come first.
  const isNarrow = Grid.useBreakpoint().md === false;
  const { t } = useTranslation();
  const anyChosen = FACETS.some((f) => query[f.field] !== undefined);
  const value = (f: (typeof FACETS)[number], v: TFacetCount) => (f.numeric ? Number(v.value) : v.value);
  const chosen = FACETS.filter((f) => query[f.field] !== undefined).length;
  const values = (
    <Flex vertical gap={12}>
      {FACETS.map((f) => {
        const list = facets[f.name];
        if (list.length === 0) return null;
        return (
          <div key={f.name} data-testid={`facet-${f.name}`}>
            <Typography.Text strong style={{ display: 'block', marginBottom: 6 }}>
              {t(f.label as 'pool.search.facetKind')}
            </Typography.Text>
            <Flex wrap gap={6}>
              {list.map((v) => {
                const isChosen = String(query[f.field] ?? '') === v.value;
                return (
                  <Tag.CheckableTag
                    key={v.value}
                    checked={isChosen}
                    data-testid="facet-value"
                    onChange={() => onFilter({ [f.field]: isChosen ? undefined : value(f, v) })}
                  >
                    {v.label} ({v.count})
                  </Tag.CheckableTag>
                );
              })}
            </Flex>
          </div>
        );
      })}
    </Flex>
  );
  const clear = anyChosen ? (
    <Button size="small" type="link" onClick={onClear}>
      {t('pool.search.clearFacets')}
    </Button>
  ) : null;
  if (isNarrow)
    return (
      <Collapse
        size="small"
        data-testid="pool-facets"
        items={[{ key: 'facets', label: t('pool.search.showFacets', { n: chosen }), extra: clear, children: values }]}
      />
    );
  return (
    <Card size="small" title={t('pool.search.facets')} data-testid="pool-facets" extra={clear}>
      {values}
    </Card>
  );
}
