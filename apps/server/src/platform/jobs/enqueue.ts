/**
 * Putting a job in the table. Modules enqueue through the handle their kind's definition gives
 * them (`JobRunner.define`), inside their own transaction when the job belongs to a row they write,
 * so the job exists exactly when the row does.
 */
import { sql } from 'drizzle-orm';
import { jobs } from '../../db/schema';
import type { Queryable } from '../database';

export interface EnqueueOptions {
  /** One job per kind and key: a second enqueue under the same key is ignored. */
  key?: string;
  /** Not before this time (default: now). */
  runAt?: Date;
  /** Overrides the kind's lease for this job (a long recording needs a longer one). */
  leaseMs?: number;
}

export interface JobDefaults {
  maxAttempts: number;
  leaseMs: number;
}

export async function enqueueJob(
  db: Queryable,
  kind: string,
  payload: unknown,
  defaults: JobDefaults,
  options: EnqueueOptions = {},
): Promise<void> {
  await db
    .insert(jobs)
    .values({
      kind,
      key: options.key ?? null,
      payload: payload ?? {},
      runAt: options.runAt ?? sql`now()`,
      maxAttempts: defaults.maxAttempts,
      leaseMs: Math.round(options.leaseMs ?? defaults.leaseMs),
    })
    .onConflictDoNothing();
}
