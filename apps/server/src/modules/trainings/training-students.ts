/** Every student of a class with their finished flag, attempts and score for one training. */
import { scoreByRule, type TTrainingStudent } from '@lingua/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { classStudents, trainingAttempts, users } from '../../db/schema';
import type { Db } from '../../platform/database';
import type { SessionUser } from '../../platform/request-context';
import { scoreRulesOf } from './score-rules';
import { getClassTraining } from './training-policy';

/** Every student of the class with their finished flag, attempts and score for one training. */
export async function listTrainingStudents(
  db: Db,
  teacher: SessionUser,
  classId: number,
  trainingId: number,
): Promise<TTrainingStudent[]> {
  await getClassTraining(db, teacher, classId, trainingId);
  const students = await db
    .select({ studentId: users.id, name: users.name, mobile: users.mobile })
    .from(classStudents)
    .innerJoin(users, eq(users.id, classStudents.studentId))
    .where(eq(classStudents.classId, classId))
    .orderBy(asc(users.mobile));
  const attempts = await db
    .select()
    .from(trainingAttempts)
    .where(and(eq(trainingAttempts.classId, classId), eq(trainingAttempts.trainingId, trainingId)));
  const rules = await scoreRulesOf(db, classId);
  return students.map((s) => {
    const mine = attempts.filter((a) => a.studentId === s.studentId);
    const submitted = mine
      .filter((a) => a.status === 'submitted')
      .sort((a, b) => (b.submittedAt?.getTime() ?? 0) - (a.submittedAt?.getTime() ?? 0));
    return {
      ...s,
      finished: submitted.length > 0 ? 2 : mine.length > 0 ? 1 : 0,
      attempts: submitted.length,
      score: scoreByRule(
        submitted.map((a) => ({ score: a.score, submittedAt: a.submittedAt ?? a.startedAt })),
        rules.score,
      ),
      latestAttemptId: submitted[0]?.id ?? null,
      needsGrading: submitted.some((a) => a.score === null),
    };
  });
}
