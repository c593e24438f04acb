/**
 * The claim: one statement takes the oldest due job of the given kinds (queued and due, or
 * running with a lease that ran out) and marks it running under a fresh lease. The inner select
 * locks its row with FOR UPDATE SKIP LOCKED, so runners claiming at once on one database each get
 * a different job or none, never the same one; a job's row lock lasts only this statement.
 */
import { sql } from 'drizzle-orm';
import { jobs } from '../../db/schema';
import type { Queryable } from '../database';

export interface ClaimedJob {
  id: number;
  kind: string;
  key: string | null;
  payload: unknown;
  /** This claim's number: 1 on the first run, 2 on the first retry. */
  attempts: number;
  maxAttempts: number;
  leaseMs: number;
}

export async function claimJob(db: Queryable, kinds: readonly string[]): Promise<ClaimedJob | undefined> {
  if (kinds.length === 0) return undefined;
  const j = jobs;
  const kindList = sql.join(
    kinds.map((kind) => sql`${kind}`),
    sql`, `,
  );
  const [row] = await db
    .update(j)
    .set({
      state: 'running',
      attempts: sql`${j.attempts} + 1`,
      leaseUntil: sql`now() + ${j.leaseMs} * interval '1 millisecond'`,
    })
    .where(
      sql`${j.id} = (
        select ${j.id} from ${j}
        where ${j.kind} in (${kindList})
          and ((${j.state} = 'queued' and ${j.runAt} <= now())
            or (${j.state} = 'running' and ${j.leaseUntil} < now()))
        order by ${j.runAt}, ${j.id}
        limit 1
        for update skip locked
      )`,
    )
    .returning({
      id: j.id,
      kind: j.kind,
      key: j.key,
      payload: j.payload,
      attempts: j.attempts,
      maxAttempts: j.maxAttempts,
      leaseMs: j.leaseMs,
    });
  return row;
}
