/**
 * The job runner: each instance runs one, and all of them share the `jobs` table. Modules register
 * their kinds with a handler (`define` for one-off jobs they enqueue, `every` for a recurring
 * sweep); the runner claims due jobs of the kinds it has room for (`claim.ts`), runs them, and
 * records the outcome. A one-off job that throws is tried again after a doubling backoff until its
 * attempts run out, then kept as failed; a recurring job is armed again after every run, failed or
 * not. While a handler runs its lease is renewed, so only a dead instance's job is claimed again.
 * Every outcome is written only while the claim is still this runner's (same attempt, running).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { jobs } from '../../db/schema';
import type { Db, Queryable } from '../database';
import { type ClaimedJob, claimJob } from './claim';
import { type EnqueueOptions, enqueueJob } from './enqueue';

export interface JobRunnerOptions {
  /** Idle poll for due jobs, queued here or by other instances (default 1 s). */
  pollMs?: number;
  /** false: this instance enqueues jobs but runs none (tests of a dead instance). */
  run?: boolean;
}

export interface JobKindOptions {
  /** Runs before the job fails for good (default 3). */
  maxAttempts?: number;
  /** How long a claim holds without renewal (default 1 minute); renewed while the handler runs. */
  leaseMs?: number;
  /** The first retry's wait; each later one doubles it (default 5 s). */
  backoffMs?: number;
  /** Jobs of this kind one instance runs at once (default 1). */
  concurrency?: number;
}

export type JobHandler<P> = (payload: P, job: ClaimedJob) => Promise<void>;

/** What a module keeps of its kind's definition: the way to enqueue one. */
export interface JobHandle<P> {
  enqueue(db: Queryable, payload: P, options?: EnqueueOptions): Promise<void>;
}

interface Kind {
  handler: JobHandler<unknown>;
  maxAttempts: number;
  leaseMs: number;
  backoffMs: number;
  concurrency: number;
  /** Set for a recurring kind: the pause between runs. */
  everyMs?: number;
  running: number;
}

const RECURRING_KEY = 'every';

