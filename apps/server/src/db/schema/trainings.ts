/**
 * Trainings (part 1 §2 practicals) and their questions, the link from course activities, a class's
 * settings per training (open or closed, deadline), and attempts with their autosaved answers,
 * grades and listening plays. Trainings with school_id null are platform content (seeded).
 */
import type {
  TBackgroundItem,
  TLocalizedText,
  TQuestionAnswer,
  TStoredCaseLink,
  TTrainingKind,
  TTrainingSettings,
} from '@lingua/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
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
import { courseActivities } from './courses';
import { schools } from './schools';
import { users } from './users';

export const trainings = pgTable(
  'trainings',
  {
    id: serial('id').primaryKey(),
    /** Null: platform content every school may use. */
    schoolId: integer('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    kind: text('kind').$type<TTrainingKind>().notNull(),
    title: jsonb('title').$type<TLocalizedText>().notNull(),
    intro: jsonb('intro').$type<TLocalizedText>().notNull(),
    background: jsonb('background').$type<TBackgroundItem[]>().notNull().default([]),
    settings: jsonb('settings').$type<TTrainingSettings>().notNull(),
    /** A comprehensive case's links in order (issue 16); empty for every other kind. */
    links: jsonb('links').$type<TStoredCaseLink[]>().notNull().default([]),
    /** The teacher who made it (a copy from the pool, an import); null for the platform's and older imports. */
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** A copy: the training it was copied from (the original is never changed by the copy's edits). */
    copiedFrom: integer('copied_from'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('trainings_key_key').on(t.key), index('trainings_kind_idx').on(t.kind)],
);

export const trainingQuestions = pgTable(
  'training_questions',
  {
    id: serial('id').primaryKey(),
    trainingId: integer('training_id')
      .notNull()
      .references(() => trainings.id, { onDelete: 'cascade' }),
    sort: smallint('sort').notNull(),
    subjectType: smallint('subject_type').notNull(),
    /** Markup text (part 1 §3 content tags). */
    stem: text('stem').notNull(),
    fullMark: doublePrecision('full_mark').notNull(),
    analysis: jsonb('analysis').$type<TLocalizedText>().notNull(),
    /** The type's content shape (packages/contracts questions/content.ts), right answers included. */
    content: jsonb('content').notNull(),
    /** 1 easy, 2 medium, 3 hard: what exam papers drawn by rule choose by. */
    difficulty: smallint('difficulty').notNull().default(2),
    /** An imported question's name in its bank ('' for authored ones), written back on export. */
    name: text('name').notNull().default(''),
    /** A comprehensive case's task: the index of its link in `trainings.links`; null otherwise. */
    link: smallint('link'),
  },
  (t) => [index('training_questions_training_idx').on(t.trainingId, t.sort)],
);

/** The training a course activity opens. */
export const activityTrainings = pgTable('activity_trainings', {
  activityId: integer('activity_id')
    .primaryKey()
    .references(() => courseActivities.id, { onDelete: 'cascade' }),
  trainingId: integer('training_id')
    .notNull()
    .references(() => trainings.id, { onDelete: 'cascade' }),
});

/**
 * A class's settings of a training. A training of the class's course is open without a row; a row
 * closes it, sets a deadline, or assigns a training from outside the course.
 */
export const classTrainings = pgTable(
  'class_trainings',
  {
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    trainingId: integer('training_id')
      .notNull()
      .references(() => trainings.id, { onDelete: 'cascade' }),
    isOpen: boolean('is_open').notNull(),
    deadline: timestamp('deadline', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.classId, t.trainingId] })],
);

export const trainingAttempts = pgTable(
  'training_attempts',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    trainingId: integer('training_id')
      .notNull()
      .references(() => trainings.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['draft', 'submitted'] })
      .notNull()
      .default('draft'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    /** Sum of the automatic scores. */
    autoScore: doublePrecision('auto_score'),
    /** The attempt's score: null until every teacher-graded answer is graded. */
    score: doublePrecision('score'),
    fullMark: doublePrecision('full_mark').notNull(),
    /** When the teacher first opened it: from then on it cannot be recalled (part 1 §4). */
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('training_attempts_student_idx').on(t.classId, t.studentId, t.trainingId),
    index('training_attempts_training_idx').on(t.classId, t.trainingId),
    // At most one draft per student, class and training.
    uniqueIndex('training_attempts_one_draft').on(t.classId, t.studentId, t.trainingId).where(sql`status = 'draft'`),
  ],
);

export const attemptAnswers = pgTable(
  'attempt_answers',
  {
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => trainingAttempts.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => trainingQuestions.id, { onDelete: 'cascade' }),
    answer: jsonb('answer').$type<TQuestionAnswer>().notNull(),
    /** Set on submit for automatically graded types. */
    autoScore: doublePrecision('auto_score'),
    rightFlag: smallint('right_flag'),
    teacherScore: doublePrecision('teacher_score'),
    teacherComment: text('teacher_comment'),
    gradedBy: integer('graded_by').references(() => users.id, { onDelete: 'set null' }),
    gradedAt: timestamp('graded_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The newest save's number in the page's answer journal: an older resend never overwrites it. */
    seq: bigint('seq', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.questionId] })],
);

/** Plays of an attempt's background audio or video, for the listening rules (part 1 §5). */
export const attemptMediaPlays = pgTable(
  'attempt_media_plays',
  {
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => trainingAttempts.id, { onDelete: 'cascade' }),
    itemIndex: smallint('item_index').notNull(),
    plays: smallint('plays').notNull().default(0),
    lastPlayAt: timestamp('last_play_at', { withTimezone: true }),
    fullyPlayed: boolean('fully_played').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.itemIndex] })],
);

/**
 * Answers a teacher chose as excellent cases of their class (issue 16): one written answer of a
 * submitted, graded attempt; the class reads them on the excellent-case page.
 */
export const excellentAnswers = pgTable(
  'excellent_answers',
  {
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => trainingAttempts.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => trainingQuestions.id, { onDelete: 'cascade' }),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    trainingId: integer('training_id')
      .notNull()
      .references(() => trainings.id, { onDelete: 'cascade' }),
    markedBy: integer('marked_by').references(() => users.id, { onDelete: 'set null' }),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.attemptId, t.questionId] }),
    index('excellent_answers_class_idx').on(t.classId, t.trainingId),
  ],
);
