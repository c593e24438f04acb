/**
 * Who may read and change the training module's objects, written once (docs/architecture.md
 * "Object policies"); anything else is a 404.
 *
 * - A training and its questions, read by id (preview, export, copy, a paper's questions, a
 *   course's or a class's new activity): the platform's (no school) for everyone; a school's for
 *   that school when it has no owner (older imports, the school's bank) or its owner shared its
 *   pool resource; a teacher's own training (a copy, an import) that is not shared only for its
 *   owner, the school's managers and the people of the classes it was given to (a teacher gave
 *   it, or their course's activities open it). Anyone else gets a 404.
 * - A class's training: a class the user may read (class-policy.ts) that has the training (its
 *   course's activities open it, or a teacher gave it), of the user's school or the platform's.
 * - An attempt: its student reads it and works on it; staff who may change its class read and
 *   grade it.
 */
import { UserType } from '@lingua/contracts';
import { and, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import {
  activityTrainings,
  classes,
  classTrainings,
  courseActivities,
  resources,
  trainingAttempts,
  trainings,
} from '../../db/schema';
import type { Queryable } from '../../platform/database';
import { notFound } from '../../platform/errors';
import { hasRole } from '../../platform/policy';
import type { SessionUser } from '../../platform/request-context';
import { classPolicy, getReadableClass } from '../classes/class-policy';
import type { AttemptRow } from './attempt-reads';
import { type ClassTrainingTerms, selectClassTrainings, type TrainingRow } from './class-training-terms';

/** Trainings given to a class the user may read: assigned by a teacher, or opened by the class's course. */
function givenToReadableClass(user: SessionUser): SQL {
  const readable = classPolicy.read(user);
  return sql`(${trainings.id} in (select ${classTrainings.trainingId} from ${classTrainings}
      inner join ${classes} on ${classes.id} = ${classTrainings.classId} where ${readable})
    or ${trainings.id} in (select ${activityTrainings.trainingId} from ${activityTrainings}
      inner join ${courseActivities} on ${courseActivities.id} = ${activityTrainings.activityId}
      inner join ${classes} on ${classes.courseId} = ${courseActivities.courseId} where ${readable}))`;
}

/** Its owner shared it: its pool resource is shared with the school (the inner `resources` shadows any outer one). */
const sharedInPool = sql`exists (select 1 from ${resources}
  where ${resources.trainingId} = ${trainings.id} and ${resources.isShared})`;

export const trainingPolicy = {
  /** Trainings (and so bank questions) the user may read by id: see the rule above. */
  read(user: SessionUser): SQL {
    const school = eq(trainings.schoolId, user.schoolId);
    if (hasRole(user, 'manager')) return or(isNull(trainings.schoolId), school) as SQL;
    return or(
      isNull(trainings.schoolId),
      and(
        school,
        or(isNull(trainings.ownerId), eq(trainings.ownerId, user.userId), sharedInPool, givenToReadableClass(user)),
      ),
    ) as SQL;
  },
  /** A class's training (the class already read and it has the training): the platform's or the user's school's. */
  inClass: (user: SessionUser): SQL => or(isNull(trainings.schoolId), eq(trainings.schoolId, user.schoolId)) as SQL,
  /** The class rule for a class's list already read, filtered in memory. */
  mayRead: (user: SessionUser, training: { schoolId: number | null }): boolean =>
    training.schoolId === null || training.schoolId === user.schoolId,
};

/** A training the user may read (export, give to a class); a 404 for another school's. */
export async function getReadableTraining(db: Queryable, user: SessionUser, trainingId: number): Promise<TrainingRow> {
  const [row] = await db
    .select()
    .from(trainings)
    .where(and(eq(trainings.id, trainingId), trainingPolicy.read(user)));
  if (!row) throw notFound();
  return row;
}

/** One training of a class the user may see, with the class's terms for it (404 otherwise). */
export async function getClassTraining(
  db: Queryable,
  user: SessionUser,
  classId: number,
  trainingId: number,
): Promise<ClassTrainingTerms & { className: string }> {
  const summary = await getReadableClass(db, user, classId);
  const [terms] = await selectClassTrainings(
    db,
    classId,
    and(eq(trainings.id, trainingId), trainingPolicy.inClass(user)) as SQL,
  );
  if (!terms) throw notFound();
  return { ...terms, className: summary.className };
}

/** Conditions on `training_attempts` joined to `classes`. */
export const attemptPolicy = {
  /** A student their own attempts; staff the attempts of classes they may change. */
  read(user: SessionUser): SQL {
    const school = eq(trainingAttempts.schoolId, user.schoolId);
    if (user.userType === UserType.student) return and(school, eq(trainingAttempts.studentId, user.userId)) as SQL;
    return and(school, classPolicy.change(user)) as SQL;
  },
  /** Only its student works on an attempt (answers, plays, records, submits, recalls). */
  work: (user: SessionUser): SQL =>
    and(eq(trainingAttempts.schoolId, user.schoolId), eq(trainingAttempts.studentId, user.userId)) as SQL,
};

async function attemptWhere(db: Queryable, where: SQL, attemptId: number): Promise<AttemptRow> {
  const [row] = await db
    .select({ attempt: trainingAttempts })
    .from(trainingAttempts)
    .innerJoin(classes, eq(classes.id, trainingAttempts.classId))
    .where(and(eq(trainingAttempts.id, attemptId), where));
  if (!row) throw notFound();
  return row.attempt;
}

/** An attempt the user may read (its report; a teacher's grade); a 404 otherwise. */
export const getReadableAttempt = (db: Queryable, user: SessionUser, attemptId: number) =>
  attemptWhere(db, attemptPolicy.read(user), attemptId);

/** The student's own attempt (a 404 for anyone else's). */
export const getOwnAttempt = (db: Queryable, student: SessionUser, attemptId: number) =>
  attemptWhere(db, attemptPolicy.work(student), attemptId);
