/**
 * The platform round closes on the server when its clock ends (no teacher's click): the job's
 * sweep and any read of the contest close it, exactly once, and the class's room hears it.
 */
import { NegotiationEvents, type TNegotiationDetail } from '@lingua/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { negotiationContests } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildSchool } from '../../test/factories';
import { NS, NT, negotiationWorld, okCall } from '../../test/fixtures/negotiations';
import { closeEndedRounds } from './round-close';

let t: TestApp;
let schoolId: number;

beforeAll(async () => {
  // The runner is off: the test calls the sweep itself, so nothing closes behind its back.
  t = await buildTestApp({ jobs: { run: false } });
  schoolId = (await buildSchool(t.db)).id;
});
afterAll(() => t.close());

/** A contest in its platform round, its clock started `minutesAgo` minutes ago on the database. */
async function roundStartedAgo(minutesAgo: number, platformMinutes = 10) {
  const w = await negotiationWorld(t, schoolId, platformMinutes);
  await w.advance('simulation');
  await w.advance('platform');
  await t.db
    .update(negotiationContests)
    .set({ platformStartedAt: new Date(Date.now() - minutesAgo * 60_000) })
    .where(eq(negotiationContests.id, w.contestId));
  return w;
}

const phaseOf = async (contestId: number) =>
  (await t.db.select().from(negotiationContests).where(eq(negotiationContests.id, contestId)))[0]?.phase;

describe('the platform round closes on its timer', () => {
  it('the sweep closes an ended round once and leaves a running one', async () => {
    const running = await roundStartedAgo(3);
    const ended = await roundStartedAgo(11);
    const closed = await closeEndedRounds(t.db);
    expect(closed).toContainEqual({ contestId: ended.contestId, classId: ended.klass.id });
    expect(closed.map((c) => c.contestId)).not.toContain(running.contestId);
    // Exactly once: a second sweep (another instance, a lapsed lease) finds nothing to close.
    expect((await closeEndedRounds(t.db)).map((c) => c.contestId)).not.toContain(ended.contestId);
    expect(await phaseOf(ended.contestId)).toBe('review');
    expect(await phaseOf(running.contestId)).toBe('platform');
    // The teams' pages read it closed; a turn is refused.
    expect((await ended.view(0)).phase).toBe('review');
    const late = await t.call(
      `${NS}/platformTurn`,
      { contestId: ended.contestId, text: 'Late' },
      {
        token: ended.tokens[0],
      },
    );
    expect(late.body.code).toBe(409);
  });

  it('a read past the clock closes the round at once (no job needed) and pushes it to the class', async () => {
    const w = await roundStartedAgo(10, 10);
    const heard: unknown[] = [];
    const original = t.app.realtime.publish.bind(t.app.realtime);
    t.app.realtime.publish = async (room, event, data) => {
      if (room === `class:${w.klass.id}` && event === NegotiationEvents.changed) heard.push(data);
      return original(room, event, data);
    };
    try {
      const seen = await w.view(2);
      expect(seen.phase).toBe('review');
      expect(heard).toEqual([{ contestId: w.contestId }]);
      // The teacher's read finds it closed already: no second close, no second push.
      const detail = await okCall<TNegotiationDetail>(t, `${NT}/detail`, { contestId: w.contestId }, w.teacherToken);
      expect(detail.phase).toBe('review');
      expect(heard).toHaveLength(1);
      // The judges score straight away; the teacher did not advance the phase.
      const scored = await okCall<TNegotiationDetail>(
        t,
        `${NT}/score`,
        { contestId: w.contestId, teamId: w.seller?.teamId, scores: [20, 30, 20] },
        w.teacherToken,
      );
      expect(scored.scores).toHaveLength(1);
    } finally {
      t.app.realtime.publish = original;
    }
  });

  it('a round still on its clock stays open to reads and turns', async () => {
    const w = await roundStartedAgo(9, 10);
    const v = await w.view(0);
    expect(v.phase).toBe('platform');
    const turned = await t.call(
      `${NS}/platformTurn`,
      { contestId: w.contestId, text: 'Our price is USD 18.50.' },
      {
        token: w.tokens[0],
      },
    );
    expect(turned.body.code).toBe(200);
  });
});
