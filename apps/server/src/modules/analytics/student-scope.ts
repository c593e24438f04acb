/**
 * What the student's own analytics start from: the class as the class policy lets the student
 * read it (one they joined; any other is a 404, as for a teacher's report), the school's time
 * zone, and the student's submitted attempts in it as a where-condition. Nothing here lists the
 * class's other students: their figures reach the student only as averages.
 */

import { zonedDayStart } from '@lingua/contracts';
import { and, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { trainingAttempts } from '../../db/schema';
import type { Db } from '../../platform/database';
import type { SessionUser } from '../../platform/request-context';
import { getReadableClass } from '../classes/class-policy';
import { schoolTimeZone } from '../schools/school-time-zone';
import { shiftDay } from './learning-time';
import { countedAttempts } from './report-scope';

export type StudentScope = { classId: number; className: string; zone: string; studentId: number };

export async function studentScope(db: Db, user: SessionUser, classId: number): Promise<StudentScope> {
  const summary = await getReadableClass(db, user, classId);
  return {
    classId,
    className: summary.className,
    zone: await schoolTimeZone(db, user.schoolId),
    studentId: user.userId,
  };
}

/** The student's submitted attempts in the class. */
export const myAttempts = (scope: StudentScope): SQL =>
  and(countedAttempts(scope.classId), eq(trainingAttempts.studentId, scope.studentId)) as SQL;

/** Attempts submitted from the start of `from` to the end of `to`, days in the school's zone. */
export const submittedBetween = (scope: StudentScope, from: string, to: string): SQL =>
  and(
    gte(trainingAttempts.submittedAt, zonedDayStart(from, scope.zone)),
    lt(trainingAttempts.submittedAt, zonedDayStart(shiftDay(to, { days: 1 }), scope.zone)),
  ) as SQL;

/** The school's day an attempt was submitted, YYYY-MM-DD. */
export const submittedDay = (scope: StudentScope) =>
  sql<string>`to_char(${trainingAttempts.submittedAt} at time zone ${scope.zone}, 'YYYY-MM-DD')`;

/** Minutes per day of the student's attempts over `from`..`to` (one grouped query), and the attempts per day. */
export async function myDays(db: Db, scope: StudentScope, from: string, to: string) {
  const rows = await db
    .select({
      day: submittedDay(scope),
      seconds: sql<number>`sum(${trainingAttempts.durationSeconds})::int`,
      attempts: sql<number>`count(*)::int`,
    })
    .from(trainingAttempts)
    .where(and(myAttempts(scope), submittedBetween(scope, from, to)))
    // By position: the zone is a parameter, and a second copy of the expression would not match the first.
    .groupBy(sql`1`);
  return new Map(rows.map((r) => [r.day, { seconds: Number(r.seconds ?? 0), attempts: Number(r.attempts) }]));
}
