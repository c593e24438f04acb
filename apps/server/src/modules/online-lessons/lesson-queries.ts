/**
 * Reading online lessons: lists, attendance, questions and roll calls. Who may see which lesson is
 * the lesson policy (lesson-policy.ts), in the where clause; anything else is a 404.
 */
import type {
  TAttendanceRow,
  TOnlineLessonDetail,
  TOnlineLessonSummary,
  TPage,
  TQuestionStats,
  TRollCall,
} from '@lingua/contracts';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  classes,
  classStudents,
  onlineLessonAnswers,
  onlineLessonAttendance,
  onlineLessonQuestions,
  onlineLessonRollCalls,
  onlineLessons,
  users,
} from '../../db/schema';
import type { Queryable } from '../../platform/database';
import type { SessionUser } from '../../platform/request-context';
import { getReadableLesson, type LessonRow, lessonPolicy } from './lesson-policy';

const teacher = alias(users, 'lesson_teacher');

const studentCount =
  sql<number>`(select count(*) from ${classStudents} where ${classStudents.classId} = ${onlineLessons.classId})`.mapWith(
    Number,
  );
const signedInCount = sql<number>`(select count(*) from ${onlineLessonAttendance}
  where ${onlineLessonAttendance.lessonId} = ${onlineLessons.id}
  and ${onlineLessonAttendance.status} in ('present', 'late'))`.mapWith(Number);
const questionCount = sql<number>`(select count(*) from ${onlineLessonQuestions}
  where ${onlineLessonQuestions.lessonId} = ${onlineLessons.id})`.mapWith(Number);

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function summarise(
  lesson: LessonRow,
  extra: {
    className: string;
    teacherName: string;
    studentNumber: number;
    signedInNumber: number;
    questionNumber: number;
  },
): TOnlineLessonSummary {
  return {
    lessonId: lesson.id,
    classId: lesson.classId,
    className: extra.className,
    title: lesson.title,
    teacherName: extra.teacherName,
    isLive: lesson.endedAt === null,
    isSignInOpen: lesson.endedAt === null && lesson.signInEndedAt === null,
    signInMode: lesson.signInMode,
    startedAt: lesson.startedAt.toISOString(),
    signInEndedAt: iso(lesson.signInEndedAt),
    endedAt: iso(lesson.endedAt),
    studentNumber: extra.studentNumber,
    signedInNumber: extra.signedInNumber,
    questionNumber: extra.questionNumber,
  };
}

/** A class's lessons, newest first (onlineManage, onlineHistory). */
export async function listLessons(
  db: Queryable,
  user: SessionUser,
  input: { classId: number; pageNum: number; pageSize: number },
  only: 'all' | 'live' | 'ended' = 'all',
): Promise<TPage<TOnlineLessonSummary>> {
  const state =
    only === 'live'
      ? sql`${onlineLessons.endedAt} is null`
      : only === 'ended'
        ? sql`${onlineLessons.endedAt} is not null`
        : undefined;
  const where = and(eq(onlineLessons.classId, input.classId), lessonPolicy.read(user), state);
  const [rows, totals] = await Promise.all([
    db
      .select({
        lesson: onlineLessons,
        className: classes.name,
        teacherName: teacher.name,
        studentNumber: studentCount,
        signedInNumber: signedInCount,
        questionNumber: questionCount,
      })
      .from(onlineLessons)
      .innerJoin(classes, eq(classes.id, onlineLessons.classId))
      .innerJoin(teacher, eq(teacher.id, onlineLessons.teacherId))
      .where(where)
      .orderBy(desc(onlineLessons.startedAt), desc(onlineLessons.id))
      .limit(input.pageSize)
      .offset((input.pageNum - 1) * input.pageSize),
    db
      .select({ n: count() })
      .from(onlineLessons)
      .innerJoin(classes, eq(classes.id, onlineLessons.classId))
      .where(where),
  ]);
  return {
    list: rows.map((r) => summarise(r.lesson, r)),
    page: { pageNum: input.pageNum, pageSize: input.pageSize, total: totals[0]?.n ?? 0 },
  };
}

/** Every student of the class with their mark, in roster order. */
export async function listAttendance(db: Queryable, lesson: LessonRow): Promise<TAttendanceRow[]> {
  const rows = await db
    .select({
      studentId: users.id,
      name: users.name,
      mobile: users.mobile,
      status: onlineLessonAttendance.status,
      source: onlineLessonAttendance.source,
      signedInAt: onlineLessonAttendance.signedInAt,
    })
    .from(classStudents)
    .innerJoin(users, eq(users.id, classStudents.studentId))
    .leftJoin(
      onlineLessonAttendance,
      and(eq(onlineLessonAttendance.lessonId, lesson.id), eq(onlineLessonAttendance.studentId, users.id)),
    )
    .where(eq(classStudents.classId, lesson.classId))
    .orderBy(asc(users.mobile));
  return rows.map((r) => ({ ...r, signedInAt: iso(r.signedInAt) }));
}

