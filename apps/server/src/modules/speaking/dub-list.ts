/** DubList: the finished dubs of a class for one dubbing training (each student's latest submitted one). */
import { QuestionTypeCodes as C, type TDubEntry } from '@lingua/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { attemptAnswers, trainingAttempts, trainingQuestions, users } from '../../db/schema';
import type { Db } from '../../platform/database';
import type { SessionUser } from '../../platform/request-context';
import { getClassTraining } from '../trainings/training-policy';

export async function listDubs(db: Db, user: SessionUser, classId: number, trainingId: number): Promise<TDubEntry[]> {
  await getClassTraining(db, user, classId, trainingId);
  const rows = await db
    .select({
      attemptId: trainingAttempts.id,
      studentId: trainingAttempts.studentId,
      name: users.name,
      score: trainingAttempts.score,
      submittedAt: trainingAttempts.submittedAt,
      answer: attemptAnswers.answer,
    })
    .from(trainingAttempts)
    .innerJoin(users, eq(users.id, trainingAttempts.studentId))
    .innerJoin(attemptAnswers, eq(attemptAnswers.attemptId, trainingAttempts.id))
    .innerJoin(
      trainingQuestions,
      and(eq(trainingQuestions.id, attemptAnswers.questionId), eq(trainingQuestions.subjectType, C.dub)),
    )
    .where(
      and(
        eq(trainingAttempts.classId, classId),
        eq(trainingAttempts.trainingId, trainingId),
        eq(trainingAttempts.status, 'submitted'),
      ),
    )
    .orderBy(desc(trainingAttempts.submittedAt));
  const seen = new Set<number>();
  const list: TDubEntry[] = [];
  for (const r of rows) {
    if (seen.has(r.studentId) || !r.answer.result) continue;
    seen.add(r.studentId);
    list.push({
      attemptId: r.attemptId,
      studentId: r.studentId,
      name: r.name,
      fileUrl: r.answer.result,
      score: r.score,
      submittedAt: (r.submittedAt ?? new Date(0)).toISOString(),
      me: r.studentId === user.userId,
    });
  }
  return list;
}
