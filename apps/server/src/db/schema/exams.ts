/**
 * Online exams (issue 6): papers drawn from the question bank (training_questions), exams given
 * to a class, per-student accommodations, attempts with their server deadline, autosaved answers,
 * the invigilation audit log, and a student's face reference image.
 */
import type { TAttemptState, TPaperRuleItem, TQuestionAnswer } from '@lingua/contracts';
import { sql } from 'drizzle-orm';
import {
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
import { schools } from './schools';
import { trainingQuestions } from './trainings';
import { users } from './users';

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const examPapers = pgTable(
  'exam_papers',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    timeMinutes: integer('time_minutes').notNull(),
    source: text('source', { enum: ['manual', 'rule'] }).notNull(),
    variants: smallint('variants').notNull().default(1),
    questionCount: integer('question_count').notNull(),
    fullMark: doublePrecision('full_mark').notNull(),
    /** The draw of a rule paper (type and count per line), kept so the paper can be edited. */
    rule: jsonb('rule').$type<TPaperRuleItem[]>(),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** Deleted papers stay for the reports of the exams that used them, out of every list. */
    deletedAt: ts('deleted_at'),
  },
  (t) => [index('exam_papers_teacher_idx').on(t.schoolId, t.teacherId)],
);

export const examPaperQuestions = pgTable(
  'exam_paper_questions',
  {
    paperId: integer('paper_id')
      .notNull()
      .references(() => examPapers.id, { onDelete: 'cascade' }),
    variant: smallint('variant').notNull(),
    sort: smallint('sort').notNull(),
    questionId: integer('question_id')
      .notNull()
      .references(() => trainingQuestions.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.paperId, t.variant, t.sort] })],
);

export const exams = pgTable(
  'exams',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    paperId: integer('paper_id')
      .notNull()
      .references(() => examPapers.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    mode: smallint('mode').notNull().default(0),
    opensAt: ts('opens_at').notNull(),
    closesAt: ts('closes_at').notNull(),
    timeLimitMinutes: integer('time_limit_minutes').notNull(),
    maxAttempts: smallint('max_attempts').notNull().default(1),
    shuffle: boolean('shuffle').notNull().default(false),
    showDetails: boolean('show_details').notNull().default(false),
    faceCheck: boolean('face_check').notNull().default(false),
    published: boolean('published').notNull().default(false),
    /** Set while the whole exam is paused; resuming moves every running deadline by the pause. */
    pausedAt: ts('paused_at'),
    signInEndedAt: ts('sign_in_ended_at'),
    closedAt: ts('closed_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** A deleted exam leaves every list and page; its attempts stay in the database, never lost by a click. */
    deletedAt: ts('deleted_at'),
  },
  (t) => [index('exams_class_idx').on(t.classId)],
);

export const examAccommodations = pgTable(
  'exam_accommodations',
  {
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    extraMinutes: integer('extra_minutes').notNull().default(0),
    extraAttempts: integer('extra_attempts').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.examId, t.studentId] })],
);

export const examAttempts = pgTable(
  'exam_attempts',
  {
    id: serial('id').primaryKey(),
    /**
     * No foreign key on purpose: every start would take a KEY SHARE lock on the one exam row, and
     * thousands of concurrent lockers of one row serialise on its multixact. The service writes
     * attempts only for exams it has just read; exams are only ever soft-deleted (deletedAt).
     */
    examId: integer('exam_id').notNull(),
    schoolId: integer('school_id').notNull(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    attemptNo: smallint('attempt_no').notNull(),
    variant: smallint('variant').notNull().default(0),
    state: text('state').$type<TAttemptState>().notNull(),
    locked: boolean('locked').notNull().default(false),
    startedAt: ts('started_at'),
    /** The server's deadline: start + limit + extra time, moved on by every pause. */
    deadlineAt: ts('deadline_at'),
    submittedAt: ts('submitted_at'),
    lastSaveAt: ts('last_save_at'),
    answered: integer('answered').notNull().default(0),
    focusLosses: integer('focus_losses').notNull().default(0),
    screenSwitches: integer('screen_switches').notNull().default(0),
    device: text('device').notNull().default(''),
    address: text('address').notNull().default(''),
    autoScore: doublePrecision('auto_score'),
    score: doublePrecision('score'),
    fullMark: doublePrecision('full_mark').notNull(),
  },
  (t) => [
    uniqueIndex('exam_attempts_no_key').on(t.examId, t.studentId, t.attemptNo),
    // The auto-submit job's scan: running attempts by deadline.
    index('exam_attempts_due_idx').on(t.deadlineAt).where(sql`state = 'inProgress'`),
  ],
);

export const examAnswers = pgTable(
  'exam_answers',
  {
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => examAttempts.id, { onDelete: 'cascade' }),
    /** No foreign key for the same reason (a paper's few questions are every save's parent rows); the save checks the paper. */
    questionId: integer('question_id').notNull(),
    answer: jsonb('answer').$type<TQuestionAnswer>().notNull(),
    /** The client's journal number: a resend of an older change never overwrites a newer one. */
    seq: integer('seq').notNull().default(0),
    savedAt: ts('saved_at').notNull(),
    autoScore: doublePrecision('auto_score'),
    rightFlag: smallint('right_flag'),
    teacherScore: doublePrecision('teacher_score'),
    teacherComment: text('teacher_comment'),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.questionId] })],
);

/** The student's reference image from the personal centre (/openApi/facialRecognition/addFace). */
export const userFaces = pgTable('user_faces', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  filePath: text('file_path').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/**
 * The exam face check (docs/face-check.md): every comparison of a camera capture with the
 * reference (kind 'check', with the engine's distance and the captured image), and every
 * invigilator's waiver (kind 'waiver', passed, with the invigilator and the reason).
 */
export const examFaceChecks = pgTable(
  'exam_face_checks',
  {
    id: serial('id').primaryKey(),
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'check' | 'waiver'>().notNull(),
    passed: boolean('passed').notNull(),
    distance: doublePrecision('distance'),
    score: smallint('score'),
    /** A check's outcome (passed, mismatch, noFace, ...) or a waiver's reason. */
    reason: text('reason').notNull(),
    imagePath: text('image_path'),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    at: ts('at').notNull(),
  },
  (t) => [index('exam_face_checks_student_idx').on(t.examId, t.studentId, t.at)],
);
