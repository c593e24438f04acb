/** The comprehensive cases (kind multiple) a teacher may give a class: the platform's and the school's own. */
import type { TComprehensiveCase, TLanguageUse } from '@lingua/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { trainingQuestions, trainings } from '../../db/schema';
import type { Db } from '../../platform/database';
import type { SessionUser } from '../../platform/request-context';
import { getChangeableClass } from '../classes/class-policy';
import { selectClassTrainings } from '../trainings/class-training-terms';
import { trainingPolicy } from '../trainings/training-policy';

export async function listComprehensiveCases(
  db: Db,
  user: SessionUser,
  classId: number,
  language: TLanguageUse,
): Promise<TComprehensiveCase[]> {
  await getChangeableClass(db, user, classId);
  const cases = await db
    .select()
    .from(trainings)
    .where(and(eq(trainings.kind, 'multiple'), trainingPolicy.read(user)))
    .orderBy(asc(trainings.id));
  if (cases.length === 0) return [];
  const questions = await db
    .select({ trainingId: trainingQuestions.trainingId, fullMark: trainingQuestions.fullMark })
    .from(trainingQuestions)
    .where(
      inArray(
        trainingQuestions.trainingId,
        cases.map((c) => c.id),
      ),
    );
  const inClass = new Set(
    (await selectClassTrainings(db, classId, eq(trainings.kind, 'multiple'))).map((t) => t.training.id),
  );
  return cases.map((c) => {
    const mine = questions.filter((q) => q.trainingId === c.id);
    return {
      trainingId: c.id,
      title: c.title[language],
      intro: c.intro[language],
      links: c.links.map((l) => l.title[language]),
      tasks: mine.length,
      fullMark: Math.round(mine.reduce((n, q) => n + q.fullMark, 0) * 100) / 100,
      inClass: inClass.has(c.id),
    };
  });
}
