/** The report of an attempt: a student's own, or any of a teacher's class (which marks it viewed). */
import {
  gradeAnswer,
  isAnswered,
  QuestionTypes,
  type TAttemptReport,
  type TLanguageUse,
  type TSubjectType,
  UserType,
} from '@lingua/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { attemptAnswers, trainingAttempts, users } from '../../db/schema';
import type { Db } from '../../platform/database';
import { notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/request-context';
import { latestRecordings } from '../spoken-answers/points';
import { presentRecording } from '../spoken-answers/present';
import { attemptSummary, loadQuestions } from './attempt-reads';
import { gradedByTeacher } from './attempt-submit';
import { caseLinksOf, excellentQuestionIds } from './case-links';
import { canRecall } from './recall';
import { getClassTraining, getReadableAttempt } from './training-policy';

export async function getAttemptReport(
  db: Db,
  user: SessionUser,
  attemptId: number,
  language: TLanguageUse,
): Promise<TAttemptReport> {
  let attempt = await getReadableAttempt(db, user, attemptId);
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
  const terms = await getClassTraining(db, user, attempt.classId, attempt.trainingId);
  const questions = await loadQuestions(db, attempt.trainingId);
  const answers = await db.select().from(attemptAnswers).where(eq(attemptAnswers.attemptId, attempt.id));
  const byQuestion = new Map(answers.map((a) => [a.questionId, a]));
  const [student] = await db.select({ name: users.name }).from(users).where(eq(users.id, attempt.studentId));
  const recordings = await latestRecordings(db, attempt.id);
  const excellent = await excellentQuestionIds(db, attempt.id);
  const links = terms.training.links;
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
        ...(q.link === null ? {} : { link: q.link }),
        ...(excellent.has(q.id) ? { excellent: true } : {}),
        ...(spoken ? { speech: speech.map((r) => presentRecording(r)) } : {}),
      };
    }),
    ...(links.length > 0 ? { links: caseLinksOf(links, language) } : {}),
  };
}
