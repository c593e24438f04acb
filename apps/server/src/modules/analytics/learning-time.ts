/**
 * Learning time: the minutes of the class's submitted attempts, by day in the school's time zone
 * (an attempt counts on the day it was submitted), by training kind and by student, over the last
 * 7 days, 30 days or 6 months up to today. Three grouped queries over the range's attempts.
 */
import {
  type TLanguageUse,
  type TLearningRange,
  type TLearningTimeReport,
  zonedDay,
  zonedDayStart,
} from '@lingua/contracts';
import { and, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { trainingAttempts, trainings } from '../../db/schema';
import type { Db } from '../../platform/database';
import type { SessionUser } from '../../platform/request-context';
import { countedAttempts, oneDecimal, reportScope } from './report-scope';

/** A calendar day moved by days and months (dates only: no time zone can shift them). */
export function shiftDay(day: string, { days = 0, months = 0 }: { days?: number; months?: number }): string {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1 + months, 1));
  // A month shift keeps the day of the month where the target month has it (31 March - 1 month = 28/29 February).
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(d, last) + days);
  return date.toISOString().slice(0, 10);
}

/** The first and last day of a range ending today: 7 and 30 days, or 6 months (from the day after the same date 6 months ago). */
export function rangeDays(range: TLearningRange, today: string): { from: string; to: string } {
  if (range === '7d') return { from: shiftDay(today, { days: -6 }), to: today };
  if (range === '30d') return { from: shiftDay(today, { days: -29 }), to: today };
  return { from: shiftDay(shiftDay(today, { months: -6 }), { days: 1 }), to: today };
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let day = from; day <= to; day = shiftDay(day, { days: 1 })) out.push(day);
  return out;
}

/** Seconds as minutes, one decimal. */
export const minutes = (seconds: number | string | null) => oneDecimal(Number(seconds ?? 0) / 60) ?? 0;

/** The calendar day (school time zone) an attempt was submitted on. */
const submittedDay = (zone: string) =>
  sql<string>`to_char(${trainingAttempts.submittedAt} at time zone ${zone}, 'YYYY-MM-DD')`;

/** Seconds of the attempts matching `where`, by the day they were submitted: one grouped query. */
export function secondsByDay(db: Db, where: SQL | undefined, zone: string) {
  return (
    db
      .select({ day: submittedDay(zone), seconds: sql<number>`sum(${trainingAttempts.durationSeconds})::int` })
      .from(trainingAttempts)
      .where(where)
      // By position: the zone is a parameter, and a second copy of the expression would not match the first.
      .groupBy(sql`1`)
  );
}

/** The attempts submitted from the first day to the last (both included, school time zone). */
export const submittedBetween = (from: string, to: string, zone: string) =>
  and(
    gte(trainingAttempts.submittedAt, zonedDayStart(from, zone)),
    lt(trainingAttempts.submittedAt, zonedDayStart(shiftDay(to, { days: 1 }), zone)),
  );

export async function learningTimeReport(
  db: Db,
  user: SessionUser,
  body: { classId: number; range: TLearningRange },
  _language: TLanguageUse,
  now = new Date(),
): Promise<TLearningTimeReport> {
  const scope = await reportScope(db, user, body.classId);
  const { from, to } = rangeDays(body.range, zonedDay(now, scope.zone));
  const where = and(countedAttempts(body.classId), submittedBetween(from, to, scope.zone));
  const day = submittedDay(scope.zone);
  const [perDay, perKind, perStudent] = await Promise.all([
    secondsByDay(db, where, scope.zone),
    db
      .select({ kind: trainings.kind, seconds: sql<number>`sum(${trainingAttempts.durationSeconds})::int` })
      .from(trainingAttempts)
      .innerJoin(trainings, eq(trainings.id, trainingAttempts.trainingId))
      .where(where)
      .groupBy(trainings.kind)
      .orderBy(sql`sum(${trainingAttempts.durationSeconds}) desc`),
    db
      .select({
        studentId: trainingAttempts.studentId,
        seconds: sql<number>`sum(${trainingAttempts.durationSeconds})::int`,
        attempts: sql<number>`count(*)::int`,
        activeDays: sql<number>`count(distinct ${day})::int`,
      })
      .from(trainingAttempts)
      .where(where)
      .groupBy(trainingAttempts.studentId),
  ]);
  const dayMinutes = new Map(perDay.map((r) => [r.day, minutes(r.seconds)]));
  const byStudent = new Map(perStudent.map((r) => [r.studentId, r]));
  return {
    range: body.range,
    from,
    to,
    days: daysBetween(from, to).map((d) => ({ day: d, minutes: dayMinutes.get(d) ?? 0 })),
    kinds: perKind.map((r) => ({ kind: r.kind, minutes: minutes(r.seconds) })),
    rows: scope.students.map((s) => {
      const mine = byStudent.get(s.studentId);
      return {
        ...s,
        minutes: minutes(mine?.seconds ?? 0),
        attempts: Number(mine?.attempts ?? 0),
        activeDays: Number(mine?.activeDays ?? 0),
      };
    }),
  };
}
