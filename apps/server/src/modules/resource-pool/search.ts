/**
 * The pool's one list (docs/api.md "Resource pool"): what the caller may see, narrowed by keyword,
 * kind, course, knowledge point, level, language, media type and scope; sorted by relevance
 * (ts_rank, title above description above text) with a keyword, else newest, or by usage; with
 * facet counts, each counted under every filter but its own.
 */
import type {
  TFacetCount,
  TLanguageUse,
  TPoolFacets,
  TPoolSearchResult,
  TPoolSort,
  ZPoolSearchRequest,
} from '@lingua/contracts';
import { and, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { resources } from '../../db/schema';
import type { Db } from '../../platform/database';
import type { SessionUser } from '../../platform/request-context';
import { courseName, knowledgePointCourse, knowledgePointName } from './catalogue';
import { LANGUAGE_LABELS, LEVEL_LABELS, MEDIA_TYPE_LABELS, POOL_KIND_LABELS } from './kinds';
import { poolPolicy } from './pool-policy';
import { presentRows, rowsOf } from './rows';
import { queryTokens } from './tokens';

type SearchRequest = z.output<typeof ZPoolSearchRequest>;
type Facet = 'kind' | 'course' | 'knowledgePoint' | 'level' | 'language' | 'mediaType';

/** The tsquery of a keyword, or undefined when it has no searchable token. */
export function keywordQuery(keyword: string): SQL | undefined {
  const tokens = queryTokens(keyword);
  return tokens.length > 0 ? sql`plainto_tsquery('simple', ${tokens.join(' ')})` : undefined;
}

function scopeFilter(scope: SearchRequest['scope'], user: SessionUser): SQL | undefined {
  switch (scope) {
    case 'platform':
      return isNull(resources.schoolId);
    case 'school':
      return and(eq(resources.schoolId, user.schoolId), eq(resources.isShared, true));
    case 'mine':
      return eq(resources.ownerId, user.userId);
    default:
      return undefined;
  }
}

/** Every filter of the request, but the one of `except` (a facet counts under the others). */
function filters(req: SearchRequest, user: SessionUser, query: SQL | undefined, except?: Facet): SQL {
  const parts: (SQL | undefined)[] = [poolPolicy.read(user), scopeFilter(req.scope, user)];
  if (query) parts.push(sql`${resources.search} @@ ${query}`);
  if (req.resourceTopLevelType && except !== 'kind') parts.push(eq(resources.kind, req.resourceTopLevelType));
  if (req.courseKey && except !== 'course') parts.push(eq(resources.courseKey, req.courseKey));
  if (req.knowledgePointId && except !== 'knowledgePoint') {
    parts.push(sql`${resources.knowledgePoints} @> array[${req.knowledgePointId}]::text[]`);
  }
  if (req.level && except !== 'level') parts.push(eq(resources.level, req.level));
  if (req.language && except !== 'language') parts.push(eq(resources.language, req.language));
  if (req.mediaType && except !== 'mediaType') parts.push(eq(resources.mediaType, req.mediaType));
  return and(...parts) as SQL;
}

function orderOf(sort: TPoolSort, query: SQL | undefined): SQL[] {
  if (sort === 'relevance' && query) return [desc(sql`ts_rank(${resources.search}, ${query})`), desc(resources.id)];
  if (sort === 'popular') return [desc(resources.usageCount), desc(resources.id)];
  return [desc(resources.createdAt), desc(resources.id)];
}

async function countBy(db: Db, column: SQL, where: SQL, extra?: SQL): Promise<{ value: string; count: number }[]> {
  const rows = await db
    .select({ value: sql<string>`${column}::text`, count: sql<number>`count(*)::int` })
    .from(resources)
    .where(extra ? and(where, extra) : where)
    .groupBy(column)
    .orderBy(desc(sql`count(*)`))
    .limit(50);
  return rows.map((r) => ({ value: String(r.value), count: Number(r.count) }));
}

async function knowledgePointCounts(db: Db, where: SQL): Promise<{ value: string; count: number }[]> {
  const rows = rowsOf<{ value: string; count: number }>(
    await db.execute(
      sql`select kp as value, count(*)::int as count from ${resources}, unnest(${resources.knowledgePoints}) as kp where ${where} group by kp order by count(*) desc limit 50`,
    ),
  );
  return rows.map((r) => ({ value: String(r.value), count: Number(r.count) }));
}

const labelled = (
  rows: { value: string; count: number }[],
  label: (value: string) => string | null | undefined,
): TFacetCount[] => rows.map((r) => ({ ...r, label: label(r.value) ?? r.value }));

/** Points of two graphs can share a name (信用证 in two courses): those say their course too. */
export function namedApart(points: TFacetCount[], language: TLanguageUse): TFacetCount[] {
  const seen = new Map<string, number>();
  for (const p of points) seen.set(p.label, (seen.get(p.label) ?? 0) + 1);
  return points.map((p) => {
    const course = (seen.get(p.label) ?? 0) > 1 ? knowledgePointCourse(p.value, language) : null;
    return course ? { ...p, label: `${p.label} · ${course}` } : p;
  });
}

export async function facetsOf(
  db: Db,
  req: SearchRequest,
  user: SessionUser,
  query: SQL | undefined,
  language: TLanguageUse,
): Promise<TPoolFacets> {
  const where = (facet: Facet) => filters(req, user, query, facet);
  const [kinds, courses, points, levels, languages, mediaTypes] = await Promise.all([
    countBy(db, sql`${resources.kind}`, where('kind')),
    countBy(db, sql`${resources.courseKey}`, where('course'), isNotNull(resources.courseKey)),
    knowledgePointCounts(db, where('knowledgePoint')),
    countBy(db, sql`${resources.level}`, where('level')),
    countBy(db, sql`${resources.language}`, where('language')),
    countBy(db, sql`${resources.mediaType}`, where('mediaType'), isNotNull(resources.mediaType)),
  ]);
  const pick = <T extends Record<string, { cn: string; en: string }>>(table: T, v: string) =>
    (table as Record<string, { cn: string; en: string }>)[v]?.[language];
  return {
    kinds: labelled(kinds, (v) => pick(POOL_KIND_LABELS, v)),
    courses: labelled(courses, (v) => courseName(v, language)),
    knowledgePoints: namedApart(
      labelled(points, (v) => knowledgePointName(v, language)),
      language,
    ),
    levels: labelled(levels, (v) => pick(LEVEL_LABELS, v)),
    languages: labelled(languages, (v) => pick(LANGUAGE_LABELS, v)),
    mediaTypes: labelled(mediaTypes, (v) => pick(MEDIA_TYPE_LABELS, v)),
  };
}

export async function searchPool(
  db: Db,
  user: SessionUser,
  req: SearchRequest,
  language: TLanguageUse,
): Promise<TPoolSearchResult> {
  const query = req.resourceName ? keywordQuery(req.resourceName) : undefined;
  const sort: TPoolSort = req.sort ?? (query ? 'relevance' : 'newest');
  const where = filters(req, user, query);
  const [rows, totals, facets] = await Promise.all([
    db
      .select()
      .from(resources)
      .where(where)
      .orderBy(...orderOf(sort, query))
      .limit(req.pageSize)
      .offset((req.pageNum - 1) * req.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(resources).where(where),
    facetsOf(db, req, user, query, language),
  ]);
  return {
    list: await presentRows(db, rows, user, language),
    page: { pageNum: req.pageNum, pageSize: req.pageSize, total: Number(totals[0]?.n ?? 0) },
    facets,
    sort,
  };
}
