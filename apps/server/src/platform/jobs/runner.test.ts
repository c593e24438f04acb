/**
 * The job runner on a real database: retries with backoff and then a failed row, a lapsed lease
 * claimed again, recurring sweeps, and one claim per job with two runners on one database (on
 * PGlite the two share a process; with DATABASE_URL they hold separate connections, and the
 * SKIP LOCKED test holds one claim's row lock open while the other claims).
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema';
import { openTestDatabase } from '../../test/test-database';
import { claimJob } from './claim';
import { enqueueJob } from './enqueue';
import { JobRunner } from './runner';

const database = await openTestDatabase();
const db = database.db;
afterAll(() => database.close());

const defaults = { maxAttempts: 3, leaseMs: 60_000 };

async function until(check: () => Promise<boolean>, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const rowsOf = (kind: string) => db.select().from(jobs).where(eq(jobs.kind, kind));

describe('job runner', () => {
  it('tries a failing job again after a backoff, then keeps it as failed', async () => {
    const runner = new JobRunner(db, undefined, { pollMs: 20 });
    const runs: number[] = [];
    const flaky = runner.define<{ n: number }>(
      'test.alwaysFails',
      async (payload, job) => {
        runs.push(Date.now());
        expect(payload.n).toBe(7);
        throw new Error(`broken on try ${job.attempts}`);
      },
      { maxAttempts: 3, backoffMs: 100 },
    );
    await runner.start();
    await flaky.enqueue(db, { n: 7 });
    await until(async () => (await rowsOf('test.alwaysFails'))[0]?.state === 'failed');
    await runner.stop();
    const [row] = await rowsOf('test.alwaysFails');
    expect(row).toMatchObject({ state: 'failed', attempts: 3, lastError: 'broken on try 3' });
    expect(runs).toHaveLength(3);
    // Backoff: 100 ms before the second try, 200 ms before the third.
    expect((runs[1] ?? 0) - (runs[0] ?? 0)).toBeGreaterThanOrEqual(90);
    expect((runs[2] ?? 0) - (runs[1] ?? 0)).toBeGreaterThanOrEqual(190);
  });

  it('removes a job that succeeds on a retry', async () => {
    const runner = new JobRunner(db, undefined, { pollMs: 20 });
    let tries = 0;
    const once = runner.define(
      'test.failsOnce',
      async () => {
        tries++;
        if (tries === 1) throw new Error('first try fails');
      },
      { backoffMs: 10 },
    );
    await runner.start();
    await once.enqueue(db, {});
    await until(async () => (await rowsOf('test.failsOnce')).length === 0);
    await runner.stop();
    expect(tries).toBe(2);
  });

  it('claims a running job again only once its lease has run out', async () => {
    await enqueueJob(db, 'test.lease', {}, defaults);
    const first = await claimJob(db, ['test.lease']);
    expect(first?.attempts).toBe(1);
    expect(await claimJob(db, ['test.lease'])).toBeUndefined();
    await db
      .update(jobs)
      .set({ leaseUntil: sql`now() - interval '1 second'` })
      .where(eq(jobs.id, first?.id ?? 0));
    const again = await claimJob(db, ['test.lease']);
    expect(again).toMatchObject({ id: first?.id, attempts: 2 });
  });

  it('waits for a job to be due, and enqueues one job per key', async () => {
    await enqueueJob(db, 'test.later', {}, defaults, { runAt: new Date(Date.now() + 60_000), key: 'k' });
    await enqueueJob(db, 'test.later', {}, defaults, { key: 'k' });
    expect(await rowsOf('test.later')).toHaveLength(1);
    expect(await claimJob(db, ['test.later'])).toBeUndefined();
  });

  it('runs a recurring sweep again and again, through failures', async () => {
    const runner = new JobRunner(db, undefined, { pollMs: 20 });
    let runs = 0;
    runner.every('test.sweep', 30, async () => {
      runs++;
      if (runs === 2) throw new Error('one bad sweep');
    });
    await runner.start();
    await until(async () => runs >= 4);
    await runner.stop();
    const [row] = await rowsOf('test.sweep');
    expect(row?.state).not.toBe('failed');
  });

  it('runs each job once with two runners on one database', async () => {
    const runs = new Map<number, number>();
    const ranOn = new Set<string>();
    const runners = ['a', 'b'].map((name) => {
      const runner = new JobRunner(db, undefined, { pollMs: 10 });
      const handle = runner.define<{ n: number }>(
        'test.once',
        async ({ n }) => {
          runs.set(n, (runs.get(n) ?? 0) + 1);
          ranOn.add(name);
          await new Promise((resolve) => setTimeout(resolve, 5));
        },
        { concurrency: 3 },
      );
      return { runner, handle };
    });
    const [a] = runners;
    for (let n = 0; n < 40; n++) await a?.handle.enqueue(db, { n });
    await Promise.all(runners.map(({ runner }) => runner.start()));
    await until(async () => (await rowsOf('test.once')).length === 0);
    await Promise.all(runners.map(({ runner }) => runner.stop()));
    expect(runs.size).toBe(40);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
  });

  it('gives concurrent claims different jobs, one claim each', async () => {
    for (let n = 0; n < 5; n++) await enqueueJob(db, 'test.race', { n }, defaults);
    const claims = await Promise.all(Array.from({ length: 8 }, () => claimJob(db, ['test.race'])));
    const ids = claims.flatMap((claim) => (claim ? [claim.id] : []));
    expect(ids).toHaveLength(5);
    expect(new Set(ids).size).toBe(5);
  });

  it.runIf(process.env.DATABASE_URL)('skips a job whose row another claim holds locked', async () => {
    await enqueueJob(db, 'test.locked', { n: 1 }, defaults);
    await enqueueJob(db, 'test.locked', { n: 2 }, defaults);
    await db.transaction(async (tx) => {
      const held = await claimJob(tx, ['test.locked']);
      // Not committed yet, so its row stays locked: a claim on another pooled connection (as
      // another instance would) must skip it and take the next job, then find none.
      const next = await claimJob(db, ['test.locked']);
      expect(held && next && held.id !== next.id).toBe(true);
      expect(await claimJob(db, ['test.locked'])).toBeUndefined();
    });
  });
});
