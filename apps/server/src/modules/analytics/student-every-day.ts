/**
 * The student's day (/student/teaching/everyDay): today's minutes, attempts and completed
 * activities in the class, the current and longest streak of days with a submitted attempt, and
 * the last seven days' minutes. The streaks are PostgreSQL's gaps and islands over the student's
 * distinct active days (a day minus its row number is constant along a run), so only the runs,
 * never the attempts, reach JavaScript.
 */
import { type TStudentEveryDay, zonedDay, zonedDayStart } from '@lingua/contracts';
import { and, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import { activityProgress, trainingAttempts } from '../../db/schema';
import type { Db } from '../../platform/database';
import type { SessionUser } from '../../platform/request-context';
import { daysBetween, minutes, shiftDay } from './learning-time';
import { myAttempts, myDays, type StudentScope, studentScope } from './student-scope';

type Run = { first: string; last: string; days: number };

/** The student's runs of consecutive active days, oldest first. */
async function activeRuns(db: Db, scope: StudentScope): Promise<Run[]> {
  const result = await db.execute(sql`
    with active as (
      select distinct (${trainingAttempts.submittedAt} at time zone ${scope.zone})::date as d
      from ${trainingAttempts}
      where ${myAttempts(scope)}
    ),
    runs as (select d, d - (row_number() over (order by d))::int as run from active)
    select to_char(min(d), 'YYYY-MM-DD') as first, to_char(max(d), 'YYYY-MM-DD') as last, count(*)::int as days
    from runs group by run order by min(d)
  `);
  return (result as unknown as { rows: Run[] }).rows.map((r) => ({ ...r, days: Number(r.days) }));
}

/** The run that ends today, else yesterday (today may still come); 0 days when neither. */
export function currentRun(runs: Run[], today: string): { days: number; includesToday: boolean } {
  const last = runs.at(-1);
  if (last?.last === today) return { days: last.days, includesToday: true };
  if (last?.last === shiftDay(today, { days: -1 })) return { days: last.days, includesToday: false };
  return { days: 0, includesToday: false };
}

export async function studentEveryDay(
  db: Db,
  user: SessionUser,
  body: { classId: number },
  now = new Date(),
): Promise<TStudentEveryDay> {
  const scope = await studentScope(db, user, body.classId);
  const today = zonedDay(now, scope.zone);
  const weekFrom = shiftDay(today, { days: -6 });
  const [perDay, runs, [finished]] = await Promise.all([
    myDays(db, scope, weekFrom, today),
    activeRuns(db, scope),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(activityProgress)
      .where(
        and(
          eq(activityProgress.classId, scope.classId),
          eq(activityProgress.studentId, scope.studentId),
          eq(activityProgress.finished, 2),
          isNull(activityProgress.markedBy),
          gte(activityProgress.updatedAt, zonedDayStart(today, scope.zone)),
          lt(activityProgress.updatedAt, zonedDayStart(shiftDay(today, { days: 1 }), scope.zone)),
        ),
      ),
  ]);
  const current = currentRun(runs, today);
  return {
    className: scope.className,
    today,
    minutesToday: minutes(perDay.get(today)?.seconds ?? 0),
    attemptsToday: perDay.get(today)?.attempts ?? 0,
    activitiesToday: Number(finished?.count ?? 0),
    currentStreak: current.days,
    streakIncludesToday: current.includesToday,
    longestStreak: runs.reduce((longest, r) => Math.max(longest, r.days), 0),
    activeDays: runs.reduce((sum, r) => sum + r.days, 0),
    week: daysBetween(weekFrom, today).map((day) => ({ day, minutes: minutes(perDay.get(day)?.seconds ?? 0) })),
  };
}
