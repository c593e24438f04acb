/**
 * Who may read and run an online lesson (docs/architecture.md "Object policies"): a lesson is its
 * class's, so the class policy decides. Staff who may change the class (its teacher, the school's
 * manager) see and run its lessons; a student of the class reads them (enter, sign in, answer,
 * their analysis); anyone else gets a 404.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { classes, onlineLessons, users } from '../../db/schema';
import type { Queryable } from '../../platform/database';
import { notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/request-context';
import { classPolicy } from '../classes/class-policy';

export type LessonRow = typeof onlineLessons.$inferSelect;
export type ReadLesson = LessonRow & { className: string; teacherName: string };

const teacher = alias(users, 'lesson_teacher');

/** Conditions on `online_lessons` joined to `classes` (the class's rule, and the lesson's school). */
export const lessonPolicy = {
  read: (user: SessionUser): SQL => and(eq(onlineLessons.schoolId, user.schoolId), classPolicy.read(user)) as SQL,
  change: (user: SessionUser): SQL => and(eq(onlineLessons.schoolId, user.schoolId), classPolicy.change(user)) as SQL,
};

async function lessonWhere(db: Queryable, where: SQL, lessonId: number): Promise<ReadLesson> {
  const [row] = await db
    .select({ lesson: onlineLessons, className: classes.name, teacherName: teacher.name })
    .from(onlineLessons)
    .innerJoin(classes, eq(classes.id, onlineLessons.classId))
    .innerJoin(teacher, eq(teacher.id, onlineLessons.teacherId))
    .where(and(eq(onlineLessons.id, lessonId), where));
  if (!row) throw notFound();
  return { ...row.lesson, className: row.className, teacherName: row.teacherName };
}

/** The lesson with its class and teacher names, if the user may see it; a 404 otherwise. */
export const getReadableLesson = (db: Queryable, user: SessionUser, lessonId: number) =>
  lessonWhere(db, lessonPolicy.read(user), lessonId);

/** The lesson, if the user may run it (its class's teacher or the school's manager); a 404 otherwise. */
export const getChangeableLesson = (db: Queryable, user: SessionUser, lessonId: number) =>
  lessonWhere(db, lessonPolicy.change(user), lessonId);