export class JobRunner {
  private readonly kinds = new Map<string, Kind>();
  private readonly inFlight = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  private started = false;
  private armed = false;
  private stopped = false;
  private filling: Promise<void> | undefined;
  private fillAgain = false;
  private readonly pollMs: number;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger | undefined,
    private readonly options: JobRunnerOptions = {},
  ) {
    this.pollMs = options.pollMs ?? 1000;
  }

  define<P>(kind: string, handler: JobHandler<P>, options: JobKindOptions = {}): JobHandle<P> {
    const entry = this.register(kind, handler as JobHandler<unknown>, options);
    return {
      enqueue: async (db, payload, enqueueOptions) => {
        await enqueueJob(db, kind, payload, entry, enqueueOptions);
        this.kick();
      },
    };
  }

  /** A sweep that runs about every `everyMs` on one instance at a time, the first right after start. */
  every(kind: string, everyMs: number, handler: () => Promise<void>, options: JobKindOptions = {}): void {
    this.register(kind, () => handler(), { ...options, maxAttempts: 1 }).everyMs = everyMs;
  }

  private register(kind: string, handler: JobHandler<unknown>, options: JobKindOptions): Kind {
    if (this.kinds.has(kind)) throw new Error(`job kind ${kind} is registered twice`);
    if (this.started) throw new Error(`job kind ${kind} is registered after the runner started`);
    const entry: Kind = {
      handler,
      maxAttempts: options.maxAttempts ?? 3,
      leaseMs: options.leaseMs ?? 60_000,
      backoffMs: options.backoffMs ?? 5000,
      concurrency: options.concurrency ?? 1,
      running: 0,
    };
    this.kinds.set(kind, entry);
    return entry;
  }

  /** Starts claiming (after every kind is registered); a failing database is retried at each poll. */
  async start(): Promise<void> {
    this.started = true;
    if (this.options.run !== false) this.schedule(0);
  }

  /** Makes sure each recurring kind has its row (another instance may have made it already). */
  private async armRecurring(): Promise<void> {
    for (const [kind, entry] of this.kinds) {
      if (entry.everyMs === undefined) continue;
      await enqueueJob(this.db, kind, {}, entry, { key: RECURRING_KEY });
    }
    this.armed = true;
  }

  /** Stops claiming; jobs in hand finish (a job cut off keeps its lease and is claimed again later). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    // A claim in flight may still hand over a job: wait for it, then for every job in hand.
    await this.filling;
    await Promise.allSettled([...this.inFlight]);
  }

  /** Something was enqueued: look now rather than at the next poll. */
  kick(): void {
    if (this.started && this.options.run !== false) this.schedule(0);
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.fill(), ms);
    this.timer.unref();
  }

  /** Claims jobs while some kind has room and something is due; one pass at a time. */
  private fill(): Promise<void> {
    if (this.filling) {
      this.fillAgain = true;
      return this.filling;
    }
    this.filling = this.claimWhileDue().finally(() => {
      this.filling = undefined;
      this.schedule(this.pollMs);
    });
    return this.filling;
  }

  private async claimWhileDue(): Promise<void> {
    try {
      if (!this.armed) await this.armRecurring();
      do {
        this.fillAgain = false;
        for (;;) {
          if (this.stopped) return;
          const open = [...this.kinds].filter(([, k]) => k.running < k.concurrency).map(([kind]) => kind);
          const job = await claimJob(this.db, open);
          if (!job) break;
          this.launch(job);
        }
      } while (this.fillAgain);
    } catch (error) {
      this.log?.error({ err: error }, 'job claim failed');
    }
  }

  private launch(job: ClaimedJob): void {
    const kind = this.kinds.get(job.kind);
    if (!kind) return;
    kind.running++;
    const run = this.runJob(job, kind).finally(() => {
      kind.running--;
      this.inFlight.delete(run);
      this.schedule(0);
    });
    this.inFlight.add(run);
  }

  private async runJob(job: ClaimedJob, kind: Kind): Promise<void> {
    const ours = and(eq(jobs.id, job.id), eq(jobs.state, 'running'), eq(jobs.attempts, job.attempts));
    const renew = setInterval(
      () => {
        this.db
          .update(jobs)
          .set({ leaseUntil: sql`now() + ${jobs.leaseMs} * interval '1 millisecond'` })
          .where(ours)
          .catch((error: unknown) => this.log?.warn({ err: error, jobId: job.id }, 'job lease renewal failed'));
      },
      Math.max(50, job.leaseMs / 3),
    );
    renew.unref();
    let failure: string | undefined;
    try {
      await kind.handler(job.payload, job);
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
      this.log?.warn({ err: error, jobId: job.id, kind: job.kind, attempt: job.attempts }, 'job failed');
    } finally {
      clearInterval(renew);
    }
    try {
      await this.record(job, kind, ours, failure);
    } catch (error) {
      this.log?.error({ err: error, jobId: job.id }, 'job outcome not recorded');
    }
  }

  private async record(
    job: ClaimedJob,
    kind: Kind,
    ours: ReturnType<typeof and>,
    failure: string | undefined,
  ): Promise<void> {
    const after = (ms: number) => sql`now() + ${Math.round(ms)} * interval '1 millisecond'`;
    if (kind.everyMs !== undefined) {
      await this.db
        .update(jobs)
        .set({ state: 'queued', attempts: 0, runAt: after(kind.everyMs), leaseUntil: null, lastError: failure ?? null })
        .where(ours);
    } else if (failure === undefined) {
      await this.db.delete(jobs).where(ours);
    } else if (job.attempts < job.maxAttempts) {
      await this.db
        .update(jobs)
        .set({
          state: 'queued',
          runAt: after(kind.backoffMs * 2 ** (job.attempts - 1)),
          leaseUntil: null,
          lastError: failure,
        })
        .where(ours);
    } else {
      await this.db
        .update(jobs)
        .set({ state: 'failed', leaseUntil: null, lastError: failure, finishedAt: new Date() })
        .where(ours);
    }
  }
}
