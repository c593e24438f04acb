/**
 * Achievement (score distribution): each student's training score is their highest scored attempt
 * as a percentage of its full mark (part 1 §9), and their score here the average over the trainings
 * the report covers. One grouped query; the bands are counted over its per-student rows.
 */
import { ScoreBands, type TAchievementReport, type TLanguageUse } from '@lingua/contracts';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { trainingAttempts } from '../../db/schema';
import type { Db } from '../../platform/database';
import type { SessionUser } from '../../platform/request-context';
import { countedAttempts, oneDecimal, reportScope, reportTrainings } from './report-scope';

/** The band of a percentage: <60, 60-69, 70-79, 80-89, ≥90. */
export function scoreBand(percent: number): number {
  if (percent < 60) return 0;
  if (percent >= 90) return ScoreBands.length - 1;
  return Math.floor(percent / 10) - 5;
}

export async function achievementReport(
  db: Db,
  user: SessionUser,
  body: { classId: number; trainingId?: number | null },
  language: TLanguageUse,
): Promise<TAchievementReport> {
  const scope = await reportScope(db, user, body.classId);
  const best = db
    .select({
      studentId: trainingAttempts.studentId,
      trainingId: trainingAttempts.trainingId,
      percent: sql<number>`max(${trainingAttempts.score} / ${trainingAttempts.fullMark} * 100)`.as('percent'),
    })
    .from(trainingAttempts)
    .where(
      and(
        countedAttempts(body.classId),
        isNotNull(trainingAttempts.score),
        sql`${trainingAttempts.fullMark} > 0`,
        body.trainingId ? eq(trainingAttempts.trainingId, body.trainingId) : undefined,
      ),
    )
    .groupBy(trainingAttempts.studentId, trainingAttempts.trainingId)
    .as('best');
  const perStudent = await db
    .select({
      studentId: best.studentId,
      done: sql<number>`count(*)::int`,
      score: sql<number>`avg(${best.percent})::float8`,
    })
    .from(best)
    .groupBy(best.studentId);
  const byStudent = new Map(perStudent.map((r) => [r.studentId, r]));
  const rows = scope.students.map((s) => {
    const mine = byStudent.get(s.studentId);
    return { ...s, trainingsDone: Number(mine?.done ?? 0), score: oneDecimal(mine?.score) };
  });
  const scores = rows.flatMap((r) => (r.score === null ? [] : [r.score]));
  const bands = ScoreBands.map(() => 0);
  for (const s of scores) bands[scoreBand(s)] = (bands[scoreBand(s)] ?? 0) + 1;
  return {
    className: scope.className,
    trainings: await reportTrainings(db, body.classId, language),
    students: scope.students.length,
    scored: scores.length,
    average: scores.length ? oneDecimal(scores.reduce((a, b) => a + b, 0) / scores.length) : null,
    highest: scores.length ? Math.max(...scores) : null,
    lowest: scores.length ? Math.min(...scores) : null,
    bands,
    rows,
  };
}
