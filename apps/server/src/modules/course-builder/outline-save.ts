/**
 * Saving a built course's outline as a whole (the editor sends it in its new order): rows that
 * carry an id are kept, renamed and moved; rows without one are added; rows left out are deleted
 * (with what hangs from them). One transaction, so a refused save changes nothing and the editor
 * keeps the teacher's edits to send again.
 */
import type { TActivityKind, TLanguageUse, TSaveOutlineRequest } from '@lingua/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { activityTrainings, courseActivities, courseChapters, courseSteps, courses, trainings } from '../../db/schema';
import type { Db, Tx } from '../../platform/database';
import { badRequest, notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/request-context';
import { getChangeableCourse } from '../course-access/course-policy';
import { trainingPolicy } from '../trainings/training-policy';
import { presentBuiltCourse } from './built-course-read';
import { linkSource, paperSource, pickedTitle, resourceSource } from './pool-use';
import { OPENABLE_KINDS } from './proposal-candidates';

/** Every id sent must be a row of this course, and be sent once. */
function checkIds(sent: (number | undefined)[], existing: Set<number>, field: string): Set<number> {
  const seen = new Set<number>();
  for (const id of sent) {
    if (id === undefined) continue;
    if (!existing.has(id) || seen.has(id)) throw badRequest('outlineRowUnknown', field);
    seen.add(id);
  }
  return seen;
}

/**
 * The kinds of the trainings named: one the user may not read (another school's, a colleague's
 * private one) is a 404; one a course activity cannot open, a 400 on the field.
 */
async function trainingKinds(tx: Tx, user: SessionUser, ids: number[]): Promise<Map<number, TActivityKind>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: trainings.id, kind: trainings.kind })
    .from(trainings)
    .where(and(inArray(trainings.id, ids), trainingPolicy.read(user)));
  if (rows.length !== ids.length) throw notFound();
  if (rows.some((r) => !(OPENABLE_KINDS as string[]).includes(r.kind))) {
    throw badRequest('outlineTrainingUnknown', 'trainingId');
  }
  return new Map(rows.map((r) => [r.id, r.kind as TActivityKind]));
}

/** One after another: a transaction is one connection, which runs one query at a time. */
async function idsOf(tx: Tx, courseId: number) {
  const chapters = await tx
    .select({ id: courseChapters.id })
    .from(courseChapters)
    .where(eq(courseChapters.courseId, courseId));
  const steps = await tx.select({ id: courseSteps.id }).from(courseSteps).where(eq(courseSteps.courseId, courseId));
  const activities = await tx
    .select({ id: courseActivities.id })
    .from(courseActivities)
    .where(eq(courseActivities.courseId, courseId));
  const set = (rows: { id: number }[]) => new Set(rows.map((r) => r.id));
  return { chapters: set(chapters), steps: set(steps), activities: set(activities) };
}

const gone = (existing: Set<number>, kept: Set<number>) => [...existing].filter((id) => !kept.has(id));

