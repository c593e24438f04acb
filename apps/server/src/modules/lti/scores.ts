/**
 * Assignment and Grade Services 2.0: a student's score on a linked training goes to the link's
 * line item when it is given: at submission, and again when a teacher's later grade (or speech
 * scoring) changes it ("late grades"). Nothing polls: the trainings module tells `AttemptScores`,
 * the score is written to the outbox (`lti_score_outbox`, the durable part) and sent at once. A
 * send the platform refused stays pending and waits (30 s, doubling, at most an hour); a timer is
 * armed only while such rows wait, so a school without LTI (or with nothing waiting) costs no
 * query. Rows are claimed (`FOR UPDATE SKIP LOCKED`) before sending, so instances never send one
 * score twice; a row whose instance stopped is sent by the next start's timer.
 */
import { LtiScopes } from '@lingua/contracts';
import { and, eq, min, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ltiPlatforms, ltiResourceLinks, ltiScoreOutbox, ltiUsers, trainingAttempts } from '../../db/schema';
import type { Db } from '../../platform/database';
import type { AttemptScores } from '../trainings/attempt-scores';
import { accessToken, postJson, scoresUrl } from './platform-client';

export const SCORE_MEDIA_TYPE = 'application/vnd.ims.lis.v1.score+json';
export const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60 * 1000;
const BATCH = 50;
/** How long a claimed row is left to its sender before another may take it. */
const CLAIM_MS = 60_000;

/**
 * Writes the attempt's score for every resource link it belongs to (its class and training, the
 * student launched from that platform, submitted after the link was made); a score already there
 * and unchanged is left as it is. Answers how many rows now wait to be sent.
 */
export async function recordScore(db: Db, attemptId: number): Promise<number> {
  const result = await db.execute(sql`
    insert into ${ltiScoreOutbox} (attempt_id, link_id, score_given, score_maximum, scored_at, next_at)
    select a.id, l.id, a.score, a.full_mark, date_trunc('milliseconds', now()), now()
    from ${trainingAttempts} a
    join ${ltiResourceLinks} l on l.class_id = a.class_id and l.training_id = a.training_id
    join ${ltiUsers} u on u.user_id = a.student_id and u.platform_id = l.platform_id
    where a.id = ${attemptId} and a.status = 'submitted' and l.line_item_url is not null
      and a.submitted_at >= l.created_at
    on conflict (attempt_id, link_id) do update set
      score_given = excluded.score_given, score_maximum = excluded.score_maximum,
      scored_at = excluded.scored_at, status = 'pending', tries = 0, next_at = excluded.next_at,
      last_error = null, sent_at = null
    where ${ltiScoreOutbox}.score_given is distinct from excluded.score_given
      or ${ltiScoreOutbox}.score_maximum <> excluded.score_maximum
    returning attempt_id`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}

/** Retry wait after `tries` failures. */
export function retryDelayMs(tries: number, firstMs = FIRST_RETRY_MS): number {
  return Math.min(MAX_RETRY_MS, firstMs * 2 ** Math.max(0, tries - 1));
}

/** Claims up to a batch of due rows (their next try moved past the send). */
async function claimDue(db: Db, now: Date): Promise<{ attemptId: number; linkId: number }[]> {
  const result = await db.execute(sql`
    update ${ltiScoreOutbox} o set next_at = ${new Date(now.getTime() + CLAIM_MS).toISOString()}::timestamptz
    from (
      select attempt_id, link_id from ${ltiScoreOutbox}
      where status = 'pending' and next_at <= ${now.toISOString()}::timestamptz
      order by next_at limit ${BATCH}
      for update skip locked
    ) due
    where o.attempt_id = due.attempt_id and o.link_id = due.link_id
    returning o.attempt_id as "attemptId", o.link_id as "linkId"`);
  return (result as unknown as { rows: { attemptId: number; linkId: number }[] }).rows;
}

/** Sends the due scores; answers how many the platforms took. */
export async function sendDueScores(db: Db, now = new Date(), firstRetryMs = FIRST_RETRY_MS): Promise<number> {
  const claimed = await claimDue(db, now);
  if (claimed.length === 0) return 0;
  const due = await db
    .select({
      attemptId: ltiScoreOutbox.attemptId,
      linkId: ltiScoreOutbox.linkId,
      tries: ltiScoreOutbox.tries,
      scoreGiven: ltiScoreOutbox.scoreGiven,
      scoreMaximum: ltiScoreOutbox.scoreMaximum,
      scoredAt: ltiScoreOutbox.scoredAt,
      lineItemUrl: ltiResourceLinks.lineItemUrl,
      sub: ltiUsers.sub,
      platform: { id: ltiPlatforms.id, clientId: ltiPlatforms.clientId, tokenUrl: ltiPlatforms.tokenUrl },
    })
    .from(ltiScoreOutbox)
    .innerJoin(ltiResourceLinks, eq(ltiResourceLinks.id, ltiScoreOutbox.linkId))
    .innerJoin(ltiPlatforms, eq(ltiPlatforms.id, ltiResourceLinks.platformId))
    .innerJoin(trainingAttempts, eq(trainingAttempts.id, ltiScoreOutbox.attemptId))
    .innerJoin(
      ltiUsers,
      and(eq(ltiUsers.userId, trainingAttempts.studentId), eq(ltiUsers.platformId, ltiResourceLinks.platformId)),
    )
    .where(
      sql`(${ltiScoreOutbox.attemptId}, ${ltiScoreOutbox.linkId}) in (${sql.join(
        claimed.map((c) => sql`(${c.attemptId}::integer, ${c.linkId}::integer)`),
        sql`, `,
      )})`,
    );
  const tokens = new Map<number, Promise<string>>();
  let sent = 0;
  for (const row of due) {
    // Only the score this send carries: a later grade written meanwhile stays pending (scored_at
    // is kept to the millisecond, as a Date holds it).
    const key = and(
      eq(ltiScoreOutbox.attemptId, row.attemptId),
      eq(ltiScoreOutbox.linkId, row.linkId),
      eq(ltiScoreOutbox.scoredAt, row.scoredAt),
    );
    try {
      if (!row.lineItemUrl) throw new Error('the link has no line item');
      let token = tokens.get(row.platform.id);
      if (!token) {
        token = accessToken(db, row.platform, [LtiScopes.score]);
        tokens.set(row.platform.id, token);
      }
      const graded = row.scoreGiven !== null;
      await postJson(scoresUrl(row.lineItemUrl), await token, SCORE_MEDIA_TYPE, {
        userId: row.sub,
        ...(graded ? { scoreGiven: row.scoreGiven, scoreMaximum: row.scoreMaximum } : {}),
        activityProgress: 'Completed',
        // A written answer the teacher has not graded yet: the platform shows it as pending; the
        // teacher's grade follows as a later score.
        gradingProgress: graded ? 'FullyGraded' : 'PendingManual',
        // When the score was given: a later grade carries a later timestamp, which AGS requires.
        timestamp: row.scoredAt.toISOString(),
      });
      await db.update(ltiScoreOutbox).set({ status: 'sent', sentAt: new Date(), lastError: null }).where(key);
      sent++;
    } catch (error) {
      const tries = row.tries + 1;
      await db
        .update(ltiScoreOutbox)
        .set({
          tries: Math.min(tries, 32_000),
          nextAt: new Date(now.getTime() + retryDelayMs(tries, firstRetryMs)),
          lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500),
        })
        .where(key);
    }
  }
  return sent;
}

