/** Grading the subjective answers (Q&A, writing, translation, spoken) a training leaves to the teacher. */
import { checkTeacherGrade } from '@lingua/contracts';
import { eq } from 'drizzle-orm';
import { attemptAnswers, trainingAttempts } from '../../db/schema';
import type { Db } from '../../platform/database';
import { AppError, conflict, notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/request-context';
import { loadQuestions } from './attempt-reads';
import { gradeAttempt, gradedByTeacher } from './attempt-submit';
import { getReadableAttempt } from './training-policy';

/** A teacher grades one subjective answer; the attempt's score is set once nothing is left to grade. */
export async function gradeSubjectiveAnswer(
  db: Db,
  teacher: SessionUser,
  body: { attemptId: number; questionId: number; score: number; comment: string },
) {
  const attempt = await getReadableAttempt(db, teacher, body.attemptId);
  if (attempt.status !== 'submitted') throw notFound();
  const questions = await loadQuestions(db, attempt.trainingId);
  const question = questions.find((q) => q.id === body.questionId);
  if (!question) throw notFound();
  if (!gradedByTeacher(question.subjectType)) throw conflict('gradeNotNeeded');
  const problem = checkTeacherGrade(question.fullMark, body.score, body.comment);
  if (problem === 'scoreOverFullMark')
    throw new AppError(400, 'scoreOverFullMark', { fullMark: question.fullMark }, 'score');
  if (problem === 'scoreInvalid') throw new AppError(400, 'fieldInvalid', {}, 'score');
  if (problem === 'commentEmpty') throw new AppError(400, 'fieldRequired', {}, 'comment');
  return db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .insert(attemptAnswers)
      .values({
        attemptId: attempt.id,
        questionId: question.id,
        answer: {},
        teacherScore: body.score,
        teacherComment: body.comment,
        gradedBy: teacher.userId,
        gradedAt: now,
      })
      .onConflictDoUpdate({
        target: [attemptAnswers.attemptId, attemptAnswers.questionId],
        set: { teacherScore: body.score, teacherComment: body.comment, gradedBy: teacher.userId, gradedAt: now },
      });
    // The same rule as submission: a teacher's score overrides the machine's on spoken answers.
    const graded = await gradeAttempt(tx, attempt, questions);
    const score = graded.score;
    await tx
      .update(trainingAttempts)
      .set({ score, autoScore: graded.autoScore, viewedAt: attempt.viewedAt ?? now, updatedAt: now })
      .where(eq(trainingAttempts.id, attempt.id));
    return { attemptId: attempt.id, questionId: question.id, score: body.score, attemptScore: score };
  });
}
