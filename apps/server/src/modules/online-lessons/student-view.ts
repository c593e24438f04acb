/** onlineLesson / onlineMain: the lessons of a student's class and one lesson as they see it. */
import type { TStudentLessonView } from '@lingua/contracts';
import { and, asc, eq } from 'drizzle-orm';
import {
  onlineLessonAnswers,
  onlineLessonAttendance,
  onlineLessonQuestions,
  onlineLessonRollCalls,
} from '../../db/schema';
import type { Db } from '../../platform/database';
import type { SessionUser } from '../../platform/request-context';
import { getReadableLesson } from './lesson-policy';

export async function getStudentLessonView(db: Db, user: SessionUser, lessonId: number): Promise<TStudentLessonView> {
  const lesson = await getReadableLesson(db, user, lessonId);
  const [[mine], calls, questions] = await Promise.all([
    db
      .select()
      .from(onlineLessonAttendance)
      .where(and(eq(onlineLessonAttendance.lessonId, lesson.id), eq(onlineLessonAttendance.studentId, user.userId))),
    db
      .select({ calledAt: onlineLessonRollCalls.calledAt })
      .from(onlineLessonRollCalls)
      .where(and(eq(onlineLessonRollCalls.lessonId, lesson.id), eq(onlineLessonRollCalls.studentId, user.userId)))
      .orderBy(asc(onlineLessonRollCalls.id)),
    db
      .select({ question: onlineLessonQuestions, myAnswer: onlineLessonAnswers.answer })
      .from(onlineLessonQuestions)
      .leftJoin(
        onlineLessonAnswers,
        and(
          eq(onlineLessonAnswers.questionId, onlineLessonQuestions.id),
          eq(onlineLessonAnswers.studentId, user.userId),
        ),
      )
      .where(eq(onlineLessonQuestions.lessonId, lesson.id))
      .orderBy(asc(onlineLessonQuestions.id)),
  ]);
  return {
    lessonId: lesson.id,
    classId: lesson.classId,
    className: lesson.className,
    title: lesson.title,
    teacherName: lesson.teacherName,
    isLive: lesson.endedAt === null,
    isSignInOpen: lesson.endedAt === null && lesson.signInEndedAt === null,
    startedAt: lesson.startedAt.toISOString(),
    endedAt: lesson.endedAt?.toISOString() ?? null,
    myStatus: mine?.status ?? null,
    mySignedInAt: mine?.signedInAt?.toISOString() ?? null,
    myRollCalls: calls.map((c) => c.calledAt.toISOString()),
    questions: questions.map(({ question: q, myAnswer }) => ({
      questionId: q.id,
      title: q.title,
      options: q.options,
      isMultiple: q.isMultiple,
      isOpen: q.closedAt === null,
      myAnswer: myAnswer ?? null,
      correct: q.closedAt === null ? null : q.correct,
    })),
  };
}
