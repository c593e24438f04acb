/**
 * Attendance: a student's own sign-in with the code, the teacher's marks. The rule the users of
 * other products asked for: a bulk change by the teacher never overwrites a student's own
 * sign-in (one student at a time, the teacher may change anything).
 */
import type { TAttendanceStatus, TBulkMarkResult } from '@lingua/contracts';
import { ResponseCode } from '@lingua/contracts';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { classStudents, onlineLessonAttendance } from '../../db/schema';
import type { Db } from '../../platform/database';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors';
import { minutesToWait, type RateLimitRule, releasePlace, takePlace } from '../../platform/rate-limit';
import type { RealtimeHub } from '../../platform/realtime/hub';
import type { SessionUser } from '../../platform/request-context';
import { getChangeableLesson, getReadableLesson } from './lesson-policy';
import { isSignInCodeValid } from './sign-in-code';

/** Wrong codes per student and lesson: enough for typos, far too few to try 10,000 codes. */
const WRONG_CODE_RULE: RateLimitRule = { limit: 8, windowMs: 5 * 60 * 1000 };

export async function signIn(
  db: Db,
  hub: RealtimeHub,
  user: SessionUser,
  input: { lessonId: number; code: string },
  now = new Date(),
): Promise<{ status: TAttendanceStatus; signedInAt: string }> {
  const lesson = await getReadableLesson(db, user, input.lessonId);
  if (lesson.endedAt) throw conflict('lessonNotLive');
  if (lesson.signInEndedAt) throw conflict('signInClosed');
  const limitKey = `lesson-sign-in:${lesson.id}:${user.userId}`;
  // A place in the window before the code is checked, given back when it is right (platform/rate-limit.ts).
  const place = await takePlace(db, limitKey, WRONG_CODE_RULE, now);
  if (!place.taken) {
    throw new AppError(ResponseCode.tooManyRequests, 'tooManySignInAttempts', {
      minutes: minutesToWait(place.retryAfterMs),
    });
  }
  if (!isSignInCodeValid(lesson, input.code, now.getTime())) throw badRequest('signInCodeWrong', 'code');
  await releasePlace(db, limitKey, place.at);
  const isLate = now.getTime() > lesson.startedAt.getTime() + lesson.lateAfterMinutes * 60_000;
  const status: TAttendanceStatus = isLate ? 'late' : 'present';
  // One statement decides: a row the student made themselves stays, anything else becomes theirs.
  const [row] = await db
    .insert(onlineLessonAttendance)
    .values({ lessonId: lesson.id, studentId: user.userId, status, source: 'self', signedInAt: now, markedAt: now })
    .onConflictDoUpdate({
      target: [onlineLessonAttendance.lessonId, onlineLessonAttendance.studentId],
      set: { status, source: 'self', signedInAt: now, markedAt: now },
      where: ne(onlineLessonAttendance.source, 'self'),
    })
    .returning();
  if (!row) throw conflict('alreadySignedIn');
  await hub.publish(`lesson:${lesson.id}`, 'attendance', { studentId: user.userId, status, source: 'self' });
  return { status, signedInAt: now.toISOString() };
}

async function classStudentIds(db: Db, classId: number, only?: number[]): Promise<number[]> {
  const rows = await db
    .select({ id: classStudents.studentId })
    .from(classStudents)
    .where(and(eq(classStudents.classId, classId), only ? inArray(classStudents.studentId, only) : undefined));
  return rows.map((r) => r.id);
}

/** One student, by hand: the teacher's word is final, even over the student's own sign-in. */
export async function markStudent(
  db: Db,
  hub: RealtimeHub,
  user: SessionUser,
  input: { lessonId: number; studentId: number; status: TAttendanceStatus },
): Promise<void> {
  const lesson = await getChangeableLesson(db, user, input.lessonId);
  if (lesson.endedAt) throw conflict('lessonNotLive');
  const [student] = await classStudentIds(db, lesson.classId, [input.studentId]);
  if (!student) throw notFound();
  await db
    .insert(onlineLessonAttendance)
    .values({ lessonId: lesson.id, studentId: student, status: input.status, source: 'teacher' })
    .onConflictDoUpdate({
      target: [onlineLessonAttendance.lessonId, onlineLessonAttendance.studentId],
      // signedInAt stays: the record still shows the student did sign in, and when.
      set: { status: input.status, source: 'teacher', markedAt: sql`now()` },
    });
  await hub.publish(`lesson:${lesson.id}`, 'attendance', {
    studentId: student,
    status: input.status,
    source: 'teacher',
  });
}

/** Many students at once (all by default); students who signed in themselves are left alone. */
export async function bulkMark(
  db: Db,
  hub: RealtimeHub,
  user: SessionUser,
  input: { lessonId: number; status: TAttendanceStatus; studentIds?: number[] | undefined },
): Promise<TBulkMarkResult> {
  const lesson = await getChangeableLesson(db, user, input.lessonId);
  if (lesson.endedAt) throw conflict('lessonNotLive');
  const targets = await classStudentIds(db, lesson.classId, input.studentIds);
  if (targets.length === 0) return { changed: 0, keptOwnSignIns: 0 };
  const changed = await db
    .insert(onlineLessonAttendance)
    .values(
      targets.map((studentId) => ({
        lessonId: lesson.id,
        studentId,
        status: input.status,
        source: 'teacher' as const,
      })),
    )
    .onConflictDoUpdate({
      target: [onlineLessonAttendance.lessonId, onlineLessonAttendance.studentId],
      set: { status: input.status, source: 'teacher', markedAt: sql`now()` },
      where: ne(onlineLessonAttendance.source, 'self'),
    })
    .returning({ studentId: onlineLessonAttendance.studentId });
  await hub.publish(`lesson:${lesson.id}`, 'attendance', null);
  return { changed: changed.length, keptOwnSignIns: targets.length - changed.length };
}
