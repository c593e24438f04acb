/**
 * The teacher's case analyses of a class (analysisCaseList): every student with the written
 * answers of their latest submitted attempt (or the draft under way), its grades and excellent marks.
 */
import { QuestionTypes, type TCaseAnswers, type TLanguageUse, type TSubjectType } from '@lingua/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { attemptAnswers, classStudents, excellentAnswers, trainingAttempts, users } from '../../db/schema';
import type { Db } from '../../platform/database';
import type { SessionUser } from '../../platform/request-context';
import { loadQuestions, type QuestionRow } from '../trainings/attempt-reads';
import { getClassTraining } from '../trainings/training-policy';

/** A question whose answer is written text the teacher grades (Q&A, writing, translation): what a case analysis is. */
export function isWrittenAnalysis(q: Pick<QuestionRow, 'subjectType'>): boolean {
  const type = QuestionTypes[q.subjectType as TSubjectType];
  return type?.grading === 'teacher' && type.spoken !== true;
}

export async function listCaseAnswers(
  db: Db,
  teacher: SessionUser,
  classId: number,
  trainingId: number,
  language: TLanguageUse,
): Promise<TCaseAnswers> {
  // The class's staff only: a student reading another's answers is refused by the call's access.
  const terms = await getClassTraining(db, teacher, classId, trainingId);
  const questions = await loadQuestions(db, trainingId);
  const written = questions.filter(isWrittenAnalysis);
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
  // Each student's latest submitted attempt, else the draft under way.
  const chosen = new Map<number, (typeof attempts)[number]>();
  for (const a of attempts) {
    const had = chosen.get(a.studentId);
    const better =
      !had ||
      (a.status === 'submitted' && had.status === 'draft') ||
      (a.status === had.status && (a.submittedAt?.getTime() ?? 0) > (had.submittedAt?.getTime() ?? 0));
    if (better) chosen.set(a.studentId, a);
  }
  const ids = [...chosen.values()].map((a) => a.id);
  const answers =
    ids.length === 0 ? [] : await db.select().from(attemptAnswers).where(inArray(attemptAnswers.attemptId, ids));
  const marks =
    ids.length === 0
      ? []
      : await db
          .select({ attemptId: excellentAnswers.attemptId, questionId: excellentAnswers.questionId })
          .from(excellentAnswers)
          .where(inArray(excellentAnswers.attemptId, ids));
  const key = (attemptId: number, questionId: number) => `${attemptId}:${questionId}`;
  const byKey = new Map(answers.map((a) => [key(a.attemptId, a.questionId), a]));
  const marked = new Set(marks.map((m) => key(m.attemptId, m.questionId)));
  return {
    trainingId,
    title: terms.training.title[language],
    kind: terms.training.kind,
    rows: students.map((s) => {
      const attempt = chosen.get(s.studentId);
      const submitted = attempt?.status === 'submitted';
      return {
        ...s,
        attemptId: attempt?.id ?? null,
        status: attempt?.status ?? 'none',
        submittedAt: attempt?.submittedAt ? attempt.submittedAt.toISOString() : null,
        score: submitted ? (attempt?.score ?? null) : null,
        fullMark: attempt?.fullMark ?? questions.reduce((n, q) => n + q.fullMark, 0),
        needsGrading: submitted && attempt?.score === null,
        // A draft's answers are the student's own until submitted: the teacher reads submitted ones.
        answers:
          attempt && submitted
            ? written.map((q) => {
                const row = byKey.get(key(attempt.id, q.id));
                const text = row?.answer.stu_answer;
                return {
                  questionId: q.id,
                  number: questions.indexOf(q) + 1,
                  stem: q.stem,
                  answer: typeof text === 'string' ? text : '',
                  fullMark: q.fullMark,
                  score: row?.teacherScore ?? null,
                  comment: row?.teacherComment ?? '',
                  excellent: marked.has(key(attempt.id, q.id)),
                };
              })
            : [],
      };
    }),
  };
}
