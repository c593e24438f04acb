/**
 * Background jobs (platform/jobs): one row per job, claimed by one runner at a time with
 * FOR UPDATE SKIP LOCKED. A claim holds a lease; a running job whose lease ran out belongs to a
 * dead instance and is claimed again. A recurring job is one row per kind (key 'every') that its
 * runner arms again after each run; a one-off job's row is deleted when it is done and kept when
 * it failed for good.
 */
import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export type TJobState = 'queued' | 'running' | 'failed';

export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The registered kind, e.g. 'speaking.score'; its handler runs the job. */
    kind: text('kind').notNull(),
    /** Unique per kind when set: a job enqueued twice under one key is one job. */
    key: text('key'),
    payload: jsonb('payload').$type<unknown>().notNull().default({}),
    state: text('state').$type<TJobState>().notNull().default('queued'),
    /** Not before this time (a retry's backoff, a recurring job's next run). */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** Claims so far, this one included while running. */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    /** How long a claim holds before another runner may take the job. */
    leaseMs: integer('lease_ms').notNull().default(60_000),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('jobs_kind_key_idx').on(t.kind, t.key),
    // The claim's scan: due jobs in order, and running ones whose lease may have run out.
    index('jobs_due_idx').on(t.runAt, t.id).where(sql`${t.state} <> 'failed'`),
  ],
);
