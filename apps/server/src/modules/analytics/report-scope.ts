/**
 * What every class data report starts from: the class as the class policy lets the caller read it
 * (a teacher their own, a manager their school's; another class is a 404), its students, and the
 * trainings its students have submitted attempts of. Reports count the class's current students
 * only: a student who left takes their attempts with them.
 */
import type { TLanguageUse } from '@lingua/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { classStudents, trainingAttempts, trainings } from '../../db/schema';
import type { Db } from '../../platform/database';
import type { SessionUser } from '../../platform/request-context';
import { getReadableClass } from '../classes/class-policy';
import { classRoster } from '../classes/class-roster';
import { schoolTimeZone } from '../schools/school-time-zone';

export type ReportScope = {
  classId: number;
  className: string;
  zone: string;
  students: { studentId: number; name: string; mobile: string }[];
};

export async function reportScope(db: Db, user: SessionUser, classId: number): Promise<ReportScope> {
  const summary = await getReadableClass(db, user, classId);
  const students = await classRoster(db, classId);
  return { classId, className: summary.className, zone: await schoolTimeZone(db, user.schoolId), students };
}

/** The class's submitted attempts of its current students, as a where-condition on training_attempts. */
export const countedAttempts = (classId: number) =>
  and(
    eq(trainingAttempts.classId, classId),
    eq(trainingAttempts.status, 'submitted'),
    sql`exists (select 1 from ${classStudents} cs where cs.class_id = ${trainingAttempts.classId} and cs.student_id = ${trainingAttempts.studentId})`,
  );

/** The trainings the class submitted attempts of, in the order they were first done. */
export async function reportTrainings(db: Db, classId: number, language: TLanguageUse) {
  const rows = await db
    .select({
      trainingId: trainings.id,
      title: trainings.title,
      kind: trainings.kind,
      first: sql<string>`min(${trainingAttempts.submittedAt})`,
    })
    .from(trainingAttempts)
    .innerJoin(trainings, eq(trainings.id, trainingAttempts.trainingId))
    .where(countedAttempts(classId))
    .groupBy(trainings.id)
    .orderBy(sql`min(${trainingAttempts.submittedAt})`, asc(trainings.id));
  return rows.map((r) => ({ trainingId: r.trainingId, title: r.title[language], kind: r.kind }));
}

/** Rounds a figure for the page: one decimal. */
export const oneDecimal = (n: number | null | undefined): number | null =>
  n === null || n === undefined || Number.isNaN(Number(n)) ? null : Math.round(Number(n) * 10) / 10;
