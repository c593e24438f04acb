/**
 * Results (testResult, onlineTestAnswerReport): each student's attempts, one attempt's answers
 * (a teacher any of the exam's; a student only their own, only after it ended, right answers only
 * when the teacher shows details), grading subjective answers.
 */
import {
  checkTeacherGrade,
  gradeAnswer,
  type TExamAttemptReport,
  type TExamResultRow,
  UserType,
} from '@lingua/contracts';
import { asc, eq } from 'drizzle-orm';
import { classStudents, examAnswers, examAttempts, users } from '../../db/schema';
import type { Db } from '../../platform/database';
import { AppError, conflict, notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/request-context';
import { examStatus, presentExam } from './exam-access';
import { getChangeableExam, getReadableExamAttempt } from './exam-policy';
import { gradedByTeacher, recomputeScore } from './grading';
import { paperQuestions, presentQuestion } from './papers';

export async function listResults(db: Db, teacher: SessionUser, examId: number, now: Date): Promise<TExamResultRow[]> {
  const { exam } = await getChangeableExam(db, teacher, examId);
  const students = await db
    .select({ id: users.id, name: users.name, mobile: users.mobile })
    .from(classStudents)
    .innerJoin(users, eq(users.id, classStudents.studentId))
    .where(eq(classStudents.classId, exam.classId))
    .orderBy(asc(users.mobile));
  const attempts = await db
    .select()
    .from(examAttempts)
    .where(eq(examAttempts.examId, exam.id))
    .orderBy(asc(examAttempts.attemptNo));
  return students.map((s) => {
    const mine = attempts.filter((a) => a.studentId === s.id);
    return {
      studentId: s.id,
      name: s.name,
      mobile: s.mobile,
      attempts: mine.map((a) => ({
        attemptId: a.id,
        attemptNo: a.attemptNo,
        status: examStatus(exam, a, now),
        score: a.score,
        submittedAt: a.submittedAt?.toISOString() ?? null,
      })),
      pendingGrading: mine.filter((a) => a.state !== 'inProgress' && a.startedAt && a.score === null).length,
    };
  });
}

/** The attempt (exam-policy.ts: its student, or staff who run its exam) and its student's name. */
async function readableAttempt(db: Db, user: SessionUser, attemptId: number) {
  const { attempt, ew } = await getReadableExamAttempt(db, user, attemptId);
  const [student] = await db.select({ name: users.name }).from(users).where(eq(users.id, attempt.studentId));
  return { attempt, ew, studentName: student?.name ?? '' };
}

function rightAnswerOf(q: { subjectType: number; fullMark: number; content: unknown }, answer: unknown): string {
  const outcome = gradeAnswer(
    { subject_type: q.subjectType, fullMark: q.fullMark, content: q.content },
    (answer ?? {}) as Parameters<typeof gradeAnswer>[1],
  );
  return outcome.ok ? outcome.grade.right_answer : '';
}

export async function getExamAttemptReport(
  db: Db,
  user: SessionUser,
  attemptId: number,
  now: Date,
): Promise<TExamAttemptReport> {
  const { attempt, studentName, ew } = await readableAttempt(db, user, attemptId);
  const isStudent = user.userType === UserType.student;
  // Nobody reads a running attempt's answers through the report: a student has the sheet, and
  // before submitting no paper's answers leave the server.
  if (isStudent && attempt.state === 'inProgress') throw conflict('examStatusSubmitted');
  const detailsVisible = !isStudent || (ew.exam.showDetails && ew.exam.published);
  const scoreVisible = !isStudent || ew.exam.published;
  const questions = await paperQuestions(db, ew.exam.paperId, attempt.variant);
  const saved = await db.select().from(examAnswers).where(eq(examAnswers.attemptId, attempt.id));
  const byQuestion = new Map(saved.map((a) => [a.questionId, a]));
  return {
    exam: presentExam(ew),
    attemptId: attempt.id,
    studentName,
    status: examStatus(ew.exam, attempt, now),
    score: scoreVisible ? attempt.score : null,
    fullMark: attempt.fullMark,
    startedAt: attempt.startedAt?.toISOString() ?? null,
    submittedAt: attempt.submittedAt?.toISOString() ?? null,
    detailsVisible,
    questions: questions.map((q, i) => {
      const a = byQuestion.get(q.id);
      return {
        questionId: q.id,
        sort: i,
        subject_type: q.subjectType,
        stem: q.stem,
        fullMark: q.fullMark,
        content: detailsVisible ? q.content : presentQuestion(q, i).content,
        answer: a?.answer ?? null,
        autoScore: scoreVisible ? (a?.autoScore ?? null) : null,
        teacherScore: scoreVisible ? (a?.teacherScore ?? null) : null,
        teacherComment: scoreVisible ? (a?.teacherComment ?? null) : null,
        rightFlag: detailsVisible ? (a?.rightFlag ?? null) : null,
        rightAnswer: detailsVisible ? rightAnswerOf(q, a?.answer) : '',
        needsGrading: gradedByTeacher(q.subjectType) && a !== undefined && a.teacherScore === null,
      };
    }),
  };
}

export async function gradeExamAnswer(
  db: Db,
  teacher: SessionUser,
  body: { attemptId: number; questionId: number; score: number; comment: string },
) {
  const { attempt, ew } = await readableAttempt(db, teacher, body.attemptId);
  if (attempt.state === 'inProgress' || !attempt.startedAt) throw conflict('examStatusSubmitted');
  const question = (await paperQuestions(db, ew.exam.paperId, attempt.variant)).find((q) => q.id === body.questionId);
  if (!question) throw notFound();
  const problem = checkTeacherGrade(question.fullMark, body.score, body.comment || '-');
  if (problem === 'scoreOverFullMark')
    throw new AppError(400, 'scoreOverFullMark', { fullMark: question.fullMark }, 'score');
  if (problem) throw new AppError(400, 'fieldInvalid', {}, 'score');
  await db
    .insert(examAnswers)
    .values({
      attemptId: attempt.id,
      questionId: question.id,
      answer: {},
      savedAt: new Date(),
      teacherScore: body.score,
      teacherComment: body.comment,
    })
    .onConflictDoUpdate({
      target: [examAnswers.attemptId, examAnswers.questionId],
      set: { teacherScore: body.score, teacherComment: body.comment },
    });
  const score = await recomputeScore(db, attempt, ew.exam.paperId);
  return { attemptId: attempt.id, questionId: question.id, attemptScore: score };
}
