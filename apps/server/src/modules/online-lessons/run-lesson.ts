/** Starting and ending a live lesson, ending its sign-in, switching the sign-in code mode. */
import type { TOnlineLessonDetail, TSetSignInModeRequest, TStartOnlineLessonRequest } from '@lingua/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { classes, classStudents, onlineLessonAttendance, onlineLessonQuestions, onlineLessons } from '../../db/schema';
import type { Db, Queryable } from '../../platform/database';
import { conflict, notFound } from '../../platform/errors';
import type { RealtimeHub } from '../../platform/realtime/hub';
import type { SessionUser } from '../../platform/request-context';
import { classPolicy, refuseArchived } from '../classes/class-policy';
import { getChangeableLesson, type LessonRow } from './lesson-policy';
import { getLessonDetail } from './lesson-queries';
import { newSignInSecret } from './sign-in-code';

type StartInput = Required<Omit<TStartOnlineLessonRequest, 'fixedCode'>> & { fixedCode?: string | undefined };

export async function startLesson(
  db: Db,
  hub: RealtimeHub,
  user: SessionUser,
  input: StartInput,
): Promise<TOnlineLessonDetail> {
  const [klass] = await db
    .select({ id: classes.id, name: classes.name, status: classes.status, archivedAt: classes.archivedAt })
    .from(classes)
    .where(and(eq(classes.id, input.classId), classPolicy.change(user)));
  if (!klass) throw notFound();
  refuseArchived([klass]);
  if (klass.status !== 'open') throw conflict('classClosed');
  const created = await db.transaction(async (tx) => {
    // Serialise starts of one class, so two clicks never make two live lessons.
    await tx.execute(sql`select pg_advisory_xact_lock(7411002, ${klass.id})`);
    const [live] = await tx
      .select({ id: onlineLessons.id })
      .from(onlineLessons)
      .where(and(eq(onlineLessons.classId, klass.id), isNull(onlineLessons.endedAt)));
    if (live) throw conflict('lessonAlreadyLive');
    const [row] = await tx
      .insert(onlineLessons)
      .values({
        schoolId: user.schoolId,
        classId: klass.id,
        teacherId: user.userId,
        title: input.title,
        signInMode: input.signInMode,
        fixedCode: input.fixedCode ?? null,
        signInSecret: newSignInSecret(),
        lateAfterMinutes: input.lateAfterMinutes,
      })
      .returning();
    if (!row) throw new Error('lesson not created');
    return row;
  });
  await hub.publish(`class:${created.classId}`, 'lessonStarted', { lessonId: created.id });
  return getLessonDetail(db, user, created.id);
}

/** Students still without a mark become absent; their later sign-in is refused. */
async function closeSignIn(tx: Queryable, lesson: LessonRow, now: Date): Promise<void> {
  await tx
    .update(onlineLessons)
    .set({ signInEndedAt: now })
    .where(and(eq(onlineLessons.id, lesson.id), isNull(onlineLessons.signInEndedAt)));
  await tx
    .insert(onlineLessonAttendance)
    .select(
      tx
        .select({
          lessonId: sql<number>`${lesson.id}`.as('lesson_id'),
          studentId: classStudents.studentId,
          status: sql<'absent'>`'absent'`.as('status'),
          source: sql<'system'>`'system'`.as('source'),
          signedInAt: sql<Date | null>`null`.as('signed_in_at'),
          markedAt: sql<Date>`${now.toISOString()}::timestamptz`.as('marked_at'),
        })
        .from(classStudents)
        .where(eq(classStudents.classId, lesson.classId)),
    )
    .onConflictDoNothing();
}

export async function endSignIn(db: Db, hub: RealtimeHub, user: SessionUser, lessonId: number) {
  const lesson = await getChangeableLesson(db, user, lessonId);
  if (lesson.endedAt) throw conflict('lessonNotLive');
  if (lesson.signInEndedAt) throw conflict('signInClosed');
  await db.transaction((tx) => closeSignIn(tx, lesson, new Date()));
  await hub.publish(`lesson:${lesson.id}`, 'signInEnded', null);
  return getLessonDetail(db, user, lesson.id);
}

export async function endLesson(db: Db, hub: RealtimeHub, user: SessionUser, lessonId: number) {
  const lesson = await getChangeableLesson(db, user, lessonId);
  if (lesson.endedAt) throw conflict('lessonNotLive');
  const now = new Date();
  await db.transaction(async (tx) => {
    if (!lesson.signInEndedAt) await closeSignIn(tx, lesson, now);
    await tx
      .update(onlineLessonQuestions)
      .set({ closedAt: now })
      .where(and(eq(onlineLessonQuestions.lessonId, lesson.id), isNull(onlineLessonQuestions.closedAt)));
    await tx.update(onlineLessons).set({ endedAt: now }).where(eq(onlineLessons.id, lesson.id));
  });
  await hub.publish(`lesson:${lesson.id}`, 'lessonEnded', null);
  await hub.publish(`class:${lesson.classId}`, 'lessonEnded', { lessonId: lesson.id });
  return getLessonDetail(db, user, lesson.id);
}

/** The fallback: a fixed code when rotation is not wanted (a projector that lags), and back. */
export async function setSignInMode(
  db: Db,
  hub: RealtimeHub,
  user: SessionUser,
  input: Omit<TSetSignInModeRequest, 'fixedCode'> & { fixedCode?: string | undefined },
) {
  const lesson = await getChangeableLesson(db, user, input.lessonId);
  if (lesson.endedAt) throw conflict('lessonNotLive');
  await db
    .update(onlineLessons)
    .set({
      signInMode: input.signInMode,
      fixedCode: input.signInMode === 'fixed' ? (input.fixedCode ?? null) : lesson.fixedCode,
    })
    .where(eq(onlineLessons.id, lesson.id));
  await hub.publish(`lesson:${lesson.id}`, 'lessonChanged', null);
  return getLessonDetail(db, user, lesson.id);
}
