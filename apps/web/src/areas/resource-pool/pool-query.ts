/**
 * A pool list's state in its address (so a reload, a shared link and the back button keep it, and
 * the cache rule has one string to keep): keyword, kind, course, knowledge point, level, language,
 * media type, sort and page. Values the contract would refuse are dropped on reading, so an edited
 * address never sends a bad body.
 */
import {
  POOL_LANGUAGES,
  POOL_MEDIA_TYPES,
  POOL_SORTS,
  type TPoolLanguage,
  type TPoolMediaType,
  type TPoolSearchRequest,
  type TPoolSort,
  type TResourceTopLevelType,
} from '@lingua/contracts';

export interface PoolQuery {
  keyword: string;
  type?: TResourceTopLevelType;
  courseKey?: string;
  knowledgePointId?: string;
  level?: number;
  language?: TPoolLanguage;
  mediaType?: TPoolMediaType;
  sort?: TPoolSort;
  page: number;
}

/** The search page's keyword is the spec's resourceName; a kind's list calls it keyword. */
export type KeywordParam = 'resourceName' | 'keyword';

export const POOL_PAGE_SIZE = 12;

const oneOf = <T extends string>(values: readonly T[], v: string | null): T | undefined =>
  v !== null && (values as readonly string[]).includes(v) ? (v as T) : undefined;

const intIn = (v: string | null, min: number, max: number): number | undefined => {
  const n = Number(v);
  return v !== null && Number.isInteger(n) && n >= min && n <= max ? n : undefined;
};

const matching = (re: RegExp, v: string | null): string | undefined => (v !== null && re.test(v) ? v : undefined);

export function readPoolQuery(params: URLSearchParams, keywordParam: KeywordParam): PoolQuery {
  return {
    keyword: (params.get(keywordParam) ?? '').trim().slice(0, 100),
    type: intIn(params.get('type'), 1, 6) as TResourceTopLevelType | undefined,
    courseKey: matching(/^[a-z0-9-]{1,60}$/, params.get('courseKey')),
    knowledgePointId: matching(/^[a-z-]+:[0-9A-Za-z_.-]+$/, params.get('kp')),
    level: intIn(params.get('level'), 1, 3),
    language: oneOf(POOL_LANGUAGES, params.get('language')),
    mediaType: oneOf(POOL_MEDIA_TYPES, params.get('mediaType')),
    sort: oneOf(POOL_SORTS, params.get('sort')),
    page: intIn(params.get('page'), 1, 10_000) ?? 1,
  };
}

export function writePoolQuery(q: PoolQuery, keywordParam: KeywordParam): URLSearchParams {
  const out = new URLSearchParams();
  const put = (name: string, v: string | number | undefined) => {
    if (v !== undefined && v !== '') out.set(name, String(v));
  };
  put(keywordParam, q.keyword);
  put('type', q.type);
  put('courseKey', q.courseKey);
  put('kp', q.knowledgePointId);
  put('level', q.level);
  put('language', q.language);
  put('mediaType', q.mediaType);
  put('sort', q.sort);
  if (q.page > 1) put('page', q.page);
  return out;
}

/** A changed filter starts again at page 1; a knowledge point belongs to its course. */
export function withFilter(q: PoolQuery, patch: Partial<Omit<PoolQuery, 'page'>>): PoolQuery {
  const next = { ...q, ...patch, page: 1 };
  if ('courseKey' in patch && patch.courseKey !== q.courseKey) next.knowledgePointId = undefined;
  return next;
}

/** The search call's body for this state; a kind's list fixes its kind. */
export function toSearchBody(q: PoolQuery, fixedType?: TResourceTopLevelType): TPoolSearchRequest {
  return {
    resourceName: q.keyword,
    resourceTopLevelType: fixedType ?? q.type,
    courseKey: q.courseKey,
    knowledgePointId: q.knowledgePointId,
    level: q.level,
    language: q.language,
    mediaType: q.mediaType,
    sort: q.sort,
    pageNum: q.page,
    pageSize: POOL_PAGE_SIZE,
  };
}
