/**
 * Each student's score in each training of a class, by a score rule (part 1 §9), as a percentage
 * of the full mark: a subquery with one row per student and training. highest and average read
 * the scored attempts (none scored yet: null); first and latest take that attempt, whose score is
 * null while it waits for the teacher. Shared by the achievement report and the course grade.
 */
import type { TScoreRule } from '@lingua/contracts';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { trainingAttempts } from '../../db/schema';
import type { Db } from '../../platform/database';
import { countedAttempts } from './report-scope';

export function trainingScores(db: Db, classId: number, rule: TScoreRule, trainingId?: number | null) {
  const covered = and(
    countedAttempts(classId),
    sql`${trainingAttempts.fullMark} > 0`,
    trainingId ? eq(trainingAttempts.trainingId, trainingId) : undefined,
  );
  const percent = sql<number | null>`${trainingAttempts.score} / ${trainingAttempts.fullMark} * 100`;
  if (rule === 'first' || rule === 'latest') {
    const order =
      rule === 'first'
        ? [asc(trainingAttempts.submittedAt), asc(trainingAttempts.id)]
        : [desc(trainingAttempts.submittedAt), desc(trainingAttempts.id)];
    return db
      .selectDistinctOn([trainingAttempts.studentId, trainingAttempts.trainingId], {
        studentId: trainingAttempts.studentId,
        trainingId: trainingAttempts.trainingId,
        percent: percent.as('percent'),
      })
      .from(trainingAttempts)
      .where(covered)
      .orderBy(trainingAttempts.studentId, trainingAttempts.trainingId, ...order)
      .as('training_scores');
  }
  const pick = rule === 'average' ? sql<number | null>`avg(${percent})` : sql<number | null>`max(${percent})`;
  return db
    .select({
      studentId: trainingAttempts.studentId,
      trainingId: trainingAttempts.trainingId,
      percent: pick.as('percent'),
    })
    .from(trainingAttempts)
    .where(covered)
    .groupBy(trainingAttempts.studentId, trainingAttempts.trainingId)
    .as('training_scores');
}
