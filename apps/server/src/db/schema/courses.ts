/**
 * Courses (resource lessons) and their content: chapters → steps → activities, in the order a
 * student works through them (part 1 §4).
 * Catalogue courses (school_id null) are platform content shared by every school; a built course
 * (issue 18, modules/course-builder) belongs to a school and the teacher who made it.
 * Progress is in classes.ts: it belongs to a class.
 */
import type { TActivityKind, TBuiltCourseStatus, TLocalizedText } from '@lingua/contracts';
import {
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { schools } from './schools';
import { users } from './users';

export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    /** The catalogue key (packages/content). */
    key: text('key').notNull(),
    name: jsonb('name').$type<TLocalizedText>().notNull(),
    audience: jsonb('audience').$type<TLocalizedText>().notNull(),
    /** Sanitised HTML in both languages. */
    introduction: jsonb('introduction').$type<TLocalizedText>().notNull(),
    pictureUrl: text('picture_url').notNull().default(''),
    /** The detail carousel (part 1 §2 course-details dialog). */
    pictures: jsonb('pictures').$type<string[]>().notNull().default([]),
    version: text('version').notNull(),
    /** Null: the platform catalogue. Set: a course built by a teacher of this school. */
    schoolId: integer('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    /** A built course is a draft until its teacher publishes it; catalogue courses are published. */
    status: text('status').$type<TBuiltCourseStatus>().notNull().default('published'),
    /** The catalogue course a built course was copied from (the copy is deep; the source stays). */
    copiedFrom: integer('copied_from').references((): AnyPgColumn => courses.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('courses_key_key').on(t.key), index('courses_school_owner_idx').on(t.schoolId, t.ownerId)],
);

export const courseChapters = pgTable(
  'course_chapters',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    sort: smallint('sort').notNull(),
    title: jsonb('title').$type<TLocalizedText>().notNull(),
  },
  (t) => [index('course_chapters_course_idx').on(t.courseId, t.sort)],
);

export const courseSteps = pgTable(
  'course_steps',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    chapterId: integer('chapter_id')
      .notNull()
      .references(() => courseChapters.id, { onDelete: 'cascade' }),
    /** Position in the whole course: the step order rule compares it. */
    sort: smallint('sort').notNull(),
    title: jsonb('title').$type<TLocalizedText>().notNull(),
  },
  (t) => [index('course_steps_course_idx').on(t.courseId, t.sort)],
);

export const courseActivities = pgTable(
  'course_activities',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    stepId: integer('step_id')
      .notNull()
      .references(() => courseSteps.id, { onDelete: 'cascade' }),
    /** Position within the step: tasks are done in this order. */
    sort: smallint('sort').notNull(),
    kind: text('kind').$type<TActivityKind>().notNull(),
    title: jsonb('title').$type<TLocalizedText>().notNull(),
  },
  (t) => [index('course_activities_step_idx').on(t.stepId, t.sort)],
);
