/**
 * Teaching plans (issue 17): a plan per course and term, written as rich text and/or an uploaded
 * document (a private file, served signed only to the school's staff). A teacher writes their own;
 * the manager reads them all and may write school-level plans (scope 'school').
 */
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { courses } from './courses';
import { schools } from './schools';
import { users } from './users';

export const teachingPlans = pgTable(
  'teaching_plans',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    /** 'teacher': the author's own plan; 'school': the manager's plan for the whole school. */
    scope: text('scope', { enum: ['teacher', 'school'] }).notNull(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The course the plan is for; null for a school plan across courses. */
    courseId: integer('course_id').references(() => courses.id),
    /** A school year and term as a code: "2026-2027-1" (first term) or "2026-2027-2". */
    term: text('term').notNull(),
    title: text('title').notNull(),
    /** Sanitised HTML, written through sanitizeRichText only; may be empty when a file is given. */
    content: text('content').notNull().default(''),
    fileUrl: text('file_url').notNull().default(''),
    fileName: text('file_name').notNull().default(''),
    fileSize: integer('file_size').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('teaching_plans_school_term_idx').on(t.schoolId, t.term),
    index('teaching_plans_author_idx').on(t.authorId),
  ],
);
