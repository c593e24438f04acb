/** Recall (part 1 §4): whether a submitted attempt may go back to draft, and doing it. */
import { type TAttemptSummary, TrainingKindDescriptors } from '@lingua/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { attemptAnswers, trainingAttempts } from '../../db/schema';
import type { Db } from '../../platform/database';
import { conflict } from '../../platform/errors';
import type { SessionUser } from '../../platform/request-context';
import { setActivityFinished } from './activity-progress';
import { draftOf } from './answer-sheet';
import { type AttemptRow, attemptSummary } from './attempt-reads';
import { assertWorkable } from './class-training-terms';
import { getClassTraining, getOwnAttempt } from './training-policy';

export function canRecall(attempt: AttemptRow, kind: keyof typeof TrainingKindDescriptors, deadline: Date | null) {
  return (
    TrainingKindDescriptors[kind].recallable &&
    attempt.status === 'submitted' &&
    attempt.viewedAt === null &&
    (deadline === null || deadline.getTime() >= Date.now())
  );
}

/**
 * Recall (part 1 §4): a submitted answer goes back to draft, except for practice kinds and once the
 * teacher has viewed it.
 */
export async function recallAttempt(db: Db, student: SessionUser, attemptId: number): Promise<TAttemptSummary> {
  const attempt = await getOwnAttempt(db, student, attemptId);
  if (attempt.status !== 'submitted') throw conflict('attemptSubmitted');
  const terms = await getClassTraining(db, student, attempt.classId, attempt.trainingId);
  if (!TrainingKindDescriptors[terms.training.kind].recallable) throw conflict('recallNotAllowed');
  if (attempt.viewedAt) throw conflict('recallViewed');
  assertWorkable(terms);
  if (await draftOf(db, attempt.classId, student.userId, attempt.trainingId)) throw conflict('recallDraftExists');
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(trainingAttempts)
      .set({ status: 'draft', submittedAt: null, score: null, autoScore: null, updatedAt: new Date() })
      .where(
        and(
          eq(trainingAttempts.id, attemptId),
          eq(trainingAttempts.status, 'submitted'),
          sql`${trainingAttempts.viewedAt} is null`,
        ),
      )
      .returning();
    if (!updated) throw conflict('recallViewed');
    await tx
      .update(attemptAnswers)
      .set({ autoScore: null, rightFlag: null })
      .where(eq(attemptAnswers.attemptId, attemptId));
    const [other] = await tx
      .select({ id: trainingAttempts.id })
      .from(trainingAttempts)
      .where(
        and(
          eq(trainingAttempts.classId, attempt.classId),
          eq(trainingAttempts.studentId, student.userId),
          eq(trainingAttempts.trainingId, attempt.trainingId),
          eq(trainingAttempts.status, 'submitted'),
        ),
      )
      .limit(1);
    if (!other) await setActivityFinished(tx, attempt.classId, student.userId, attempt.trainingId, 1);
    return attemptSummary(updated);
  });
}
