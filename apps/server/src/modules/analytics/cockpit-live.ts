/**
 * The data cockpit's live counts over a set of students (a class's or a school's), each one
 * aggregate query:
 * - online now: a session not ended nor expired whose lastSeenAt is within ONLINE_WINDOW. Any call
 *   rewrites lastSeenAt once it is LAST_SEEN_REFRESH_MS old, and a signed-in page posts its online
 *   time every ONLINE_TIME_FLUSH_SECONDS, so an open page is seen at least every 10 + 5 minutes.
 * - answering now: a training draft of the scope saved (opened or an answer saved) within
 *   ANSWERING_WINDOW, or an exam attempt in progress before its deadline.
 * - signed in today: a session started since midnight of the school's day.
 */
import { ONLINE_TIME_FLUSH_SECONDS, UserType, zonedDay, zonedDayStart } from '@lingua/contracts';
import { and, eq, gt, gte, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { classes, classStudents, examAttempts, exams, sessions, trainingAttempts, users } from '../../db/schema';
import { LAST_SEEN_REFRESH_MS } from '../../platform/auth/sessions';
import type { Db } from '../../platform/database';

export const ONLINE_WINDOW_MINUTES = ONLINE_TIME_FLUSH_SECONDS / 60 + LAST_SEEN_REFRESH_MS / 60_000;
export const ANSWERING_WINDOW_MINUTES = 10;

/** Whose figures: a class's current students, or a school's students. */
export type CockpitScope = { kind: 'class'; classId: number } | { kind: 'school'; schoolId: number };

/** The scope's students, as a subquery of user ids. */
export function scopeStudents(db: Db, scope: CockpitScope) {
  return scope.kind === 'class'
    ? db.select({ id: classStudents.studentId }).from(classStudents).where(eq(classStudents.classId, scope.classId))
    : db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.schoolId, scope.schoolId), eq(users.userType, UserType.student)));
}

/** The scope's classes, as a where-condition on a class id column. */
export function inScopeClasses(
  db: Db,
  scope: CockpitScope,
  column: typeof trainingAttempts.classId | typeof exams.classId,
): SQL {
  return scope.kind === 'class'
    ? eq(column, scope.classId)
    : inArray(column, db.select({ id: classes.id }).from(classes).where(eq(classes.schoolId, scope.schoolId)));
}

export async function liveCounts(db: Db, scope: CockpitScope, zone: string, now = new Date()) {
  const students = scopeStudents(db, scope);
  const onlineSince = new Date(now.getTime() - ONLINE_WINDOW_MINUTES * 60_000);
  const answeringSince = new Date(now.getTime() - ANSWERING_WINDOW_MINUTES * 60_000);
  const midnight = zonedDayStart(zonedDay(now, zone), zone);
  const drafts = db
    .select({ studentId: trainingAttempts.studentId })
    .from(trainingAttempts)
    .where(
      and(
        inScopeClasses(db, scope, trainingAttempts.classId),
        eq(trainingAttempts.status, 'draft'),
        gte(trainingAttempts.updatedAt, answeringSince),
        inArray(trainingAttempts.studentId, students),
      ),
    );
  const examining = db
    .select({ studentId: examAttempts.studentId })
    .from(examAttempts)
    .innerJoin(exams, eq(exams.id, examAttempts.examId))
    .where(
      and(
        inScopeClasses(db, scope, exams.classId),
        isNull(exams.deletedAt),
        eq(examAttempts.state, 'inProgress'),
        gt(examAttempts.deadlineAt, now),
        inArray(examAttempts.studentId, students),
      ),
    );
  const answering = drafts.union(examining).as('answering');
  const [sessionRow, answeringRow] = await Promise.all([
    db
      .select({
        online: sql<number>`count(distinct ${sessions.userId}) filter (where ${and(
          isNull(sessions.endedAt),
          gt(sessions.expiresAt, now),
          gte(sessions.lastSeenAt, onlineSince),
        )})`.mapWith(Number),
        signedIn: sql<number>`count(distinct ${sessions.userId}) filter (where ${gte(
          sessions.createdAt,
          midnight,
        )})`.mapWith(Number),
      })
      .from(sessions)
      .where(
        and(
          inArray(sessions.userId, students),
          sql`(${gte(sessions.createdAt, midnight)} or ${isNull(sessions.endedAt)})`,
        ),
      ),
    db.select({ n: sql<number>`count(distinct ${answering.studentId})`.mapWith(Number) }).from(answering),
  ]);
  return {
    onlineNow: sessionRow[0]?.online ?? 0,
    answeringNow: answeringRow[0]?.n ?? 0,
    signInsToday: sessionRow[0]?.signedIn ?? 0,
    onlineWindowMinutes: ONLINE_WINDOW_MINUTES,
    answeringWindowMinutes: ANSWERING_WINDOW_MINUTES,
  };
}
