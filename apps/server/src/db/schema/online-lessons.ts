/**
 * The online classroom (issue 8): live lessons of a class, their attendance, roll calls and
 * quick questions. Attendance rows exist only once a student is marked (by themselves or the
 * teacher); a student of the class without a row has not signed in yet.
 */

import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { classes } from './classes';
import { schools } from './schools';
import { users } from './users';

export const onlineLessons = pgTable(
  'online_lessons',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    /** rotating: a 4-digit code derived from `signInSecret` per period; fixed: `fixedCode`. */
    signInMode: text('sign_in_mode', { enum: ['rotating', 'fixed'] }).notNull(),
    fixedCode: text('fixed_code'),
    /** Never sent to a client: the rotating code is an HMAC of the period under it. */
    signInSecret: text('sign_in_secret').notNull(),
    /** A self sign-in this many minutes after the start counts as late. */
    lateAfterMinutes: smallint('late_after_minutes').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    signInEndedAt: timestamp('sign_in_ended_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('online_lessons_class_idx').on(t.classId, t.startedAt),
    // One live lesson per class at a time.
    uniqueIndex('online_lessons_live_key').on(t.classId).where(sql`${t.endedAt} is null`),
  ],
);

export const ATTENDANCE_STATUSES = ['present', 'late', 'excused', 'absent'] as const;

export const onlineLessonAttendance = pgTable(
  'online_lesson_attendance',
  {
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => onlineLessons.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ATTENDANCE_STATUSES }).notNull(),
    /** self: the student signed in; teacher: marked by hand; system: absent when sign-in ended. */
    source: text('source', { enum: ['self', 'teacher', 'system'] }).notNull(),
    /** When the student signed in themselves; kept when a teacher later changes the status. */
    signedInAt: timestamp('signed_in_at', { withTimezone: true }),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.lessonId, t.studentId] })],
);

export const onlineLessonRollCalls = pgTable(
  'online_lesson_roll_calls',
  {
    id: serial('id').primaryKey(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => onlineLessons.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    calledAt: timestamp('called_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('online_lesson_roll_calls_lesson_idx').on(t.lessonId)],
);

export const onlineLessonQuestions = pgTable(
  'online_lesson_questions',
  {
    id: serial('id').primaryKey(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => onlineLessons.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    options: jsonb('options').$type<string[]>().notNull(),
    isMultiple: boolean('is_multiple').notNull(),
    /** Option indexes of the right answer; empty for an opinion poll. */
    correct: jsonb('correct').$type<number[]>().notNull(),
    pushedAt: timestamp('pushed_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [index('online_lesson_questions_lesson_idx').on(t.lessonId)],
);

export const onlineLessonAnswers = pgTable(
  'online_lesson_answers',
  {
    questionId: integer('question_id')
      .notNull()
      .references(() => onlineLessonQuestions.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    answer: jsonb('answer').$type<number[]>().notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.studentId] })],
);
