/**
 * A pool resource or an exam paper as a built course's activity (issue 18, phase 2): what a new
 * activity becomes (a training resource opens its training, a material is the step's material, a
 * paper a test paper), the one use counted when it is added, and "加入课程" from a pool preview.
 */
import type { TActivityKind, TAddResourceResult, TLocalizedText, TPaperOption } from '@lingua/contracts';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  activityPapers,
  activityResources,
  activityTrainings,
  courseActivities,
  courseSteps,
  courses,
  examPapers,
  resources,
  trainings,
  users,
} from '../../db/schema';
import type { Db, Queryable, Tx } from '../../platform/database';
import { badRequest, notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/request-context';
import { getChangeableCourse } from '../course-access/course-policy';
import { paperPolicy } from '../exams/exam-policy';
import { poolPolicy } from '../resource-pool/pool-policy';
import { trainingPolicy } from '../trainings/training-policy';
import { OPENABLE_KINDS } from './proposal-candidates';

/** What a new activity opens: a training, a pool material, or an exam paper. */
export type ActivitySource =
  | { kind: TActivityKind; trainingId: number; resourceId?: number; title?: TLocalizedText }
  | { kind: 'material'; resourceId: number; title: TLocalizedText }
  | { kind: 'testPaper'; paperId: number };

/** A pool resource the user may see, as what an activity opens; 404 on one they may not see, 400 on one a course cannot use. */
export async function resourceSource(tx: Queryable, user: SessionUser, resourceId: number): Promise<ActivitySource> {
  const [row] = await tx
    .select({
      id: resources.id,
      trainingId: resources.trainingId,
      fileUrl: resources.fileUrl,
      title: resources.title,
      trainingKind: trainings.kind,
    })
    .from(resources)
    .leftJoin(trainings, and(eq(trainings.id, resources.trainingId), trainingPolicy.read(user)))
    .where(and(eq(resources.id, resourceId), poolPolicy.read(user)));
  if (!row) throw notFound();
  if (row.trainingId !== null) {
    if (!row.trainingKind || !(OPENABLE_KINDS as string[]).includes(row.trainingKind))
      throw badRequest('poolResourceNotForCourse', 'resourceId');
    return {
      kind: row.trainingKind as TActivityKind,
      trainingId: row.trainingId,
      resourceId: row.id,
      title: clipTitle(row.title),
    };
  }
  if (!row.fileUrl) throw badRequest('poolResourceNotForCourse', 'resourceId');
  return { kind: 'material', resourceId: row.id, title: clipTitle(row.title) };
}

/** An exam paper the user may use (paperPolicy.read: their own, a manager the school's). */
export async function paperSource(tx: Queryable, user: SessionUser, paperId: number): Promise<ActivitySource> {
  const [row] = await tx
    .select({ id: examPapers.id })
    .from(examPapers)
    .where(and(eq(examPapers.id, paperId), isNull(examPapers.deletedAt), paperPolicy.read(user)));
  if (!row) throw badRequest('paperUnknownForCourse', 'paperId');
  return { kind: 'testPaper', paperId: row.id };
}

/** Links a new activity to what it opens, and counts the resource's use (once, here). */
export async function linkSource(tx: Tx, activityId: number, source: ActivitySource): Promise<number> {
  if ('trainingId' in source) {
    await tx
      .insert(activityTrainings)
      .values({ activityId, trainingId: source.trainingId })
      .onConflictDoUpdate({ target: activityTrainings.activityId, set: { trainingId: source.trainingId } });
  } else if ('paperId' in source) {
    await tx.insert(activityPapers).values({ activityId, paperId: source.paperId });
  } else {
    await tx.insert(activityResources).values({ activityId, resourceId: source.resourceId });
  }
  if (source.kind === 'testPaper' || !('resourceId' in source) || source.resourceId === undefined) return 0;
  const [row] = await tx
    .update(resources)
    .set({ usageCount: sql`${resources.usageCount} + 1` })
    .where(eq(resources.id, source.resourceId))
    .returning({ usageCount: resources.usageCount });
  return row?.usageCount ?? 0;
}

/**
 * "加入课程": the resource in one of the caller's steps, saved at once: a material first (what the
 * student reads before the step's tasks), a training last.
 */
export async function addResourceToCourse(
  db: Db,
  user: SessionUser,
  input: { courseId: number; stepId: number; resourceId: number },
): Promise<TAddResourceResult> {
  const course = await getChangeableCourse(db, user, input.courseId);
  const [step] = await db
    .select({ id: courseSteps.id })
    .from(courseSteps)
    .where(and(eq(courseSteps.id, input.stepId), eq(courseSteps.courseId, course.id)));
  if (!step) throw badRequest('outlineRowUnknown', 'stepId');
  return db.transaction(async (tx) => {
    const source = await resourceSource(tx, user, input.resourceId);
    const [last] = await tx
      .select({ sort: courseActivities.sort })
      .from(courseActivities)
      .where(eq(courseActivities.stepId, step.id))
      .orderBy(desc(courseActivities.sort))
      .limit(1);
    const first = source.kind === 'material';
    if (first)
      await tx
        .update(courseActivities)
        .set({ sort: sql`${courseActivities.sort} + 1` })
        .where(eq(courseActivities.stepId, step.id));
    const [row] = await tx
      .insert(courseActivities)
      .values({
        courseId: course.id,
        stepId: step.id,
        sort: first ? 0 : (last?.sort ?? -1) + 1,
        kind: source.kind,
        title: 'title' in source && source.title ? source.title : { cn: '', en: '' },
      })
      .returning({ id: courseActivities.id });
    const activityId = row?.id ?? 0;
    const usageCount = await linkSource(tx, activityId, source);
    await tx.update(courses).set({ updatedAt: new Date() }).where(eq(courses.id, course.id));
    return { courseId: course.id, activityId, usageCount };
  });
}

/** Activity titles hold 100 characters; a resource's title may be longer. */
function clipTitle(t: TLocalizedText): TLocalizedText {
  return { cn: t.cn.slice(0, 100), en: (t.en || t.cn).slice(0, 100) };
}

/**
 * A pool pick's title: the picker sends the resource's title in the teacher's language alone; a
 * title the teacher did not change becomes the resource's own, in both languages.
 */
export function pickedTitle(sent: TLocalizedText, source: ActivitySource): TLocalizedText {
  if (!('title' in source) || !source.title) return sent;
  const own = source.title;
  const unchanged = sent.cn === sent.en && (sent.cn === own.cn || sent.cn === own.en);
  return unchanged ? own : sent;
}

/** The TestPaper tab's choices: live papers the caller may read, newest first. */
export async function paperOptions(db: Db, user: SessionUser): Promise<TPaperOption[]> {
  const rows = await db
    .select({ paper: examPapers, teacherName: users.name })
    .from(examPapers)
    .innerJoin(users, eq(users.id, examPapers.teacherId))
    .where(and(isNull(examPapers.deletedAt), paperPolicy.read(user)))
    .orderBy(desc(examPapers.createdAt), asc(examPapers.id));
  return rows.map((r) => ({
    paperId: r.paper.id,
    title: r.paper.title,
    questionCount: r.paper.questionCount,
    fullMark: r.paper.fullMark,
    timeMinutes: r.paper.timeMinutes,
    teacherName: r.teacherName,
  }));
}

/** For the editor: the material and paper each activity names, with their titles. */
export async function activityUses(db: Queryable, activityIds: number[]) {
  if (activityIds.length === 0) return { materials: new Map(), papers: new Map() };
  const [materialRows, paperRows] = await Promise.all([
    db
      .select({ activityId: activityResources.activityId, id: resources.id, title: resources.title })
      .from(activityResources)
      .innerJoin(resources, eq(resources.id, activityResources.resourceId))
      .where(inArray(activityResources.activityId, activityIds)),
    db
      .select({ activityId: activityPapers.activityId, id: examPapers.id, title: examPapers.title })
      .from(activityPapers)
      .innerJoin(examPapers, eq(examPapers.id, activityPapers.paperId))
      .where(inArray(activityPapers.activityId, activityIds)),
  ]);
  return {
    materials: new Map<number, { id: number; title: TLocalizedText }>(materialRows.map((r) => [r.activityId, r])),
    papers: new Map<number, { id: number; title: string }>(paperRows.map((r) => [r.activityId, r])),
  };
}