export async function saveOutline(db: Db, user: SessionUser, input: TSaveOutlineRequest, language: TLanguageUse) {
  const course = await getChangeableCourse(db, user, input.courseId);
  await db.transaction(async (tx) => {
    const existing = await idsOf(tx, course.id);
    const steps = input.chapters.flatMap((c) => c.steps);
    const activities = steps.flatMap((s) => s.activities);
    const keptChapters = checkIds(
      input.chapters.map((c) => c.chapterId),
      existing.chapters,
      'chapterId',
    );
    const keptSteps = checkIds(
      steps.map((s) => s.stepId),
      existing.steps,
      'stepId',
    );
    const keptActivities = checkIds(
      activities.map((a) => a.activityId),
      existing.activities,
      'activityId',
    );
    // A new activity opens one thing (a training, a pool resource or a paper); a kept one without a
    // training (a copied task, a material, a test paper) stays as it is.
    const sourcesOf = (a: (typeof activities)[number]) =>
      [a.trainingId, a.resourceId, a.paperId].filter((v) => v !== undefined).length;
    if (activities.some((a) => a.activityId === undefined && sourcesOf(a) !== 1))
      throw badRequest('outlineSourceMissing', 'trainingId');
    if (activities.some((a) => a.activityId !== undefined && (a.resourceId ?? a.paperId) !== undefined))
      throw badRequest('outlineSourceMissing', 'resourceId');
    const kinds = await trainingKinds(tx, user, [
      ...new Set(activities.flatMap((a) => (a.trainingId === undefined ? [] : [a.trainingId]))),
    ]);

    // Deleting first: a chapter takes its steps and activities with it (cascade).
    const oldActivities = gone(existing.activities, keptActivities);
    if (oldActivities.length > 0) await tx.delete(courseActivities).where(inArray(courseActivities.id, oldActivities));
    const oldSteps = gone(existing.steps, keptSteps);
    if (oldSteps.length > 0) await tx.delete(courseSteps).where(inArray(courseSteps.id, oldSteps));
    const oldChapters = gone(existing.chapters, keptChapters);
    if (oldChapters.length > 0) await tx.delete(courseChapters).where(inArray(courseChapters.id, oldChapters));

    let stepSort = 0;
    for (const [chapterSort, chapter] of input.chapters.entries()) {
      const chapterId = await upsertChapter(tx, chapter.chapterId, {
        courseId: course.id,
        sort: chapterSort,
        title: chapter.title,
      });
      for (const step of chapter.steps) {
        // A step's sort is its place in the whole course: the step order rule compares it.
        const stepId = await upsertStep(tx, step.stepId, {
          courseId: course.id,
          chapterId,
          sort: stepSort++,
          title: step.title,
        });
        for (const [sort, activity] of step.activities.entries()) {
          if (activity.activityId === undefined && activity.trainingId === undefined) {
            const source =
              activity.resourceId !== undefined
                ? await resourceSource(tx, user, activity.resourceId)
                : await paperSource(tx, user, activity.paperId ?? 0);
            const [row] = await tx
              .insert(courseActivities)
              .values({
                courseId: course.id,
                stepId,
                sort,
                kind: source.kind,
                title: pickedTitle(activity.title, source),
              })
              .returning({ id: courseActivities.id });
            await linkSource(tx, row?.id ?? 0, source);
            continue;
          }
          if (activity.trainingId === undefined) {
            const kept = { stepId, sort, title: activity.title };
            await tx
              .update(courseActivities)
              .set(kept)
              .where(eq(courseActivities.id, activity.activityId ?? 0));
            continue;
          }
          const kind = kinds.get(activity.trainingId) ?? 'readSkill';
          const activityId = await upsertActivity(tx, activity.activityId, {
            courseId: course.id,
            stepId,
            sort,
            kind,
            title: activity.title,
          });
          await tx
            .insert(activityTrainings)
            .values({ activityId, trainingId: activity.trainingId })
            .onConflictDoUpdate({ target: activityTrainings.activityId, set: { trainingId: activity.trainingId } });
        }
      }
    }
    await tx.update(courses).set({ updatedAt: new Date() }).where(eq(courses.id, course.id));
  });
  const [fresh] = await db.select().from(courses).where(eq(courses.id, course.id));
  return presentBuiltCourse(db, fresh ?? course, language);
}

/** Updates the row with this id, or inserts a new one; answers its id. */
async function upsertChapter(tx: Tx, id: number | undefined, values: typeof courseChapters.$inferInsert) {
  if (id !== undefined) {
    await tx.update(courseChapters).set(values).where(eq(courseChapters.id, id));
    return id;
  }
  const [row] = await tx.insert(courseChapters).values(values).returning({ id: courseChapters.id });
  return row?.id ?? 0;
}

async function upsertStep(tx: Tx, id: number | undefined, values: typeof courseSteps.$inferInsert) {
  if (id !== undefined) {
    await tx.update(courseSteps).set(values).where(eq(courseSteps.id, id));
    return id;
  }
  const [row] = await tx.insert(courseSteps).values(values).returning({ id: courseSteps.id });
  return row?.id ?? 0;
}

async function upsertActivity(tx: Tx, id: number | undefined, values: typeof courseActivities.$inferInsert) {
  if (id !== undefined) {
    await tx.update(courseActivities).set(values).where(eq(courseActivities.id, id));
    return id;
  }
  const [row] = await tx.insert(courseActivities).values(values).returning({ id: courseActivities.id });
  return row?.id ?? 0;
}
