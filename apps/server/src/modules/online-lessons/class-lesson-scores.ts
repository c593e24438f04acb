/**
 * lessonScoreManage: every student's score in every ended lesson of a class, by the same rule as
 * the student's own lessonScore page (lesson-results.ts), so the two can never disagree.
 */
import type { TAttendanceStatus, TClassLessonScores } from '@lingua/contracts';
import { and, asc, count, eq, inArray, isNotNull } from 'drizzle-orm';
import { onlineLessonAttendance, onlineLessonQuestions, onlineLessonRollCalls, onlineLessons } from '../../db/schema';
import type { Db } from '../../platform/database';
import type { SessionUser } from '../../platform/request-context';
import { getReadableClass } from '../classes/class-policy';
import { classRoster } from '../classes/class-roster';
import { answersOf } from './lesson-queries';
import { lessonResult, tally } from './lesson-results';

export async function classLessonScores(db: Db, user: SessionUser, classId: number): Promise<TClassLessonScores> {
  const klass = await getReadableClass(db, user, classId);
  const [lessons, students] = await Promise.all([
    db
      .select({ id: onlineLessons.id, title: onlineLessons.title, startedAt: onlineLessons.startedAt })
      .from(onlineLessons)
      .where(
        and(
          eq(onlineLessons.classId, klass.classId),
          eq(onlineLessons.schoolId, user.schoolId),
          isNotNull(onlineLessons.endedAt),
        ),
      )
      .orderBy(asc(onlineLessons.startedAt)),
    classRoster(db, klass.classId),
  ]);
  const ids = lessons.map((l) => l.id);
  const [marks, questions, calls] = ids.length
    ? await Promise.all([
        db
          .select({
            lessonId: onlineLessonAttendance.lessonId,
            studentId: onlineLessonAttendance.studentId,
            status: onlineLessonAttendance.status,
          })
          .from(onlineLessonAttendance)
          .where(inArray(onlineLessonAttendance.lessonId, ids)),
        db
          .select({
            lessonId: onlineLessonQuestions.lessonId,
            questionId: onlineLessonQuestions.id,
            correct: onlineLessonQuestions.correct,
          })
          .from(onlineLessonQuestions)
          .where(inArray(onlineLessonQuestions.lessonId, ids)),
        db
          .select({
            lessonId: onlineLessonRollCalls.lessonId,
            studentId: onlineLessonRollCalls.studentId,
            n: count(),
          })
          .from(onlineLessonRollCalls)
          .where(inArray(onlineLessonRollCalls.lessonId, ids))
          .groupBy(onlineLessonRollCalls.lessonId, onlineLessonRollCalls.studentId),
      ])
    : [[], [], []];
  const answers = await answersOf(
    db,
    questions.map((q) => q.questionId),
  );
  return {
    classId: klass.classId,
    className: klass.className,
    lessons: lessons.map((l) => ({ lessonId: l.id, title: l.title, startedAt: l.startedAt.toISOString() })),
    students: students.map((s) => {
      const results = lessons.map((l) => {
        const status: TAttendanceStatus | null =
          marks.find((m) => m.lessonId === l.id && m.studentId === s.studentId)?.status ?? null;
        const lessonQuestions = questions.filter((q) => q.lessonId === l.id);
        const result = lessonResult({
          isLive: false,
          status,
          studentId: s.studentId,
          questions: lessonQuestions,
          answers: answers.filter((a) => lessonQuestions.some((q) => q.questionId === a.questionId)),
          calledTimes: calls.find((c) => c.lessonId === l.id && c.studentId === s.studentId)?.n ?? 0,
        });
        return { status, score: result.score ?? 0 };
      });
      return {
        ...s,
        results,
        average: results.length ? Math.round(results.reduce((sum, r) => sum + r.score, 0) / results.length) : null,
        attendance: tally(results.map((r) => r.status)),
      };
    }),
  };
}
