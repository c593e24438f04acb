/** An attempt as the other steps read it: its row, summary, questions and full mark, and the student's own attempt. */
import type { TAttemptSummary } from '@lingua/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { trainingAttempts, trainingQuestions } from '../../db/schema';
import type { Db } from '../../platform/database';
import { notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/request-context';

export type AttemptRow = typeof trainingAttempts.$inferSelect;
export type QuestionRow = typeof trainingQuestions.$inferSelect;

export const round = (n: number) => Math.round(n * 100) / 100;

export function attemptSummary(a: AttemptRow): TAttemptSummary {
  return {
    attemptId: a.id,
    status: a.status,
    startedAt: a.startedAt.toISOString(),
    submittedAt: a.submittedAt ? a.submittedAt.toISOString() : null,
    durationSeconds: a.durationSeconds,
    score: a.score,
    fullMark: a.fullMark,
    viewed: a.viewedAt !== null,
  };
}

export async function loadQuestions(db: Db, trainingId: number): Promise<QuestionRow[]> {
  return db
    .select()
    .from(trainingQuestions)
    .where(eq(trainingQuestions.trainingId, trainingId))
    .orderBy(asc(trainingQuestions.sort));
}

export const fullMarkOf = (questions: QuestionRow[]) => round(questions.reduce((sum, q) => sum + q.fullMark, 0));

/** The student's own attempt (404 for anyone else's). */
export async function ownAttempt(db: Db, student: SessionUser, attemptId: number): Promise<AttemptRow> {
  const [row] = await db
    .select()
    .from(trainingAttempts)
    .where(
      and(
        eq(trainingAttempts.id, attemptId),
        eq(trainingAttempts.studentId, student.userId),
        eq(trainingAttempts.schoolId, student.schoolId),
      ),
    );
  if (!row) throw notFound();
  return row;
}
