/** A course's chapters, steps and activities in course order: what the step order runs over. */
import { asc, eq } from 'drizzle-orm';
import { courseActivities, courseChapters, courseSteps, courses } from '../../db/schema';
import type { Queryable } from '../../platform/database';
import { notFound } from '../../platform/errors';

export async function loadCourseTree(db: Queryable, courseId: number) {
  const [course] = await db.select().from(courses).where(eq(courses.id, courseId));
  if (!course) throw notFound();
  const [chapters, steps, activities] = await Promise.all([
    db.select().from(courseChapters).where(eq(courseChapters.courseId, courseId)).orderBy(asc(courseChapters.sort)),
    db.select().from(courseSteps).where(eq(courseSteps.courseId, courseId)).orderBy(asc(courseSteps.sort)),
    db
      .select()
      .from(courseActivities)
      .where(eq(courseActivities.courseId, courseId))
      .orderBy(asc(courseActivities.stepId), asc(courseActivities.sort)),
  ]);
  return { course, chapters, steps, activities };
}

export type CourseTree = Awaited<ReturnType<typeof loadCourseTree>>;

/** The steps in course order with their activity ids in task order, for applyStepOrder. */
export function stepShapes(tree: CourseTree) {
  return tree.steps.map((step) => ({
    stepId: step.id,
    activityIds: tree.activities.filter((a) => a.stepId === step.id).map((a) => a.id),
  }));
}
