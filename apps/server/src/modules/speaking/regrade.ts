/**
 * When a scoring job ends after the attempt was submitted, the attempt's score is computed again,
 * in the transaction that records the job's end and under the attempt's row lock, so a page that
 * sees the job done also sees the score, and it cannot race the submission or a teacher's grade.
 */
import { eq } from 'drizzle-orm';
import { trainingAttempts } from '../../db/schema';
import type { Db } from '../../platform/database';
import { loadQuestions } from '../trainings/attempt-reads';
import { gradeAttempt } from '../trainings/attempt-submit';

export async function regradeSubmitted(tx: Db, attemptId: number): Promise<void> {
  const [locked] = await tx.select().from(trainingAttempts).where(eq(trainingAttempts.id, attemptId)).for('update');
  if (locked?.status !== 'submitted') return;
  const questions = await loadQuestions(tx, locked.trainingId);
  const { autoScore, score } = await gradeAttempt(tx, locked, questions);
  await tx
    .update(trainingAttempts)
    .set({ autoScore, score, updatedAt: new Date() })
    .where(eq(trainingAttempts.id, attemptId));
}
