/**
 * A kind's filters (part 2 §2.7 lists): course, knowledge point, level, language, and for
 * materials the media type; a keyword within the kind; the sort. Courses and knowledge points are
 * those that have resources of the kind the user may see (authLessonNameList, authKnowlPointList).
 */
import {
  POOL_LANGUAGES,
  POOL_MEDIA_TYPES,
  POOL_SORTS,
  type TPoolLanguage,
  type TPoolMediaType,
  type TPoolSort,
  type TResourceTopLevelType,
} from '@lingua/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Input, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../api/query-keys';
import { resourcePoolApi } from '../../api/resource-pool';
import type { PoolQuery } from './pool-query';

const LEVELS = [1, 2, 3] as const;

export function FilterBar({
  type,
  query,
  withMedia,
  onFilter,
  onReset,
}: {
  type: TResourceTopLevelType;
  query: PoolQuery;
  withMedia: boolean;
  onFilter: (patch: Partial<Omit<PoolQuery, 'page'>>) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState(query.keyword);
  useEffect(() => {
    setKeyword(query.keyword);
  }, [query.keyword]);
  const courses = useQuery({
    queryKey: [...queryKeys.resourcePool, 'courses', type],
    queryFn: () => resourcePoolApi.courseNames(type),
  });
  const points = useQuery({
    queryKey: [...queryKeys.resourcePool, 'knowledgePoints', type, query.courseKey],
    queryFn: () =>
      resourcePoolApi.knowledgePoints({
        resourceTopLevelType: type,
        courseKey: query.courseKey,
        pageNum: 1,
        pageSize: 100,
      }),
  });
  const width = { minWidth: 150, flex: '1 1 150px' };
  return (
    <Flex wrap gap={8} className="pool-filters" data-testid="pool-filters">
      <Select
        aria-label={t('pool.filter.course')}
        style={width}
        allowClear
        placeholder={t('pool.filter.allCourses')}
        loading={courses.isPending}
        value={query.courseKey}
        options={(courses.data ?? []).map((c) => ({ value: c.courseKey, label: `${c.courseName} (${c.count})` }))}
        onChange={(v?: string) => onFilter({ courseKey: v })}
      />
      <Select
        aria-label={t('pool.filter.knowledgePoint')}
        style={width}
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={t('pool.filter.allKnowledgePoints')}
        loading={points.isPending}
        value={query.knowledgePointId}
        options={(points.data?.list ?? []).map((k) => ({ value: k.id, label: `${k.name} (${k.count})` }))}
        onChange={(v?: string) => onFilter({ knowledgePointId: v })}
      />
      <Select
        aria-label={t('pool.filter.level')}
        style={{ ...width, flex: '1 1 110px', minWidth: 110 }}
        allowClear
        placeholder={t('pool.filter.allLevels')}
        value={query.level}
        options={LEVELS.map((l) => ({ value: l, label: t(`pool.level.${l}`) }))}
        onChange={(v?: number) => onFilter({ level: v })}
      />
      <Select
        aria-label={t('pool.filter.language')}
        style={{ ...width, flex: '1 1 110px', minWidth: 110 }}
        allowClear
        placeholder={t('pool.filter.allLanguages')}
        value={query.language}
        options={POOL_LANGUAGES.map((l) => ({ value: l, label: t(`pool.language.${l}`) }))}
        onChange={(v?: TPoolLanguage) => onFilter({ language: v })}
      />
      {withMedia ? (
        <Select
          aria-label={t('pool.filter.mediaType')}
          style={{ ...width, flex: '1 1 110px', minWidth: 110 }}
          allowClear
          placeholder={t('pool.filter.allMediaTypes')}
          value={query.mediaType}
          options={POOL_MEDIA_TYPES.map((m) => ({ value: m, label: t(`pool.media.${m}`) }))}
          onChange={(v?: TPoolMediaType) => onFilter({ mediaType: v })}
        />
      ) : null}
      <Input.Search
        aria-label={t('pool.filter.keyword')}
        style={{ minWidth: 180, flex: '2 1 200px' }}
        placeholder={t('pool.filter.keywordPlaceholder')}
        allowClear
        maxLength={100}
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        onSearch={(v) => onFilter({ keyword: v.trim() })}
      />
      <Select
        aria-label={t('pool.filter.sort')}
        style={{ ...width, flex: '1 1 110px', minWidth: 110 }}
        placeholder={t('pool.filter.sort')}
        allowClear
        value={query.sort}
        options={POOL_SORTS.map((s) => ({ value: s, label: t(`pool.sort.${s}`) }))}
        onChange={(v?: TPoolSort) => onFilter({ sort: v })}
      />
      <Button onClick={onReset}>{t('pool.filter.reset')}</Button>
    </Flex>
  );
}
