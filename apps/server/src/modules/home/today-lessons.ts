/**
 * Today's online lessons of the student's classes: a live one (to enter) and those started today by
 * the school's calendar (to look back at), live first. Lessons are started by the teacher, not
 * scheduled, so "today" is what has begun.
 */
import { type TTodayLesson, zonedDay, zonedDayStart } from '@lingua/contracts';
import { and, desc, eq, gte, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { classes, onlineLessons, users } from '../../db/schema';
import type { Db } from '../../platform/database';
import type { SessionUser } from '../../platform/request-context';
import { lessonPolicy } from '../online-lessons/lesson-policy';
import { schoolTimeZone } from '../schools/school-time-zone';

const teacher = alias(users, 'today_lesson_teacher');

/** Midnight of the day `now` falls on, on the school's clock. */
export function schoolDayStart(now: Date, zone: string): Date {
  return zonedDayStart(zonedDay(now, zone), zone);
}

export async function listTodayLessons(db: Db, student: SessionUser, now: Date): Promise<TTodayLesson[]> {
  const zone = await schoolTimeZone(db, student.schoolId);
  const rows = await db
    .select({
      lesson: onlineLessons,
      className: classes.name,
      teacherName: teacher.name,
    })
    .from(onlineLessons)
    .innerJoin(classes, eq(classes.id, onlineLessons.classId))
    .innerJoin(teacher, eq(teacher.id, onlineLessons.teacherId))
    .where(
      and(
        lessonPolicy.read(student),
        or(isNull(onlineLessons.endedAt), gte(onlineLessons.startedAt, schoolDayStart(now, zone))),
      ),
    )
    .orderBy(sql`${onlineLessons.endedAt} is null desc`, desc(onlineLessons.startedAt))
    .limit(5);
  return rows.map(({ lesson, className, teacherName }) => ({
    lessonId: lesson.id,
    classId: lesson.classId,
    className,
    title: lesson.title,
    teacherName,
    startedAt: lesson.startedAt.toISOString(),
    endedAt: lesson.endedAt?.toISOString() ?? null,
    isLive: lesson.endedAt === null,
  }));
}
