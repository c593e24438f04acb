/**
 * The report of an attempt (student's own, or any of a teacher's class, which marks it viewed),
 * and the teacher side: a class's trainings and their terms, each student's progress, grading
 * subjective answers.
 */
import {
  checkTeacherGrade,
  gradeAnswer,
  isAnswered,
  QuestionTypes,
  scoreByRule,
  type TAttemptReport,
  type TClassTraining,
  type TLanguageUse,
  type TSubjectType,
  type TTrainingStudent,
  UserType,
} from '@lingua/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  attemptAnswers,
  classes,
  classStudents,
  classTrainings,
  trainingAttempts,
  trainingQuestions,
  trainings,
  users,
} from '../../db/schema';
import type { Db } from '../../platform/database';
import { AppError, conflict, notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/request-context';
import { getVisibleClassSummary, visibleTo } from '../classes/class-queries';
import { latestRecordings } from '../spoken-answers/points';
import { presentRecording } from '../spoken-answers/present';
import { getClassTraining, listClassTrainings } from './access';
import { type AttemptRow, attemptSummary, gradeAttempt, gradedByTeacher, loadQuestions } from './attempts';
import { canRecall } from './recall';
import { scoreRulesOf } from './score-rules';

const round = (n: number) => Math.round(n * 100) / 100;

/** An attempt the user may read: a student's own, or any in a class the staff member sees. */
async function readableAttempt(db: Db, user: SessionUser, attemptId: number): Promise<AttemptRow> {
  const isStudent = user.userType === UserType.student;
  const [row] = await db
    .select({ attempt: trainingAttempts })
    .from(trainingAttempts)
    .innerJoin(classes, eq(classes.id, trainingAttempts.classId))
    .where(
      and(
        eq(trainingAttempts.id, attemptId),
        eq(trainingAttempts.schoolId, user.schoolId),
        isStudent ? eq(trainingAttempts.studentId, user.userId) : visibleTo(user),
      ),
    );
  if (!row) throw notFound();
  return row.attempt;
}

export async function getAttemptReport(
  db: Db,
  user: SessionUser,
  attemptId: number,
  language: TLanguageUse,
): Promise<TAttemptReport> {
  let attempt = await readableAttempt(db, user, attemptId);
  const isStudent = user.userType === UserType.student;
  if (attempt.status !== 'submitted') throw notFound();
  if (!isStudent && attempt.viewedAt === null) {
    const [viewed] = await db
      .update(trainingAttempts)
      .set({ viewedAt: new Date() })
      .where(and(eq(trainingAttempts.id, attempt.id), sql`${trainingAttempts.viewedAt} is null`))
      .returning();
    if (viewed) attempt = viewed;
  }
  const terms = await getClassTraining(db, isStudent ? user : user, attempt.classId, attempt.trainingId);
  const questions = await loadQuestions(db, attempt.trainingId);
  const answers = await db.select().from(attemptAnswers).where(eq(attemptAnswers.attemptId, attempt.id));
  const byQuestion = new Map(answers.map((a) => [a.questionId, a]));
  const [student] = await db.select({ name: users.name }).from(users).where(eq(users.id, attempt.studentId));
  const recordings = await latestRecordings(db, attempt.id);
  return {
    trainingId: attempt.trainingId,
    classId: attempt.classId,
    kind: terms.training.kind,
    title: terms.training.title[language],
    studentName: student?.name ?? '',
    attempt: attemptSummary(attempt),
    canRecall: isStudent && canRecall(attempt, terms.training.kind, terms.deadline),
    questions: questions.map((q) => {
      const row = byQuestion.get(q.id);
      const answer = row?.answer ?? {};
      const outcome = gradeAnswer({ subject_type: q.subjectType, fullMark: q.fullMark, content: q.content }, answer);
      const teacherGraded = gradedByTeacher(q.subjectType) && isAnswered(q.subjectType, answer);
      const spoken = QuestionTypes[q.subjectType as TSubjectType]?.spoken === true;
      const speech = recordings.filter((r) => r.questionId === q.id).sort((a, b) => a.line - b.line);
      return {
        questionId: q.id,
        sort: q.sort,
        subject_type: q.subjectType,
        stem: q.stem,
        fullMark: q.fullMark,
        content: q.content,
        stu_answer: answer.stu_answer,
        user_oral_url: answer.user_oral_url,
        resource_subject_content_list: answer.resource_subject_content_list,
        result: answer.result,
        attachments: answer.attachments,
        right_flag: teacherGraded ? null : (row?.rightFlag ?? 0),
        right_answer: outcome.ok ? outcome.grade.right_answer : '',
        subject_answer_anaylse: q.analysis[language],
        score: spoken
          ? (row?.teacherScore ?? row?.autoScore ?? (isAnswered(q.subjectType, answer) ? null : 0))
          : teacherGraded
            ? (row?.teacherScore ?? null)
            : (row?.autoScore ?? 0),
        comment: row?.teacherComment ?? '',
        ...(spoken ? { speech: speech.map((r) => presentRecording(r)) } : {}),
      };
    }),
  };
}

export async function listTeacherClassTrainings(
  db: Db,
  teacher: SessionUser,
  classId: number,
  language: TLanguageUse,
): Promise<TClassTraining[]> {
  const summary = await getVisibleClassSummary(db, teacher, classId);
  const inClass = await listClassTrainings(db, classId);
  // The school's own trainings (imported banks) not given to the class yet: listed closed, so
  // opening one assigns it.
  const own = await db
    .select()
    .from(trainings)
    .where(eq(trainings.schoolId, teacher.schoolId))
    .orderBy(asc(trainings.id));
  const list = [
    ...inClass,
    ...own
      .filter((t) => !inClass.some((c) => c.training.id === t.id))
      .map((training) => ({ training, isOpen: false, deadline: null, inCourse: false })),
  ];
  if (list.length === 0) return [];
  const ids = list.map((t) => t.training.id);
  const finished = await db
    .select({
      trainingId: trainingAttempts.trainingId,
      students: sql<number>`count(distinct ${trainingAttempts.studentId})`.mapWith(Number),
    })
    .from(trainingAttempts)
    .where(
      and(
        eq(trainingAttempts.classId, classId),
        eq(trainingAttempts.status, 'submitted'),
        inArray(trainingAttempts.trainingId, ids),
      ),
    )
    .groupBy(trainingAttempts.trainingId);
  const marks = await db
    .select({
      trainingId: trainingQuestions.trainingId,
      fullMark: sql<number>`sum(${trainingQuestions.fullMark})`.mapWith(Number),
    })
    .from(trainingQuestions)
    .where(inArray(trainingQuestions.trainingId, ids))
    .groupBy(trainingQuestions.trainingId);
  return list
    .filter((t) => t.training.schoolId === null || t.training.schoolId === teacher.schoolId)
    .map((t) => ({
      trainingId: t.training.id,
      kind: t.training.kind,
      title: t.training.title[language],
      fullMark: round(marks.find((m) => m.trainingId === t.training.id)?.fullMark ?? 0),
      isOpen: t.isOpen,
      deadline: t.deadline ? t.deadline.toISOString() : null,
      inCourse: t.inCourse,
      studentCount: summary.studentNumber,
      finishedCount: finished.find((f) => f.trainingId === t.training.id)?.students ?? 0,
    }));
}

/** Opens or closes a training for a class and sets its deadline (assigning it if it is not in the course). */
export async function setClassTraining(
  db: Db,
  teacher: SessionUser,
  body: { classId: number; trainingId: number; isOpen: boolean; deadline: string | null },
) {
  await getVisibleClassSummary(db, teacher, body.classId);
  // A training from outside the course must exist and be the platform's or the school's.
  const [exists] = await db
    .select({ id: trainings.id })
    .from(trainings)
    .where(
      and(
        eq(trainings.id, body.trainingId),
        sql`(${trainings.schoolId} is null or ${trainings.schoolId} = ${teacher.schoolId})`,
      ),
    );
  if (!exists) throw notFound();
  const deadline = body.deadline ? new Date(body.deadline) : null;
  await db
    .insert(classTrainings)
    .values({ classId: body.classId, trainingId: body.trainingId, isOpen: body.isOpen, deadline })
    .onConflictDoUpdate({
      target: [classTrainings.classId, classTrainings.trainingId],
      set: { isOpen: body.isOpen, deadline, updatedAt: new Date() },
    });
  return { trainingId: body.trainingId, isOpen: body.isOpen, deadline: deadline ? deadline.toISOString() : null };
}

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

/** A teacher grades one subjective answer; the attempt's score is set once nothing is left to grade. */
export async function gradeSubjectiveAnswer(
  db: Db,
  teacher: SessionUser,
  body: { attemptId: number; questionId: number; score: number; comment: string },
) {
  const attempt = await readableAttempt(db, teacher, body.attemptId);
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
