import { eq } from 'drizzle-orm';
import { activityProgress, activityTrainings } from '../../db/schema';
import type { Db } from '../../platform/database';
import { conflict } from '../../platform/errors';
import type { SessionUser } from '../../platform/request-context';
import { startActivity } from '../courses/class-lesson';
import { linkedActivityIds } from './activity-links';
import { getClassTraining } from './training-policy';

/** The course activities of the class that open this training. */
export async function setActivityFinished(
  db: Db,
  classId: number,
  studentId: number,
  trainingId: number,
  finished: 1 | 2,
) {
  const ids = await linkedActivityIds(db, classId, trainingId);
  if (ids.length === 0) return;
  await db
    .insert(activityProgress)
    .values(ids.map((activityId) => ({ classId, studentId, activityId, finished })))
    .onConflictDoUpdate({
      target: [activityProgress.classId, activityProgress.studentId, activityProgress.activityId],
      set: { finished, updatedAt: new Date() },
    });
}

/** Opens the training a course activity points to, under the step order rule. */
export async function openActivity(db: Db, student: SessionUser, classId: number, activityId: number) {
  const [link] = await db
    .select({ trainingId: activityTrainings.trainingId })
    .from(activityTrainings)
    .where(eq(activityTrainings.activityId, activityId));
  await startActivity(db, student, classId, activityId);
  if (!link) throw conflict('activityHasNoTraining');
  const terms = await getClassTraining(db, student, classId, link.trainingId);
  return { trainingId: terms.training.id, kind: terms.training.kind };
}

/** In progress unless already completed by an earlier submission; either way worked on now (the home's "continue"). */
export async function setActivityFinishedAtLeast(db: Db, classId: number, studentId: number, trainingId: number) {
  const ids = await linkedActivityIds(db, classId, trainingId);
  if (ids.length === 0) return;
  await db
    .insert(activityProgress)
    .values(ids.map((activityId) => ({ classId, studentId, activityId, finished: 1 })))
    .onConflictDoUpdate({
      target: [activityProgress.classId, activityProgress.studentId, activityProgress.activityId],
      set: { updatedAt: new Date() },
    });
}
