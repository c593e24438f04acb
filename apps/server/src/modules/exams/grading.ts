/**
 * Ending an attempt (submit, auto-submit, force-submit, cheating) and grading it: one claim
 * (`UPDATE … WHERE state = 'inProgress' RETURNING`) so a submit racing the job or the invigilator
 * ends the attempt exactly once, then automatic grading of every saved answer. Answers are never
 * deleted: whatever was saved before the end is what is graded.
 */
import { gradeAnswer, isAnswered, QuestionTypes, type TAttemptState, type TSubjectType } from '@lingua/contracts';
import { and, eq } from 'drizzle-orm';
import { examAnswers, examAttempts, exams } from '../../db/schema';
import type { Db } from '../../platform/database';
import type { ExamAttemptRow } from './exam-access';
import { paperQuestions } from './papers';

const round = (n: number) => Math.round(n * 100) / 100;
export const gradedByTeacher = (t: number) => QuestionTypes[t as TSubjectType]?.grading === 'teacher';

type EndState = Exclude<TAttemptState, 'inProgress' | 'absent'>;

/** Ends a running attempt; answers the attempt after the end, or undefined if it was not running. */
export async function finishAttempt(
  db: Db,
  attemptId: number,
  state: EndState,
  now: Date,
): Promise<ExamAttemptRow | undefined> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(examAttempts)
      .set({ state, submittedAt: now, locked: false })
      .where(and(eq(examAttempts.id, attemptId), eq(examAttempts.state, 'inProgress')))
      .returning();
    if (!claimed) return undefined;
    const [exam] = await tx.select({ paperId: exams.paperId }).from(exams).where(eq(exams.id, claimed.examId));
    if (!exam) return claimed;
    const questions = await paperQuestions(tx, exam.paperId, claimed.variant);
    const saved = await tx.select().from(examAnswers).where(eq(examAnswers.attemptId, attemptId));
    const byQuestion = new Map(saved.map((a) => [a.questionId, a]));
    let auto = 0;
    let pending = false;
    for (const q of questions) {
      const row = byQuestion.get(q.id);
      if (!row) continue;
      const answered = isAnswered(q.subjectType, row.answer);
      const outcome = gradeAnswer(
        { subject_type: q.subjectType, fullMark: q.fullMark, content: q.content },
        row.answer,
      );
      let autoScore: number | null = 0;
      let rightFlag: number | null = 0;
      if (answered && outcome.ok && outcome.grade.mode === 'auto') {
        autoScore = outcome.grade.score;
        rightFlag = outcome.grade.right_flag;
      } else if (answered && outcome.ok) {
        autoScore = null;
        rightFlag = null;
        pending = true;
      }
      auto += autoScore ?? 0;
      await tx
        .update(examAnswers)
        .set({ autoScore, rightFlag })
        .where(and(eq(examAnswers.attemptId, attemptId), eq(examAnswers.questionId, q.id)));
    }
    const [updated] = await tx
      .update(examAttempts)
      .set({ autoScore: round(auto), score: pending ? null : round(auto) })
      .where(eq(examAttempts.id, attemptId))
      .returning();
    return updated;
  });
}

/** The attempt's score after a teacher grade: null while an answered subjective question is ungraded. */
export async function recomputeScore(db: Db, attempt: ExamAttemptRow, paperId: number): Promise<number | null> {
  const questions = await paperQuestions(db, paperId, attempt.variant);
  const saved = await db.select().from(examAnswers).where(eq(examAnswers.attemptId, attempt.id));
  const byQuestion = new Map(saved.map((a) => [a.questionId, a]));
  let total = 0;
  let pending = false;
  for (const q of questions) {
    const row = byQuestion.get(q.id);
    if (!row) continue;
    if (gradedByTeacher(q.subjectType) && isAnswered(q.subjectType, row.answer)) {
      if (row.teacherScore === null) pending = true;
      else total += row.teacherScore;
    } else total += row.autoScore ?? 0;
  }
  const score = pending ? null : round(total);
  await db.update(examAttempts).set({ score }).where(eq(examAttempts.id, attempt.id));
  return score;
}
