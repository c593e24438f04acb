/**
 * The platform round closes itself when its clock ends: the contest moves from platform to review
 * with no teacher's click. Two paths reach the same claim: a recurring job of the runner (every
 * 5 s on one instance at a time, whether or not a page is open), and every read of a contest whose
 * clock has run out (so a page that reaches zero sees the close at once). The claim is one
 * `UPDATE … WHERE phase = 'platform' AND <ended on the database's clock> RETURNING`, so across
 * instances, tabs and the job a round closes exactly once, and only its closer pushes the change.
 * The database's `now()` started the clock, so it alone ends it.
 */
import { and, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import { negotiationContests } from '../../db/schema';
import type { Queryable } from '../../platform/database';
import type { JobRunner } from '../../platform/jobs/runner';
import type { ContestRow } from './negotiation-policy';

const SWEEP_MS = 5_000;

const ended: SQL = sql`${negotiationContests.platformStartedAt} + ${negotiationContests.platformMinutes} * interval '1 minute' <= now()`;

export interface ClosedRound {
  contestId: number;
  classId: number;
}

/** Closes the ended platform rounds (one contest's, or all of them); answers those this call closed. */
export function closeEndedRounds(db: Queryable, contestId?: number): Promise<ClosedRound[]> {
  return db
    .update(negotiationContests)
    .set({ phase: 'review' })
    .where(
      and(
        eq(negotiationContests.phase, 'platform'),
        isNotNull(negotiationContests.platformStartedAt),
        ended,
        contestId === undefined ? undefined : eq(negotiationContests.id, contestId),
      ),
    )
    .returning({ contestId: negotiationContests.id, classId: negotiationContests.classId });
}

/**
 * A contest as it stands once its ended round is closed: read paths call this, so nobody reads a
 * platform round past its end. `onClosed` pushes the change when this read was the one that closed it.
 */
export async function settleRound(
  db: Queryable,
  contest: ContestRow,
  onClosed: (round: ClosedRound) => Promise<void>,
  now = new Date(),
): Promise<ContestRow> {
  const started = contest.platformStartedAt;
  if (contest.phase !== 'platform' || !started) return contest;
  if (started.getTime() + contest.platformMinutes * 60_000 > now.getTime()) return contest;
  const closed = await closeEndedRounds(db, contest.id);
  for (const round of closed) await onClosed(round);
  if (closed.length > 0) return { ...contest, phase: 'review' };
  // Another instance (or the job) closed it first, or the database's clock is a moment behind ours.
  const [row] = await db
    .select({ phase: negotiationContests.phase })
    .from(negotiationContests)
    .where(eq(negotiationContests.id, contest.id));
  return { ...contest, phase: row?.phase ?? contest.phase };
}

/** Every 5 s on one instance at a time (the job runner's recurring kind). */
export function scheduleRoundClose(jobs: JobRunner, db: Queryable, onClosed: (round: ClosedRound) => Promise<void>) {
  jobs.every('negotiations.closeRounds', SWEEP_MS, async () => {
    for (const round of await closeEndedRounds(db)) await onClosed(round);
  });
}
