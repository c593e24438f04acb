/** Submitting an attempt: every question graded automatically or left for the teacher, the score by the class's rule, the activity finished. */
import { gradeAnswer, isAnswered, QuestionTypes, type TAttemptSummary, type TSubjectType } from '@lingua/contracts';
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
import { assertWorkable } from './class-training-terms';
import { getClassTraining, getOwnAttempt } from './training-policy';

/** Grades every question of an attempt and records the scores; answers the attempt's score or null. */
export async function gradeAttempt(db: Db, attempt: AttemptRow, questions: QuestionRow[]) {
  const saved = await db.select().from(attemptAnswers).where(eq(attemptAnswers.attemptId, attempt.id));
  const byQuestion = new Map(saved.map((a) => [a.questionId, a]));
  let auto = 0;
  let pending = false;
  let teacher = 0;
  for (const q of questions) {
    const row = byQuestion.get(q.id);
    const answer = row?.answer ?? {};
    const answered = isAnswered(q.subjectType, answer);
    const outcome = gradeAnswer({ subject_type: q.subjectType, fullMark: q.fullMark, content: q.content }, answer);
    let autoScore: number | null = null;
    let rightFlag: number | null = null;
    if (!answered) {
      autoScore = 0;
      rightFlag = 0;
    } else if (!outcome.ok) {
      // Content changed under a saved answer: it no longer fits, so it scores nothing.
      autoScore = 0;
      rightFlag = 0;
    } else if (outcome.grade.mode === 'auto') {
      autoScore = outcome.grade.score;
      rightFlag = outcome.grade.right_flag;
    } else if (QuestionTypes[q.subjectType as TSubjectType]?.spoken) {
      // Spoken answers: the machine's score of the recordings, which a teacher's score overrides;
      // free talk, and scripts whose scoring jobs are still running, wait.
      const machine = await spokenPoints(db, attempt.id, q, answer);
      autoScore = machine.points;
      if (row?.teacherScore !== null && row?.teacherScore !== undefined) {
        teacher += row.teacherScore;
        autoScore = null;
      } else if (machine.points === null) pending = true;
      await db
        .update(attemptAnswers)
        .set({ autoScore: machine.points })
        .where(and(eq(attemptAnswers.attemptId, attempt.id), eq(attemptAnswers.questionId, q.id)));
      auto += autoScore ?? 0;
      continue;
    } else if (row?.teacherScore !== null && row?.teacherScore !== undefined) {
      teacher += row.teacherScore;
    } else {
      pending = true;
    }
    auto += autoScore ?? 0;
    await db
      .insert(attemptAnswers)
      .values({ attemptId: attempt.id, questionId: q.id, answer, autoScore, rightFlag })
      .onConflictDoUpdate({
        target: [attemptAnswers.attemptId, attemptAnswers.questionId],
        set: { autoScore, rightFlag },
      });
  }
  return { autoScore: round(auto), score: pending ? null : round(auto + teacher) };
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
