/** Submitting an attempt: every question graded automatically or left for the teacher, the score by the class's rule, the activity finished. */
import {
  gradeAnswer,
  isAnswered,
  QuestionTypes,
  type TAttemptSummary,
  type TQuestionAnswer,
  type TSubjectType,
} from '@lingua/contracts';
import { and, eq } from 'drizzle-orm';
import { attemptAnswers, trainingAttempts } from '../../db/schema';
import type { Db } from '../../platform/database';
import { conflict, notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/request-context';
import { assertMayWorkOn } from '../courses/class-lesson';
import { spokenPoints } from '../spoken-answers/points';
import { linkedActivityIds } from './activity-links';
import { setActivityFinished } from './activity-progress';
import { type AttemptRow, attemptSummary, fullMarkOf, loadQuestions, type QuestionRow, round } from './attempt-reads';
import { assertCaseComplete } from './case-links';
import { assertWorkable } from './class-training-terms';
import { getClassTraining, getOwnAttempt } from './training-policy';

/** One answer's grade as submission records it: what it scores and whether it still waits for the teacher. */
export type SavedAnswerGrade = {
  /** What attempt_answers keeps as the automatic score and right flag (null: the teacher grades it). */
  autoScore: number | null;
  rightFlag: number | null;
  /** The teacher's score where it counts towards the attempt, else null. */
  teacherScore: number | null;
  /** A teacher-graded answer not graded yet: the attempt has no score until it is. */
  pending: boolean;
};

/**
 * How submission grades a saved answer, for every answer but a recording the machine scores (those
 * read their scoring jobs in gradeAttempt). Pure, so the demo's history is graded by the same rule.
 */
export function gradeSavedAnswer(
  q: Pick<QuestionRow, 'subjectType' | 'fullMark' | 'content'>,
  answer: TQuestionAnswer,
  teacherScore: number | null,
): SavedAnswerGrade {
  const none = { autoScore: 0, rightFlag: 0, teacherScore: null, pending: false };
  if (!isAnswered(q.subjectType, answer)) return none;
  const outcome = gradeAnswer({ subject_type: q.subjectType, fullMark: q.fullMark, content: q.content }, answer);
  // Content changed under a saved answer: it no longer fits, so it scores nothing.
  if (!outcome.ok) return none;
  if (outcome.grade.mode === 'auto')
    return { autoScore: outcome.grade.score, rightFlag: outcome.grade.right_flag, teacherScore: null, pending: false };
  if (teacherScore !== null) return { autoScore: null, rightFlag: null, teacherScore, pending: false };
  return { autoScore: null, rightFlag: null, teacherScore: null, pending: true };
}

/** The attempt's automatic score and its score (null while any answer waits for the teacher). */
export function attemptTotals(grades: SavedAnswerGrade[]): { autoScore: number; score: number | null } {
  const auto = grades.reduce((sum, g) => sum + (g.autoScore ?? 0), 0);
  const teacher = grades.reduce((sum, g) => sum + (g.teacherScore ?? 0), 0);
  return { autoScore: round(auto), score: grades.some((g) => g.pending) ? null : round(auto + teacher) };
}

/** A recording the machine scores: graded from its scoring jobs, not by gradeSavedAnswer. */
function isScoredRecording(q: QuestionRow, answer: TQuestionAnswer): boolean {
  if (!QuestionTypes[q.subjectType as TSubjectType]?.spoken || !isAnswered(q.subjectType, answer)) return false;
  const outcome = gradeAnswer({ subject_type: q.subjectType, fullMark: q.fullMark, content: q.content }, answer);
  return outcome.ok && outcome.grade.mode === 'teacher';
}

/** Grades every question of an attempt and records the scores; answers the attempt's score or null. */
export async function gradeAttempt(db: Db, attempt: AttemptRow, questions: QuestionRow[]) {
  const saved = await db.select().from(attemptAnswers).where(eq(attemptAnswers.attemptId, attempt.id));
  const byQuestion = new Map(saved.map((a) => [a.questionId, a]));
  const grades: SavedAnswerGrade[] = [];
  for (const q of questions) {
    const row = byQuestion.get(q.id);
    const answer = row?.answer ?? {};
    const teacherScore = row?.teacherScore ?? null;
    if (isScoredRecording(q, answer)) {
      // Spoken answers: the machine's score of the recordings, which a teacher's score overrides;
      // free talk, and scripts whose scoring jobs are still running, wait.
      const machine = await spokenPoints(db, attempt.id, q, answer);
      await db
        .update(attemptAnswers)
        .set({ autoScore: machine.points })
        .where(and(eq(attemptAnswers.attemptId, attempt.id), eq(attemptAnswers.questionId, q.id)));
      grades.push(
        teacherScore !== null
          ? { autoScore: null, rightFlag: null, teacherScore, pending: false }
          : { autoScore: machine.points, rightFlag: null, teacherScore: null, pending: machine.points === null },
      );
      continue;
    }
    const grade = gradeSavedAnswer(q, answer, teacherScore);
    grades.push(grade);
    await db
      .insert(attemptAnswers)
      .values({
        attemptId: attempt.id,
        questionId: q.id,
        answer,
        autoScore: grade.autoScore,
        rightFlag: grade.rightFlag,
      })
      .onConflictDoUpdate({
        target: [attemptAnswers.attemptId, attemptAnswers.questionId],
        set: { autoScore: grade.autoScore, rightFlag: grade.rightFlag },
      });
  }
  return attemptTotals(grades);
}

/** Questions that require an attachment must have one before submission (part 1 §5). */
async function assertAttachments(db: Db, attemptId: number, questions: QuestionRow[]) {
  const needing = questions.filter((q) => (q.content as { attachment?: string }).attachment === 'required');
  if (needing.length === 0) return;
  const saved = await db.select().from(attemptAnswers).where(eq(attemptAnswers.attemptId, attemptId));
  const missing = needing.filter(
    (q) => (saved.find((a) => a.questionId === q.id)?.answer.attachments?.length ?? 0) === 0,
  );
  if (missing.length > 0)
    throw conflict('questionAttachmentRequired', { list: missing.map((q) => q.sort + 1).join(', ') });
}

export async function submitAttempt(db: Db, student: SessionUser, attemptId: number): Promise<TAttemptSummary> {
  const existing = await getOwnAttempt(db, student, attemptId);
  // Submission is idempotent: a second submit (a retry, a second tab) answers the same result.
  if (existing.status === 'submitted') return attemptSummary(existing);
  const terms = await getClassTraining(db, student, existing.classId, existing.trainingId);
  assertWorkable(terms);
  await assertMayWorkOn(
    db,
    student,
    existing.classId,
    await linkedActivityIds(db, existing.classId, existing.trainingId),
  );
  const questions = await loadQuestions(db, existing.trainingId);
  await assertAttachments(db, existing.id, questions);
  await assertCaseComplete(db, existing.id, questions);
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(trainingAttempts).where(eq(trainingAttempts.id, attemptId)).for('update');
    if (!locked) throw notFound();
    if (locked.status === 'submitted') return attemptSummary(locked);
    const { autoScore, score } = await gradeAttempt(tx, locked, questions);
    const now = new Date();
    const [updated] = await tx
      .update(trainingAttempts)
      .set({
        status: 'submitted',
        submittedAt: now,
        durationSeconds: Math.max(0, Math.round((now.getTime() - locked.startedAt.getTime()) / 1000)),
        autoScore,
        score,
        fullMark: fullMarkOf(questions),
        updatedAt: now,
      })
      .where(eq(trainingAttempts.id, attemptId))
      .returning();
    if (!updated) throw notFound();
    await setActivityFinished(tx, locked.classId, locked.studentId, locked.trainingId, 2);
    return attemptSummary(updated);
  });
}

export function gradedByTeacher(subjectType: number): boolean {
  return QuestionTypes[subjectType as TSubjectType]?.grading === 'teacher';
}
