/**
 * Competitions (issue 20, part 2 §2.4): a competition with its pages and rules, its periods
 * (preliminary, semi-final, final) each run as an exam of the exam engine in the competition's own
 * class, the entries (commitment signed, withdrawal with its reason) and each period's published
 * results (score, rank, time used), which certificates and the public score pages read.
 */
import type { TCompetitionDownload, TCompetitionStage } from '@lingua/contracts';
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
} from 'drizzle-orm/pg-core';
import { classes } from './classes';
import { exams } from './exams';
import { schools } from './schools';
import { users } from './users';

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const competitions = pgTable(
  'competitions',
  {
    id: serial('id').primaryKey(),
    /** The organiser's school: a school-only competition admits its students alone. */
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    organiserId: integer('organiser_id')
      .notNull()
      .references(() => users.id),
    /** The class the periods' exams are given to: entrants join it when they may sit. */
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id),
    name: text('name').notNull(),
    logoUrl: text('logo_url').notNull().default(''),
    bgUrl: text('bg_url').notNull().default(''),
    /** Rich text, sanitised when written. */
    intro: text('intro').notNull().default(''),
    rules: text('rules').notNull().default(''),
    organisation: text('organisation').notNull().default(''),
    faq: text('faq').notNull().default(''),
    /** The commitment letter the entrant signs (shown in its frame). */
    commitment: text('commitment').notNull().default(''),
    downloads: jsonb('downloads').$type<TCompetitionDownload[]>().notNull().default([]),
    isPublic: boolean('is_public').notNull().default(false),
    isOfficial: boolean('is_official').notNull().default(true),
    /** 1: the commitment must be signed before entering (with an official competition). */
    eligibility: smallint('eligibility').notNull().default(1),
    /** 1: an entrant may withdraw with a reason. */
    exitControl: smallint('exit_control').notNull().default(1),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [index('competitions_school_idx').on(t.schoolId), index('competitions_organiser_idx').on(t.organiserId)],
);

export const competitionPeriods = pgTable(
  'competition_periods',
  {
    id: serial('id').primaryKey(),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    stage: text('stage').$type<TCompetitionStage>().notNull(),
    name: text('name').notNull(),
    /** The round's exam in the competition's class: paper, window, time limit, face check. */
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('competition_periods_competition_idx').on(t.competitionId)],
);

export const competitionEntries = pgTable(
  'competition_entries',
  {
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The entrant's own school (a public competition admits several). */
    schoolId: integer('school_id').notNull(),
    enteredAt: ts('entered_at').notNull().defaultNow(),
    committedAt: ts('committed_at'),
    withdrawnAt: ts('withdrawn_at'),
    withdrawalReason: text('withdrawal_reason'),
  },
  (t) => [
    primaryKey({ columns: [t.competitionId, t.studentId] }),
    index('competition_entries_student_idx').on(t.studentId),
  ],
);

/** A period's published results: one row per ranked entrant, written when the organiser publishes. */
export const competitionResults = pgTable(
  'competition_results',
  {
    periodId: integer('period_id')
      .notNull()
      .references(() => competitionPeriods.id, { onDelete: 'cascade' }),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    attemptId: integer('attempt_id').notNull(),
    score: doublePrecision('score').notNull(),
    fullMark: doublePrecision('full_mark').notNull(),
    timeUsedSeconds: integer('time_used_seconds').notNull(),
    rank: integer('rank').notNull(),
    publishedAt: ts('published_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.periodId, t.studentId] }), index('competition_results_student_idx').on(t.studentId)],
);
