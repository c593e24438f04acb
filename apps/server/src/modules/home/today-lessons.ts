/**
 * Today's online lessons of the student's classes: a live one (to enter) and those started today by
 * the school's calendar (to look back at), live first. Lessons are started by the teacher, not
 * scheduled, so "today" is what has begun.
 */
import type { TTodayLesson } from '@lingua/contracts';
import { and, desc, eq, gte, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { classes, onlineLessons, users } from '../../db/schema';
import { chinaDay } from '../../platform/china-time';
import type { Db } from '../../platform/database';
import type { SessionUser } from '../../platform/request-context';
import { lessonPolicy } from '../online-lessons/lesson-policy';

const teacher = alias(users, 'today_lesson_teacher');

/** Midnight of the school's day (China Standard Time, as china-time.ts). */
export function schoolDayStart(now: Date): Date {
  return new Date(`${chinaDay(now)}T00:00:00+08:00`);
}

export async function listTodayLessons(db: Db, student: SessionUser, now: Date): Promise<TTodayLesson[]> {
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
        or(isNull(onlineLessons.endedAt), gte(onlineLessons.startedAt, schoolDayStart(now))),
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