export async function listQuestionStats(db: Queryable, lessonId: number): Promise<TQuestionStats[]> {
  const questions = await db
    .select()
    .from(onlineLessonQuestions)
    .where(eq(onlineLessonQuestions.lessonId, lessonId))
    .orderBy(asc(onlineLessonQuestions.id));
  if (questions.length === 0) return [];
  const answers = await db
    .select({ questionId: onlineLessonAnswers.questionId, answer: onlineLessonAnswers.answer })
    .from(onlineLessonAnswers)
    .where(
      inArray(
        onlineLessonAnswers.questionId,
        questions.map((q) => q.id),
      ),
    );
  return questions.map((q) => {
    const mine = answers.filter((a) => a.questionId === q.id);
    const counts = q.options.map((_, i) => mine.filter((a) => a.answer.includes(i)).length);
    const right = [...q.correct].sort().join(',');
    return {
      questionId: q.id,
      title: q.title,
      options: q.options,
      isMultiple: q.isMultiple,
      correct: q.correct,
      isOpen: q.closedAt === null,
      pushedAt: q.pushedAt.toISOString(),
      answered: mine.length,
      counts,
      correctNumber:
        q.correct.length === 0 ? null : mine.filter((a) => [...a.answer].sort().join(',') === right).length,
    };
  });
}

/** How many answered one question, and how many chose each option: one grouped read of that question alone. */
export async function questionCounts(
  db: Queryable,
  question: { id: number; options: string[] },
): Promise<{ answered: number; counts: number[] }> {
  const groups = await db
    .select({ answer: onlineLessonAnswers.answer, n: count() })
    .from(onlineLessonAnswers)
    .where(eq(onlineLessonAnswers.questionId, question.id))
    .groupBy(onlineLessonAnswers.answer);
  return {
    answered: groups.reduce((sum, g) => sum + g.n, 0),
    counts: question.options.map((_, i) => groups.filter((g) => g.answer.includes(i)).reduce((sum, g) => sum + g.n, 0)),
  };
}

export async function listRollCalls(db: Queryable, lessonId: number): Promise<TRollCall[]> {
  const rows = await db
    .select({
      rollCallId: onlineLessonRollCalls.id,
      studentId: onlineLessonRollCalls.studentId,
      name: users.name,
      calledAt: onlineLessonRollCalls.calledAt,
    })
    .from(onlineLessonRollCalls)
    .innerJoin(users, eq(users.id, onlineLessonRollCalls.studentId))
    .where(eq(onlineLessonRollCalls.lessonId, lessonId))
    .orderBy(desc(onlineLessonRollCalls.id));
  return rows.map((r) => ({ ...r, calledAt: r.calledAt.toISOString() }));
}

/** classView: the whole live screen in one answer. */
export async function getLessonDetail(
  db: Queryable,
  user: SessionUser,
  lessonId: number,
): Promise<TOnlineLessonDetail> {
  const lesson = await getReadableLesson(db, user, lessonId);
  const [attendance, questions, rollCalls] = await Promise.all([
    listAttendance(db, lesson),
    listQuestionStats(db, lesson.id),
    listRollCalls(db, lesson.id),
  ]);
  return {
    ...summarise(lesson, {
      className: lesson.className,
      teacherName: lesson.teacherName,
      studentNumber: attendance.length,
      signedInNumber: attendance.filter((a) => a.status === 'present' || a.status === 'late').length,
      questionNumber: questions.length,
    }),
    fixedCode: lesson.fixedCode,
    lateAfterMinutes: lesson.lateAfterMinutes,
    attendance,
    rollCalls,
    questions,
  };
}

/** Every live lesson of the classes a user may see (a student's online classroom, all classes at once). */
export async function listLiveLessons(db: Queryable, user: SessionUser): Promise<TOnlineLessonSummary[]> {
  const rows = await db
    .select({
      lesson: onlineLessons,
      className: classes.name,
      teacherName: teacher.name,
      studentNumber: studentCount,
      signedInNumber: signedInCount,
      questionNumber: questionCount,
    })
    .from(onlineLessons)
    .innerJoin(classes, eq(classes.id, onlineLessons.classId))
    .innerJoin(teacher, eq(teacher.id, onlineLessons.teacherId))
    .where(and(lessonPolicy.read(user), sql`${onlineLessons.endedAt} is null`))
    .orderBy(desc(onlineLessons.startedAt))
    .limit(50);
  return rows.map((r) => summarise(r.lesson, r));
}

/** Every answer to these quick questions. */
export async function answersOf(db: Queryable, questionIds: number[]) {
  if (questionIds.length === 0) return [];
  return db
    .select({
      questionId: onlineLessonAnswers.questionId,
      studentId: onlineLessonAnswers.studentId,
      answer: onlineLessonAnswers.answer,
    })
    .from(onlineLessonAnswers)
    .where(inArray(onlineLessonAnswers.questionId, questionIds));
}
