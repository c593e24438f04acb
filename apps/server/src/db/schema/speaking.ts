/**
 * Speaking practice (issue 7): every recording of a spoken answer (a question, or one line of a
 * dialogue) is stored as mp3 and is its own scoring job. The row is the job: queued → processing
 * → done or failed, with a lease so a job whose instance died is picked up again; the state is
 * the database's, so it survives restarts and is visible to every instance.
 */
import type { TSpeechJobStatus, TSpeechResult } from '@lingua/contracts';
import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { schools } from './schools';
import { trainingAttempts, trainingQuestions } from './trainings';

export const speechRecordings = pgTable(
  'speech_recordings',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => trainingAttempts.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => trainingQuestions.id, { onDelete: 'cascade' }),
    /** The dialogue line; 0 for a single recording. */
    line: smallint('line').notNull().default(0),
    /** The stored mp3 (16 kHz, 16 kbps). */
    fileUrl: text('file_url').notNull(),
    durationSeconds: doublePrecision('duration_seconds').notNull(),
    /**
     * The upload as 16 kHz WAV, kept (out of the served paths) until its job ends: the scorer is
     * calibrated on full-band speech, and a 16 kbps mp3 keeps only the band below 4 kHz.
     */
    scoringInput: text('scoring_input'),
    /** The script the recording is scored against; null for free talk (scored on what was heard). */
    referenceText: text('reference_text'),
    status: text('status').$type<TSpeechJobStatus>().notNull().default('queued'),
    /** A newer recording of the same line replaces this one: its job is skipped. */
    replaced: smallint('replaced').notNull().default(0),
    tries: smallint('tries').notNull().default(0),
    /** A processing job whose lease ran out belongs to a dead worker and is claimed again. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    result: jsonb('result').$type<TSpeechResult>(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('speech_recordings_attempt_idx').on(t.attemptId, t.questionId, t.line),
    index('speech_recordings_queue_idx').on(t.id).where(sql`status in ('queued', 'processing')`),
  ],
);
