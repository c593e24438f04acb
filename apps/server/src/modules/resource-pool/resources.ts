/**
 * One resource's calls: detail, changes to one's own (update, share, delete), favourites, the count
 * of uses, the personal centre's lists and the pool's home. Every read goes through poolPolicy.read
 * (another school's resource is a 404), every change through poolPolicy.change.
 */
import {
  RESOURCE_TOP_LEVEL_TYPES,
  ResponseCode,
  type TLanguageUse,
  type TPage,
  type TPoolHome,
  type TPoolResource,
  type TPoolResourceDetail,
  type ZPersonalListRequest,
  type ZPoolUpdateRequest,
} from '@lingua/contracts';
import { and, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { activityTrainings, classTrainings, resourceFavourites, resources, trainings } from '../../db/schema';
import type { Db } from '../../platform/database';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/request-context';
import type { FileStorage } from '../../platform/storage';
import { isCourseKey, isKnowledgePoint } from './catalogue';
import { poolPolicy } from './pool-policy';
import { presentDetail, type ResourceRow } from './present';
import { extrasOf, presentRows } from './rows';
import { copyTrainingResource, syncOwnTraining } from './training-copies';
import { searchVector } from './vector';

async function readable(db: Db, user: SessionUser, resourceId: number): Promise<ResourceRow> {
  const [row] = await db
    .select()
    .from(resources)
    .where(and(eq(resources.id, resourceId), poolPolicy.read(user)));
  if (!row) throw notFound();
  return row;
}

/** The caller's own resource; another's they may see answers 403, one they may not see 404. */
export async function own(db: Db, user: SessionUser, resourceId: number): Promise<ResourceRow> {
  const row = await readable(db, user, resourceId);
  if (row.schoolId !== user.schoolId || row.ownerId !== user.userId) {
    throw new AppError(ResponseCode.forbidden, 'poolNotYours');
  }
  return row;
}

async function detailOf(db: Db, user: SessionUser, row: ResourceRow, language: TLanguageUse) {
  const extra = await extrasOf(db, [row], user);
  return presentDetail(row, user, language, extra(row));
}

export async function resourceDetail(
  db: Db,
  user: SessionUser,
  resourceId: number,
  language: TLanguageUse,
): Promise<TPoolResourceDetail> {
  return detailOf(db, user, await readable(db, user, resourceId), language);
}

/** Course and knowledge points must name real ones (400 naming the field otherwise). */
export function checkCatalogueRefs(courseKey: string | null | undefined, points: readonly string[] | undefined) {
  if (courseKey && !isCourseKey(courseKey)) throw badRequest('poolUnknownCourse', 'courseKey');
  if (points?.some((p) => !isKnowledgePoint(p))) throw badRequest('poolUnknownKnowledgePoint', 'knowledgePointIds');
}

export async function updateResource(
  db: Db,
  user: SessionUser,
  body: z.output<typeof ZPoolUpdateRequest>,
  language: TLanguageUse,
): Promise<TPoolResourceDetail> {
  const row = await own(db, user, body.resourceId);
  checkCatalogueRefs(body.courseKey, body.knowledgePointIds);
  // An upload's title and description are one text, kept in both languages alike.
  const title = body.title !== undefined ? { cn: body.title, en: body.title } : row.title;
  const description = body.description !== undefined ? { cn: body.description, en: body.description } : row.description;
  const tags = body.tags ?? row.tags;
  await syncOwnTraining(db, user, row, { title, description });
  const [updated] = await db
    .update(resources)
    .set({
      title,
      description,
      tags,
      language: body.language ?? row.language,
      level: body.level ?? row.level,
      courseKey: body.courseKey === undefined ? row.courseKey : body.courseKey,
      knowledgePoints: body.knowledgePointIds ?? row.knowledgePoints,
      search: searchVector({ title, description, tags, bodyText: row.bodyText }),
      updatedAt: new Date(),
    })
    .where(eq(resources.id, row.id))
    .returning();
  return detailOf(db, user, updated ?? row, language);
}

export async function shareResource(
  db: Db,
  user: SessionUser,
  resourceId: number,
  isShared: boolean,
  language: TLanguageUse,
): Promise<TPoolResourceDetail> {
  const row = await own(db, user, resourceId);
  const [updated] = await db
    .update(resources)
    .set({ isShared, updatedAt: new Date() })
    .where(eq(resources.id, row.id))
    .returning();
  return detailOf(db, user, updated ?? row, language);
}

/** Whether a course's activity or a class opens this training (then it may not be deleted). */
async function trainingInUse(db: Db, trainingId: number): Promise<boolean> {
  const [byCourse] = await db
    .select({ id: activityTrainings.activityId })
    .from(activityTrainings)
    .where(eq(activityTrainings.trainingId, trainingId))
    .limit(1);
  if (byCourse) return true;
  const [byClass] = await db
    .select({ id: classTrainings.classId })
    .from(classTrainings)
    .where(eq(classTrainings.trainingId, trainingId))
    .limit(1);
  return Boolean(byClass);
}

/**
 * Deletes one's own resource and its stored file; a training resource takes the caller's own
 * training (their copy or import) with it, and is refused (409) while a course or a class uses it.
 */
export async function deleteResource(db: Db, storage: FileStorage, user: SessionUser, resourceId: number) {
  const row = await own(db, user, resourceId);
  if (row.trainingId !== null && (await trainingInUse(db, row.trainingId))) throw conflict('poolResourceInUse');
  await db.transaction(async (tx) => {
    await tx.delete(resources).where(eq(resources.id, row.id));
    if (row.trainingId !== null) {
      await tx
        .delete(trainings)
        .where(
          and(
            eq(trainings.id, row.trainingId),
            eq(trainings.schoolId, user.schoolId),
            eq(trainings.ownerId, user.userId),
          ),
        );
    }
  });
  if (row.fileUrl) await removeStoredFile(storage, row.fileUrl);
}

/** Copies a pool training into the caller's own version ("… (副本)"), private until shared. */
export async function copyTraining(db: Db, user: SessionUser, resourceId: number, language: TLanguageUse) {
  const copy = await copyTrainingResource(db, user, await readable(db, user, resourceId));
  return detailOf(db, user, copy, language);
}

async function removeStoredFile(storage: FileStorage, fileUrl: string) {
  await storage.remove(fileUrl);
}

export async function favourite(db: Db, user: SessionUser, resourceId: number, on: boolean): Promise<void> {
  await readable(db, user, resourceId);
  if (on) {
    await db.insert(resourceFavourites).values({ userId: user.userId, resourceId }).onConflictDoNothing();
  } else {
    await db
      .delete(resourceFavourites)
      .where(and(eq(resourceFavourites.userId, user.userId), eq(resourceFavourites.resourceId, resourceId)));
  }
}

/** A use: the resource was added to a course or a training (the course builder calls it). */
export async function useResource(db: Db, user: SessionUser, resourceId: number) {
  await readable(db, user, resourceId);
  const [row] = await db
    .update(resources)
    .set({ usageCount: sql`${resources.usageCount} + 1` })
    .where(eq(resources.id, resourceId))
    .returning({ usageCount: resources.usageCount });
  return { resourceId, usageCount: row?.usageCount ?? 0 };
}

export async function personalList(
  db: Db,
  user: SessionUser,
  req: z.output<typeof ZPersonalListRequest>,
  language: TLanguageUse,
): Promise<TPage<TPoolResource>> {
  const kind = req.resourceTopLevelType ? eq(resources.kind, req.resourceTopLevelType) : undefined;
  const mine = poolPolicy.change(user);
  const favoured = sql`exists (select 1 from ${resourceFavourites} where ${resourceFavourites.resourceId} = ${resources.id} and ${resourceFavourites.userId} = ${user.userId})`;
  const where: SQL = (
    req.tab === 'uploads'
      ? and(mine, isNull(resources.trainingId), kind)
      : req.tab === 'trainings'
        ? and(mine, isNotNull(resources.trainingId), kind)
        : req.tab === 'shared'
          ? and(mine, eq(resources.isShared, true), kind)
          : and(poolPolicy.read(user), favoured, kind)
  ) as SQL;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(resources)
      .where(where)
      .orderBy(desc(resources.updatedAt), desc(resources.id))
      .limit(req.pageSize)
      .offset((req.pageNum - 1) * req.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(resources).where(where),
  ]);
  return {
    list: await presentRows(db, rows, user, language),
    page: { pageNum: req.pageNum, pageSize: req.pageSize, total: Number(totals[0]?.n ?? 0) },
  };
}

const HOME_ROWS = 8;

export async function poolHome(db: Db, user: SessionUser, language: TLanguageUse): Promise<TPoolHome> {
  const visible = poolPolicy.read(user);
  const [counts, newest, mostUsed] = await Promise.all([
    db
      .select({ kind: resources.kind, n: sql<number>`count(*)::int` })
      .from(resources)
      .where(visible)
      .groupBy(resources.kind),
    db.select().from(resources).where(visible).orderBy(desc(resources.createdAt), desc(resources.id)).limit(HOME_ROWS),
    db.select().from(resources).where(visible).orderBy(desc(resources.usageCount), desc(resources.id)).limit(HOME_ROWS),
  ]);
  const byKind = new Map(counts.map((c) => [c.kind, Number(c.n)]));
  return {
    kinds: RESOURCE_TOP_LEVEL_TYPES.map((k) => ({ resourceTopLevelType: k, count: byKind.get(k) ?? 0 })),
    newest: await presentRows(db, newest, user, language),
    mostUsed: await presentRows(db, mostUsed, user, language),
  };
}
