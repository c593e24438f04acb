/** An attempt as the other steps read it: its row, summary, questions and full mark (who may: training-policy.ts). */
import { studentContent, type TAttemptSummary, type TSheetQuestion } from '@lingua/contracts';
import { asc, eq } from 'drizzle-orm';
import { type trainingAttempts, trainingQuestions } from '../../db/schema';
import type { Db } from '../../platform/database';

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

/** A question as a student sees it (the answer sheet and the previews): its right answers left out. */
export const sheetQuestionOf = (q: QuestionRow): TSheetQuestion => ({
  questionId: q.id,
  sort: q.sort,
  subject_type: q.subjectType,
  stem: q.stem,
  fullMark: q.fullMark,
  content: studentContent({ subject_type: q.subjectType, content: q.content }),
  ...(q.link === null ? {} : { link: q.link }),
});
