/** Teaching tasks (issue 8): a teacher's task, the classes it is published to, each student's answer. */
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { classes } from './classes';
import { schools } from './schools';
import { users } from './users';

export const tasks = pgTable(
  'tasks',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    taskType: text('task_type', { enum: ['writing', 'speaking', 'report', 'practice'] }).notNull(),
    background: jsonb('background')
      .$type<{ displayType: 1 | 2 | 3 | 4; htmlStr: string; fileUrl: string }[]>()
      .notNull(),
    attachments: jsonb('attachments').$type<{ name: string; url: string }[]>().notNull(),
    uploadRule: text('upload_rule', { enum: ['required', 'optional', 'none'] }).notNull(),
    fileGroups: jsonb('file_groups').$type<('document' | 'image' | 'audio' | 'video' | 'archive')[]>().notNull(),
    maxFileMb: smallint('max_file_mb').notNull(),
    fullMark: smallint('full_mark').notNull(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    timeLimitMinutes: smallint('time_limit_minutes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tasks_school_teacher_idx').on(t.schoolId, t.teacherId)],
);

export const taskClasses = pgTable(
  'task_classes',
  {
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the class's students were reminded of the deadline; set once, by whichever instance. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.classId] }), index('task_classes_class_idx').on(t.classId)],
);

export const taskSubmissions = pgTable(
  'task_submissions',
  {
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull().default(''),
    /** The newest draft save's number in the page's answer journal: an older resend never overwrites it. */
    draftSeq: bigint('draft_seq', { mode: 'number' }).notNull().default(0),
    files: jsonb('files').$type<{ name: string; url: string; size: number }[]>().notNull().default([]),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** The teacher opened the answer: from then on it cannot be recalled (part 1 §4). */
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    score: smallint('score'),
    comment: text('comment'),
    ratedAt: timestamp('rated_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.classId, t.studentId] })],
);
