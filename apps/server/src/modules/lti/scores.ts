/**
 * Assignment and Grade Services 2.0: a student's submitted attempt of a linked training goes to
 * the link's line item as a score. The outbox (`lti_score_outbox`) is the durable part: a sweep
 * (a recurring runner job) first records every submitted attempt of a linked training not yet in
 * it, in one INSERT … SELECT (so nothing in the trainings module needs to know about LTI), then
 * sends what is due, per platform with one client-credentials token. A failed send stays pending
 * and waits (30 s, doubling, at most an hour) before it is tried again; it is never dropped.
 */
import { LtiScopes } from '@lingua/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { ltiPlatforms, ltiResourceLinks, ltiScoreOutbox, ltiUsers, trainingAttempts } from '../../db/schema';
import type { Db } from '../../platform/database';
import type { JobRunner } from '../../platform/jobs/runner';
import { accessToken, postJson, scoresUrl } from './platform-client';

export const SCORE_MEDIA_TYPE = 'application/vnd.ims.lis.v1.score+json';
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60 * 1000;
const BATCH = 50;

/** Records submitted attempts of linked trainings by launched students; answers how many were new. */
export async function collectScores(db: Db): Promise<number> {
  const result = await db.execute(sql`
    insert into ${ltiScoreOutbox} (attempt_id, link_id, score_given, score_maximum)
    select a.id, l.id, a.score, a.full_mark
    from ${trainingAttempts} a
    join ${ltiResourceLinks} l on l.class_id = a.class_id and l.training_id = a.training_id
    join ${ltiUsers} u on u.user_id = a.student_id and u.platform_id = l.platform_id
    where a.status = 'submitted' and l.line_item_url is not null and a.submitted_at >= l.created_at
    on conflict do nothing
    returning attempt_id`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}

/** Retry wait after `tries` failures. */
export function retryDelayMs(tries: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, tries - 1));
}

/** How long a claimed row is left to its sender before another sweep may take it. */
const CLAIM_MS = 60_000;

/**
 * Claims up to a batch of due rows (their next try moved past the send), so two sweeps at once
 * (two instances, a test calling in) never send one score twice.
 */
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
export async function sendDueScores(db: Db, now = new Date()): Promise<number> {
  const claimed = await claimDue(db, now);
  if (claimed.length === 0) return 0;
  const due = await db
    .select({
      attemptId: ltiScoreOutbox.attemptId,
      linkId: ltiScoreOutbox.linkId,
      tries: ltiScoreOutbox.tries,
      scoreGiven: ltiScoreOutbox.scoreGiven,
      scoreMaximum: ltiScoreOutbox.scoreMaximum,
      lineItemUrl: ltiResourceLinks.lineItemUrl,
      sub: ltiUsers.sub,
      submittedAt: trainingAttempts.submittedAt,
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
    const key = and(eq(ltiScoreOutbox.attemptId, row.attemptId), eq(ltiScoreOutbox.linkId, row.linkId));
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
        // A written answer the teacher has not graded yet: the platform shows it as pending.
        gradingProgress: graded ? 'FullyGraded' : 'PendingManual',
        timestamp: (row.submittedAt ?? now).toISOString(),
      });
      await db.update(ltiScoreOutbox).set({ status: 'sent', sentAt: new Date(), lastError: null }).where(key);
      sent++;
    } catch (error) {
      const tries = row.tries + 1;
      await db
        .update(ltiScoreOutbox)
        .set({
          tries: Math.min(tries, 32_000),
          nextAt: new Date(now.getTime() + retryDelayMs(tries)),
          lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500),
        })
        .where(key);
    }
  }
  return sent;
}

/** How often the sweep runs: a submitted score reaches the platform within about this long. */
export const SCORE_SWEEP_MS = 2000;

export function scheduleScoreSweep(jobs: JobRunner, db: Db, everyMs = SCORE_SWEEP_MS): void {
  jobs.every('lti.scores', everyMs, async () => {
    await collectScores(db);
    await sendDueScores(db);
  });
}