/** The earliest retry waiting, or null when nothing does. */
async function nextRetryAt(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(ltiScoreOutbox.nextAt) })
    .from(ltiScoreOutbox)
    .where(eq(ltiScoreOutbox.status, 'pending'));
  return row?.at ?? null;
}

/** The grade passback of one app: sends scores as they change, retries on a timer armed only while rows wait. */
export class ScorePassback {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private closed = false;
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly firstRetryMs = FIRST_RETRY_MS,
  ) {}

  /** Listens to the trainings module's score changes. */
  listen(scores: AttemptScores): void {
    scores.on((attemptId) => {
      if (this.closed) return;
      const work = recordScore(this.db, attemptId)
        .then((waiting) => (waiting > 0 ? this.flush() : undefined))
        .catch((error: unknown) => this.log.warn({ err: error, attemptId }, 'LTI score not recorded'))
        .finally(() => this.pending.delete(work));
      this.pending.add(work);
    });
  }

  /** Sends what is due, then arms the timer for the next row waiting, if any. */
  flush(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        await sendDueScores(this.db, new Date(), this.firstRetryMs);
      } while (this.again && !this.closed);
      await this.arm();
    })().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /** Arms the timer for the earliest waiting row (at start: rows left by an earlier run). */
  async arm(): Promise<void> {
    if (this.closed) return;
    const at = await nextRetryAt(this.db);
    clearTimeout(this.timer);
    this.timer = undefined;
    if (!at || this.closed) return;
    this.timer = setTimeout(
      () => {
        this.timer = undefined;
        this.flush().catch((error: unknown) => this.log.warn({ err: error }, 'LTI score retry failed'));
      },
      Math.max(0, at.getTime() - Date.now()),
    );
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    await Promise.allSettled([...this.pending, this.running]);
  }
}
