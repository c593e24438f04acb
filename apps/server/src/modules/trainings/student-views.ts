/** What a student reads of their trainings: the class's list with flags and scores, and one training's history. */
import { scoreByRule, type TLanguageUse, type TStudentTraining, type TTrainingHistory } from '@lingua/contracts';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { trainingAttempts, trainingQuestions } from '../../db/schema';
import type { Db } from '../../platform/database';
import type { SessionUser } from '../../platform/request-context';
import { getReadableClass } from '../classes/class-policy';
import { workLocks } from '../courses/class-lesson';
import { linkedActivityIdsByTraining } from './activity-links';
import { attemptSummary, fullMarkOf, loadQuestions, round } from './attempt-reads';
import { listClassTrainings } from './class-training-terms';
import { scoreRulesOf } from './score-rules';
import { getClassTraining, trainingPolicy } from './training-policy';

export async function getHistory(
  db: Db,
  student: SessionUser,
  classId: number,
  trainingId: number,
  language: TLanguageUse,
): Promise<TTrainingHistory> {
  const terms = await getClassTraining(db, student, classId, trainingId);
  const rows = await db
    .select()
    .from(trainingAttempts)
    .where(
      and(
        eq(trainingAttempts.classId, classId),
        eq(trainingAttempts.studentId, student.userId),
        eq(trainingAttempts.trainingId, trainingId),
        eq(trainingAttempts.status, 'submitted'),
      ),
    )
    .orderBy(desc(trainingAttempts.submittedAt));
  const rules = await scoreRulesOf(db, classId);
  const scored = rows.map((r) => ({ score: r.score, submittedAt: r.submittedAt ?? r.startedAt }));
  const questions = await loadQuestions(db, trainingId);
  return {
    trainingId,
    kind: terms.training.kind,
    title: terms.training.title[language],
    fullMark: fullMarkOf(questions),
    score: scoreByRule(scored, rules.score),
    displayScore: scoreByRule(scored, rules.display),
    attempts: rows.map(attemptSummary),
  };
}

/** Every training of the class as the student's list shows it. */
export async function listStudentTrainings(
  db: Db,
  student: SessionUser,
  classId: number,
  language: TLanguageUse,
): Promise<TStudentTraining[]> {
  await getReadableClass(db, student, classId);
  const list = (await listClassTrainings(db, classId)).filter(
    (t) => t.isOpen && trainingPolicy.mayRead(student, t.training),
  );
  if (list.length === 0) return [];
  const ids = list.map((t) => t.training.id);
  const attempts = await db
    .select()
    .from(trainingAttempts)
    .where(
      and(
        eq(trainingAttempts.classId, classId),
        eq(trainingAttempts.studentId, student.userId),
        inArray(trainingAttempts.trainingId, ids),
      ),
    );
  const questions = await db
    .select({ trainingId: trainingQuestions.trainingId, fullMark: trainingQuestions.fullMark })
    .from(trainingQuestions)
    .where(inArray(trainingQuestions.trainingId, ids));
  const rules = await scoreRulesOf(db, classId);
  const links = await linkedActivityIdsByTraining(db, classId, ids);
  const locks = await workLocks(
    db,
    student,
    classId,
    ids.map((id) => links.get(id) ?? []),
  );
  const rows = list.map(({ training, deadline }, index): TStudentTraining => {
    const mine = attempts.filter((a) => a.trainingId === training.id);
    const submitted = mine.filter((a) => a.status === 'submitted');
    const qs = questions.filter((q) => q.trainingId === training.id);
    return {
      trainingId: training.id,
      kind: training.kind,
      title: training.title[language],
      questionCount: qs.length,
      fullMark: round(qs.reduce((s, q) => s + q.fullMark, 0)),
      deadline: deadline ? deadline.toISOString() : null,
      finished: submitted.length > 0 ? 2 : mine.length > 0 ? 1 : 0,
      score: scoreByRule(
        submitted.map((a) => ({ score: a.score, submittedAt: a.submittedAt ?? a.startedAt })),
        rules.display,
      ),
      attempts: submitted.length,
      lockReason: locks[index] ?? null,
    };
  });
  // What the teacher gave the class beyond its course (an import, an assignment) first: the course's
  // own trainings follow in course order, most of them behind the step order anyway.
  const inCourse = (id: number) => ((links.get(id)?.length ?? 0) > 0 ? 1 : 0);
  return rows.sort((a, b) => inCourse(a.trainingId) - inCourse(b.trainingId));
}
