/** In the live lesson: random roll call among those signed in, quick questions and their answers. */
import type { TQuestionStats, TRollCall } from '@lingua/contracts';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  classStudents,
  onlineLessonAnswers,
  onlineLessonAttendance,
  onlineLessonQuestions,
  onlineLessonRollCalls,
  users,
} from '../../db/schema';
import type { Db } from '../../platform/database';
import { badRequest, conflict, notFound } from '../../platform/errors';
import type { RealtimeHub } from '../../platform/realtime/hub';
import type { SessionUser } from '../../platform/request-context';
import { getChangeableLesson, getReadableLesson } from './lesson-policy';
import { listQuestionStats, questionCounts } from './lesson-queries';

/** Draws one student whose status is present or late (signed in), never anyone else. */
export async function rollCall(db: Db, hub: RealtimeHub, user: SessionUser, lessonId: number): Promise<TRollCall> {
  const lesson = await getChangeableLesson(db, user, lessonId);
  if (lesson.endedAt) throw conflict('lessonNotLive');
  const [drawn] = await db
    .select({ studentId: onlineLessonAttendance.studentId, name: users.name })
    .from(onlineLessonAttendance)
    .innerJoin(users, eq(users.id, onlineLessonAttendance.studentId))
    // Still in the class: a student removed mid-lesson is not called.
    .innerJoin(
      classStudents,
      and(eq(classStudents.studentId, onlineLessonAttendance.studentId), eq(classStudents.classId, lesson.classId)),
    )
    .where(
      and(eq(onlineLessonAttendance.lessonId, lesson.id), inArray(onlineLessonAttendance.status, ['present', 'late'])),
    )
    .orderBy(sql`random()`)
    .limit(1);
  if (!drawn) throw conflict('noSignedInStudents');
  const [call] = await db
    .insert(onlineLessonRollCalls)
    .values({ lessonId: lesson.id, studentId: drawn.studentId })
    .returning();
  if (!call) throw new Error('roll call not recorded');
  const result = {
    rollCallId: call.id,
    studentId: drawn.studentId,
    name: drawn.name,
    calledAt: call.calledAt.toISOString(),
  };
  await hub.publish(`lesson:${lesson.id}`, 'rollCall', result);
  return result;
}

export async function pushQuestion(
  db: Db,
  hub: RealtimeHub,
  user: SessionUser,
  input: { lessonId: number; title: string; options: string[]; isMultiple: boolean; correct: number[] },
): Promise<TQuestionStats> {
  const lesson = await getChangeableLesson(db, user, input.lessonId);
  if (lesson.endedAt) throw conflict('lessonNotLive');
  const [question] = await db
    .insert(onlineLessonQuestions)
    .values({
      lessonId: lesson.id,
      title: input.title,
      options: input.options,
      isMultiple: input.isMultiple,
      correct: [...new Set(input.correct)].sort(),
    })
    .returning();
  if (!question) throw new Error('question not created');
  await hub.publish(`lesson:${lesson.id}`, 'question', { questionId: question.id });
  const stats = await listQuestionStats(db, lesson.id);
  const mine = stats.find((s) => s.questionId === question.id);
  if (!mine) throw new Error('question not found');
  return mine;
}

export async function closeQuestion(
  db: Db,
  hub: RealtimeHub,
  user: SessionUser,
  input: { lessonId: number; questionId: number },
): Promise<void> {
  const lesson = await getChangeableLesson(db, user, input.lessonId);
  const [closed] = await db
    .update(onlineLessonQuestions)
    .set({ closedAt: new Date() })
    .where(
      and(
        eq(onlineLessonQuestions.id, input.questionId),
        eq(onlineLessonQuestions.lessonId, lesson.id),
        isNull(onlineLessonQuestions.closedAt),
      ),
    )
    .returning({ id: onlineLessonQuestions.id });
  if (!closed) {
    // Another lesson's question is a 404, this lesson's closed one a 409.
    const [ours] = await db
      .select({ id: onlineLessonQuestions.id })
      .from(onlineLessonQuestions)
      .where(and(eq(onlineLessonQuestions.id, input.questionId), eq(onlineLessonQuestions.lessonId, lesson.id)));
    throw ours ? conflict('questionClosed') : notFound();
  }
  await hub.publish(`lesson:${lesson.id}`, 'question', { questionId: closed.id });
}

/**
 * A student's answer, once per question while it is open. The statistic goes to the teacher's own
 * room, not the lesson's, so students do not see how others answered before the question closes.
 */
export async function answerQuestion(
  db: Db,
  hub: RealtimeHub,
  user: SessionUser,
  input: { lessonId: number; questionId: number; answer: number[] },
): Promise<void> {
  const lesson = await getReadableLesson(db, user, input.lessonId);
  const [question] = await db
    .select()
    .from(onlineLessonQuestions)
    .where(and(eq(onlineLessonQuestions.id, input.questionId), eq(onlineLessonQuestions.lessonId, lesson.id)));
  if (!question) throw notFound();
  if (question.closedAt || lesson.endedAt) throw conflict('questionClosed');
  const answer = [...new Set(input.answer)].sort();
  if (answer.some((i) => i >= question.options.length) || (!question.isMultiple && answer.length !== 1)) {
    throw badRequest('answerInvalid', 'answer');
  }
  const [row] = await db
    .insert(onlineLessonAnswers)
    .values({ questionId: question.id, studentId: user.userId, answer })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict('questionAlreadyAnswered');
  const payload = { lessonId: lesson.id, questionId: question.id, ...(await questionCounts(db, question)) };
  await hub.publish(`user:${lesson.teacherId}`, 'answerStats', payload);
  await hub.publish(`lesson:${lesson.id}`, 'answerStats', { questionId: question.id, answered: payload.answered });
}
