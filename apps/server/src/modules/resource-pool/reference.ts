/**
 * The spec's /openApi/resourceManage reference calls (part 1 §7): the courses and knowledge points
 * that have resources, the filter options (queryResourceAttribute), whether the caller may enter
 * (userRole), and the question types and training kinds with how many resources have each.
 */
import {
  POOL_LANGUAGES,
  POOL_MEDIA_MAX_SECONDS,
  POOL_MEDIA_TYPES,
  POOL_SCOPES,
  POOL_SORTS,
  POOL_SUFFIX_GROUPS,
  POOL_UPLOAD_MAX_BYTES,
  QuestionTypeMetas,
  RESOURCE_TOP_LEVEL_TYPES,
  type TLanguageUse,
  type TPage,
  type TResourceAttributes,
  type TResourceTopLevelType,
  TrainingKindDescriptors,
  type TTrainingKind,
  type ZKnowledgePointListRequest,
} from '@lingua/contracts';
import { and, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { resources, trainingQuestions } from '../../db/schema';
import type { Db } from '../../platform/database';
import { hasRole } from '../../platform/policy';
import type { SessionUser } from '../../platform/request-context';
import { catalogueCourses, courseName, knowledgePointName } from './catalogue';
import {
  LANGUAGE_LABELS,
  LEVEL_LABELS,
  MEDIA_TYPE_LABELS,
  POOL_KIND_LABELS,
  POOL_KIND_OF_TRAINING,
  SCOPE_LABELS,
  SORT_LABELS,
} from './kinds';
import { poolPolicy } from './pool-policy';
import { rowsOf } from './rows';

const visibleOfKind = (user: SessionUser, kind?: TResourceTopLevelType): SQL =>
  (kind ? and(poolPolicy.read(user), eq(resources.kind, kind)) : poolPolicy.read(user)) as SQL;

export async function courseNames(
  db: Db,
  user: SessionUser,
  kind: TResourceTopLevelType | undefined,
  language: TLanguageUse,
) {
  const rows = await db
    .select({ key: resources.courseKey, n: sql<number>`count(*)::int` })
    .from(resources)
    .where(and(visibleOfKind(user, kind), isNotNull(resources.courseKey)))
    .groupBy(resources.courseKey)
    .orderBy(resources.courseKey);
  return rows.map((r) => ({
    courseKey: r.key ?? '',
    courseName: courseName(r.key, language) ?? r.key ?? '',
    count: Number(r.n),
  }));
}

export async function knowledgePointList(
  db: Db,
  user: SessionUser,
  req: z.output<typeof ZKnowledgePointListRequest>,
  language: TLanguageUse,
): Promise<TPage<{ id: string; name: string; courseKey: string | null; courseName: string | null; count: number }>> {
  const where = and(
    visibleOfKind(user, req.resourceTopLevelType),
    req.courseKey ? eq(resources.courseKey, req.courseKey) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db.execute(
      sql`select kp as id, min(${resources.courseKey}) as course, count(*)::int as n from ${resources}, unnest(${resources.knowledgePoints}) as kp where ${where} group by kp order by count(*) desc, kp limit ${req.pageSize} offset ${(req.pageNum - 1) * req.pageSize}`,
    ),
    db.execute(
      sql`select count(distinct kp)::int as n from ${resources}, unnest(${resources.knowledgePoints}) as kp where ${where}`,
    ),
  ]);
  return {
    list: rowsOf<{ id: string; course: string | null; n: number }>(rows).map((r) => ({
      id: String(r.id),
      name: knowledgePointName(String(r.id), language),
      courseKey: r.course,
      courseName: courseName(r.course, language),
      count: Number(r.n),
    })),
    page: { pageNum: req.pageNum, pageSize: req.pageSize, total: Number(rowsOf<{ n: number }>(totals)[0]?.n ?? 0) },
  };
}

const options = <K extends string | number>(
  values: readonly K[],
  labels: Record<K, { cn: string; en: string }>,
  language: TLanguageUse,
) => values.map((v) => ({ value: String(v), label: labels[v][language] }));

export async function resourceAttributes(
  db: Db,
  user: SessionUser,
  resourceId: number | undefined,
  language: TLanguageUse,
): Promise<TResourceAttributes> {
  let resource: TResourceAttributes['resource'] = null;
  if (resourceId) {
    const [row] = await db
      .select()
      .from(resources)
      .where(and(eq(resources.id, resourceId), poolPolicy.read(user)));
    if (row) {
      resource = {
        language: row.language,
        level: row.level,
        courseKey: row.courseKey,
        knowledgePointIds: row.knowledgePoints,
        tags: row.tags,
      };
    }
  }
  return {
    kinds: options(RESOURCE_TOP_LEVEL_TYPES, POOL_KIND_LABELS, language),
    levels: options([1, 2, 3] as const, LEVEL_LABELS, language),
    languages: options(POOL_LANGUAGES, LANGUAGE_LABELS, language),
    mediaTypes: options(POOL_MEDIA_TYPES, MEDIA_TYPE_LABELS, language),
    scopes: options(POOL_SCOPES, SCOPE_LABELS, language),
    sorts: options(POOL_SORTS, SORT_LABELS, language),
    courses: catalogueCourses().map((c) => ({ value: c.key, label: c.name[language] || c.name.cn })),
    suffixGroups: Object.fromEntries(Object.entries(POOL_SUFFIX_GROUPS).map(([k, v]) => [k, [...v]])),
    maxUploadBytes: POOL_UPLOAD_MAX_BYTES,
    maxMediaSeconds: POOL_MEDIA_MAX_SECONDS,
    resource,
  };
}

/** Only staff reach this call (access 'staff'): a student's 403 is the web's no_authority. */
export function userRole(user: SessionUser) {
  return {
    mayEnter: true,
    role: hasRole(user, 'manager') ? ('manager' as const) : ('teacher' as const),
    schoolId: user.schoolId,
    mayUpload: true,
  };
}

/** subject/referenceTypeList: the question types, with how many visible resources hold questions of each. */
export async function questionTypes(db: Db, user: SessionUser, language: TLanguageUse) {
  const rows = await db
    .select({ type: trainingQuestions.subjectType, n: sql<number>`count(distinct ${resources.id})::int` })
    .from(resources)
    .innerJoin(trainingQuestions, eq(trainingQuestions.trainingId, resources.trainingId))
    .where(poolPolicy.read(user))
    .groupBy(trainingQuestions.subjectType);
  const counts = new Map(rows.map((r) => [r.type, Number(r.n)]));
  return QuestionTypeMetas.map((m) => ({
    value: String(m.subject_type),
    label: m.label[language],
    resourceTopLevelType: null,
    count: counts.get(m.subject_type) ?? 0,
  }));
}

/** training/referenceTypeList: the training kinds, the pool kind each lists under, and their counts. */
export async function trainingTypes(db: Db, user: SessionUser, language: TLanguageUse) {
  const rows = await db
    .select({ kind: resources.trainingKind, n: sql<number>`count(*)::int` })
    .from(resources)
    .where(and(poolPolicy.read(user), isNotNull(resources.trainingKind)))
    .groupBy(resources.trainingKind)
    .orderBy(desc(sql`count(*)`));
  const counts = new Map(rows.map((r) => [r.kind, Number(r.n)]));
  return (Object.keys(POOL_KIND_OF_TRAINING) as TTrainingKind[]).map((kind) => ({
    value: kind,
    label: TrainingKindDescriptors[kind].label[language],
    resourceTopLevelType: POOL_KIND_OF_TRAINING[kind],
    count: counts.get(kind) ?? 0,
  }));
}
