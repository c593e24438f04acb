/** The course activities of a class that open a training (activity_trainings). */
import { and, eq, inArray } from 'drizzle-orm';
import { activityTrainings, classes, courseActivities } from '../../db/schema';
import type { Db } from '../../platform/database';

/** For each training id, the activities of the class's course that open it, in one query. */
export async function linkedActivityIdsByTraining(
  db: Db,
  classId: number,
  trainingIds: number[],
): Promise<Map<number, number[]>> {
  const links = new Map<number, number[]>(trainingIds.map((id) => [id, []]));
  if (trainingIds.length === 0) return links;
  const rows = await db
    .select({ trainingId: activityTrainings.trainingId, activityId: courseActivities.id })
    .from(activityTrainings)
    .innerJoin(courseActivities, eq(courseActivities.id, activityTrainings.activityId))
    .innerJoin(classes, eq(classes.courseId, courseActivities.courseId))
    .where(and(eq(classes.id, classId), inArray(activityTrainings.trainingId, trainingIds)));
  for (const row of rows) links.get(row.trainingId)?.push(row.activityId);
  return links;
}

export async function linkedActivityIds(db: Db, classId: number, trainingId: number): Promise<number[]> {
  return (await linkedActivityIdsByTraining(db, classId, [trainingId])).get(trainingId) ?? [];
}
