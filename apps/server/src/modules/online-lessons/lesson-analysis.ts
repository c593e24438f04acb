/** lessonAnalyse and lessonScore: what a finished (or running) lesson amounts to. */
import { SIGN_IN_DELAY_BUCKETS, type TLessonAnalysis, type TLessonScore, UserType } from '@lingua/contracts';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { onlineLessonAttendance, onlineLessonQuestions, onlineLessonRollCalls, onlineLessons } from '../../db/schema';
import type { Db } from '../../platform/database';
import type { SessionUser } from '../../platform/request-context';
import { getReadableClass } from '../classes/class-policy';
import { getReadableLesson } from './lesson-policy';
import { answersOf, listAttendance, listQuestionStats } from './lesson-queries';
import { lessonResult, tally } from './lesson-results';

export async function analyseLesson(db: Db, user: SessionUser, lessonId: number): Promise<TLessonAnalysis> {
  const lesson = await getReadableLesson(db, user, lessonId);
  const [attendance, questions, rollCalls] = await Promise.all([
    listAttendance(db, lesson),
    listQuestionStats(db, lesson.id),
    db
      .select({ studentId: onlineLessonRollCalls.studentId })
      .from(onlineLessonRollCalls)
      .where(eq(onlineLessonRollCalls.lessonId, lesson.id)),
  ]);
  const answers = await answersOf(
    db,
    questions.map((q) => q.questionId),
  );
  const delays = attendance
    .filter((a) => a.source === 'self' && a.signedInAt !== null)
    .map((a) => (new Date(a.signedInAt ?? 0).getTime() - lesson.startedAt.getTime()) / 60_000);
  const isStudent = user.userType === UserType.student;
  const mine = attendance.find((a) => a.studentId === user.userId);
  const studentNumber = attendance.length;
  return {
    lessonId: lesson.id,
    title: lesson.title,
    className: lesson.className,
    teacherName: lesson.teacherName,
    startedAt: lesson.startedAt.toISOString(),
    endedAt: lesson.endedAt?.toISOString() ?? null,
    studentNumber,
    attendance: tally(attendance.map((a) => a.status)),
    punctuality: {
      signedInSelf: delays.length,
      averageDelayMinutes: delays.length
        ? Math.round((delays.reduce((s, d) => s + d, 0) / delays.length) * 10) / 10
        : null,
      buckets: SIGN_IN_DELAY_BUCKETS.map((b) => ({
        key: b.key,
        count: delays.filter((d) => d >= b.from && d < b.to).length,
      })),
    },
    participation: {
      signedIn: attendance.filter((a) => a.status === 'present' || a.status === 'late').length,
      answeredStudents: new Set(answers.map((a) => a.studentId)).size,
      rollCalls: rollCalls.length,
      questionNumber: questions.length,
      answerRate:
        questions.length && studentNumber
          ? Math.round((answers.length / (questions.length * studentNumber)) * 1000) / 1000
          : 0,
    },
    questions,
    mine: isStudent
      ? lessonResult({
          isLive: lesson.endedAt === null,
          status: mine?.status ?? null,
          studentId: user.userId,
          questions,
          answers,
          calledTimes: rollCalls.filter((r) => r.studentId === user.userId).length,
        })
      : null,
  };
}

/** A student's results in every lesson of a class, newest first, and their average. */
export async function studentLessonScore(db: Db, user: SessionUser, classId: number): Promise<TLessonScore> {
  const klass = await getReadableClass(db, user, classId);
  const lessons = await db
    .select()
    .from(onlineLessons)
    .where(and(eq(onlineLessons.classId, klass.classId), eq(onlineLessons.schoolId, user.schoolId)))
    .orderBy(asc(onlineLessons.startedAt));
  const ids = lessons.map((l) => l.id);
  const [marks, questions, calls] = ids.length
    ? await Promise.all([
        db
          .select({ lessonId: onlineLessonAttendance.lessonId, status: onlineLessonAttendance.status })
          .from(onlineLessonAttendance)
          .where(and(inArray(onlineLessonAttendance.lessonId, ids), eq(onlineLessonAttendance.studentId, user.userId))),
        db
          .select({
            lessonId: onlineLessonQuestions.lessonId,
            questionId: onlineLessonQuestions.id,
            correct: onlineLessonQuestions.correct,
          })
          .from(onlineLessonQuestions)
          .where(inArray(onlineLessonQuestions.lessonId, ids)),
        db
          .select({ lessonId: onlineLessonRollCalls.lessonId, n: count() })
          .from(onlineLessonRollCalls)
          .where(and(inArray(onlineLessonRollCalls.lessonId, ids), eq(onlineLessonRollCalls.studentId, user.userId)))
          .groupBy(onlineLessonRollCalls.lessonId),
      ])
    : [[], [], []];
  const answers = (
    await answersOf(
      db,
      questions.map((q) => q.questionId),
    )
  ).filter((a) => a.studentId === user.userId);
  const rows = lessons.map((l) => {
    const status = marks.find((m) => m.lessonId === l.id)?.status ?? null;
    const lessonQuestions = questions.filter((q) => q.lessonId === l.id);
    return {
      lessonId: l.id,
      title: l.title,
      startedAt: l.startedAt.toISOString(),
      endedAt: l.endedAt?.toISOString() ?? null,
      ...lessonResult({
        isLive: l.endedAt === null,
        status,
        studentId: user.userId,
        questions: lessonQuestions,
        answers: answers.filter((a) => lessonQuestions.some((q) => q.questionId === a.questionId)),
        calledTimes: calls.find((c) => c.lessonId === l.id)?.n ?? 0,
      }),
    };
  });
  const scored = rows.map((r) => r.score).filter((s): s is number => s !== null);
  return {
    classId: klass.classId,
    className: klass.className,
    lessons: rows.reverse(),
    average: scored.length ? Math.round(scored.reduce((s, x) => s + x, 0) / scored.length) : null,
    attendance: tally(rows.filter((r) => r.endedAt !== null).map((r) => r.status)),
  };
}
