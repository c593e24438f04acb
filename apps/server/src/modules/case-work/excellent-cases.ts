/**
 * Excellent cases (issue 16, /sjjx/tea_case_analysis_excellent): the class's teacher chooses graded
 * written answers of submitted attempts; the class (its students and staff) reads them, with the
 * teacher's score and comment, and nothing else of anyone's attempt.
 */
import { isAnswered, type TExcellentCases, type TLanguageUse } from '@lingua/contracts';
import { and, asc, eq } from 'drizzle-orm';
import {
  attemptAnswers,
  excellentAnswers,
  trainingAttempts,
  trainingQuestions,
  trainings,
  users,
} from '../../db/schema';
import type { Db } from '../../platform/database';
import { conflict, notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/request-context';
import { getReadableClass } from '../classes/class-policy';
import { getReadableAttempt } from '../trainings/training-policy';
import { isWrittenAnalysis } from './case-answers';

export async function markExcellent(
  db: Db,
  teacher: SessionUser,
  body: { attemptId: number; questionId: number; excellent: boolean },
) {
  // Staff who may change the attempt's class (training-policy.ts); anyone else a 404.
  const attempt = await getReadableAttempt(db, teacher, body.attemptId);
  if (attempt.status !== 'submitted') throw notFound();
  const [question] = await db
    .select()
    .from(trainingQuestions)
    .where(and(eq(trainingQuestions.id, body.questionId), eq(trainingQuestions.trainingId, attempt.trainingId)));
  if (!question) throw notFound();
  const done = { attemptId: attempt.id, questionId: question.id, excellent: body.excellent };
  const where = and(eq(excellentAnswers.attemptId, attempt.id), eq(excellentAnswers.questionId, question.id));
  if (!body.excellent) {
    await db.delete(excellentAnswers).where(where);
    return done;
  }
  if (!isWrittenAnalysis(question)) throw conflict('excellentNotWritten');
  const [answer] = await db
    .select()
    .from(attemptAnswers)
    .where(and(eq(attemptAnswers.attemptId, attempt.id), eq(attemptAnswers.questionId, question.id)));
  if (!answer || !isAnswered(question.subjectType, answer.answer) || answer.teacherScore === null)
    throw conflict('excellentNotGraded');
  await db
    .insert(excellentAnswers)
    .values({
      attemptId: attempt.id,
      questionId: question.id,
      classId: attempt.classId,
      trainingId: attempt.trainingId,
      markedBy: teacher.userId,
    })
    .onConflictDoNothing();
  return done;
}

export async function listExcellentCases(
  db: Db,
  user: SessionUser,
  classId: number,
  language: TLanguageUse,
): Promise<TExcellentCases> {
  // A class the user may read: its students, its teacher, the school's manager.
  const summary = await getReadableClass(db, user, classId);
  const rows = await db
    .select({
      trainingId: trainings.id,
      title: trainings.title,
      attemptId: excellentAnswers.attemptId,
      questionId: excellentAnswers.questionId,
      studentName: users.name,
      stem: trainingQuestions.stem,
      fullMark: trainingQuestions.fullMark,
      answer: attemptAnswers.answer,
      score: attemptAnswers.teacherScore,
      comment: attemptAnswers.teacherComment,
      markedAt: excellentAnswers.markedAt,
    })
    .from(excellentAnswers)
    .innerJoin(trainingAttempts, eq(trainingAttempts.id, excellentAnswers.attemptId))
    .innerJoin(users, eq(users.id, trainingAttempts.studentId))
    .innerJoin(trainings, eq(trainings.id, excellentAnswers.trainingId))
    .innerJoin(trainingQuestions, eq(trainingQuestions.id, excellentAnswers.questionId))
    .innerJoin(
      attemptAnswers,
      and(
        eq(attemptAnswers.attemptId, excellentAnswers.attemptId),
        eq(attemptAnswers.questionId, excellentAnswers.questionId),
      ),
    )
    .where(and(eq(excellentAnswers.classId, classId), eq(trainingAttempts.classId, classId)))
    .orderBy(asc(trainings.id), asc(trainingQuestions.sort), asc(excellentAnswers.markedAt));
  const cases: TExcellentCases['cases'] = [];
  for (const r of rows) {
    let group = cases.find((c) => c.trainingId === r.trainingId);
    if (!group) {
      group = { trainingId: r.trainingId, title: r.title[language], entries: [] };
      cases.push(group);
    }
    const text = r.answer.stu_answer;
    group.entries.push({
      attemptId: r.attemptId,
      questionId: r.questionId,
      studentName: r.studentName,
      stem: r.stem,
      answer: typeof text === 'string' ? text : '',
      score: r.score,
      fullMark: r.fullMark,
      comment: r.comment ?? '',
      markedAt: r.markedAt.toISOString(),
    });
  }
  return { classId, className: summary.className, cases };
}
