/**
 * Which trainings a class has and on what terms. A class has the trainings its course's activities
 * open (open, no deadline, unless a class row says otherwise) and any a teacher assigned (a class
 * row). Who may see a class's training is training-policy.ts.
 */
import { TrainingKindDescriptors } from '@lingua/contracts';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { activityTrainings, classes, classTrainings, courseActivities, trainings } from '../../db/schema';
import type { Db, Queryable } from '../../platform/database';
import { conflict } from '../../platform/errors';

export type TrainingRow = typeof trainings.$inferSelect;

export type ClassTrainingTerms = {
  training: TrainingRow;
  isOpen: boolean;
  deadline: Date | null;
  inCourse: boolean;
};

/** Trainings a class's course opens (through its activities). */
export function courseTrainingIds(classId: number) {
  return sql`(select ${activityTrainings.trainingId} from ${activityTrainings}
    inner join ${courseActivities} on ${courseActivities.id} = ${activityTrainings.activityId}
    inner join ${classes} on ${classes.courseId} = ${courseActivities.courseId}
    where ${classes.id} = ${classId})`;
}

/**
 * A class's trainings with their terms: those its course opens and those a teacher gave it,
 * narrowed by `where` (one training, a policy), in id order.
 */
export async function selectClassTrainings(db: Queryable, classId: number, where?: SQL): Promise<ClassTrainingTerms[]> {
  const rows = await db
    .select({
      training: trainings,
      isOpen: classTrainings.isOpen,
      deadline: classTrainings.deadline,
      inCourse: sql<boolean>`${trainings.id} in ${courseTrainingIds(classId)}`,
    })
    .from(trainings)
    .leftJoin(classTrainings, and(eq(classTrainings.trainingId, trainings.id), eq(classTrainings.classId, classId)))
    .where(and(sql`(${trainings.id} in ${courseTrainingIds(classId)} or ${classTrainings.classId} is not null)`, where))
    .orderBy(trainings.id);
  return rows.map((r) => ({
    training: r.training,
    isOpen: r.isOpen ?? true,
    deadline: r.deadline,
    inCourse: Boolean(r.inCourse),
  }));
}

/** The trainings of a class with their terms, in id order. */
export const listClassTrainings = (db: Db, classId: number): Promise<ClassTrainingTerms[]> =>
  selectClassTrainings(db, classId);

/** A student may work on it: open kind, open in the class, before the deadline. */
export function assertWorkable(terms: ClassTrainingTerms, now = new Date()): void {
  if (TrainingKindDescriptors[terms.training.kind].status !== 'open') throw conflict('trainingKindNotOpen');
  if (!terms.isOpen) throw conflict('trainingClosed');
  if (terms.deadline && terms.deadline.getTime() < now.getTime()) throw conflict('deadlinePassed');
}
