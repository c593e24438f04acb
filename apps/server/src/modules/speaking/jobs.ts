/**
 * Scoring jobs: each recording row is a job in the database (queued → processing → done or
 * failed). Every instance runs one worker that claims the oldest job with FOR UPDATE SKIP LOCKED,
 * so two instances never score the same recording; a claim holds a lease, and a job whose lease
 * ran out (its instance died mid-way) is claimed again, so jobs survive restarts. A job may wait
 * in the queue for hours under load: its state stays in the row, visible to the pages. Each
 * change is pushed to the student's `user:` room; the page refetches on it.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SPEECH_EVENT, type TSpeechResult } from '@lingua/contracts';
import { and, asc, eq, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { speechRecordings, trainingAttempts } from '../../db/schema';
import type { Db } from '../../platform/database';
import type { RealtimeHub } from '../../platform/realtime/hub';
import type { FileStorage } from '../../platform/storage';
import type { AssistantEngines } from '../assistant/engines';
import type { RecordingRow } from './points';
import { regradeSubmitted } from './regrade';
import { engineTimeoutMs, scoreRecording } from './score';

export interface SpeechJobOptions {
  /** How long a claim holds before another worker may take the job (default 10 minutes). */
  leaseMs?: number;
  /** Idle poll for jobs queued by other instances (default 2 s). */
  pollMs?: number;
  /** Tries before a job fails for good. */
  maxTries?: number;
  /** false: this instance queues jobs but scores none (tests of the restart). */
  run?: boolean;
}

export class SpeechJobs {
  private timer: NodeJS.Timeout | undefined;
  private busy = false;
  private stopped = false;
  private current: Promise<void> | undefined;
  private readonly leaseMs: number;
  private readonly pollMs: number;
  private readonly maxTries: number;

  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
    private readonly engines: AssistantEngines,
    private readonly hub: RealtimeHub,
    private readonly log: FastifyBaseLogger | undefined,
    private readonly options: SpeechJobOptions = {},
  ) {
    this.leaseMs = options.leaseMs ?? 10 * 60_000;
    this.pollMs = options.pollMs ?? 2000;
    this.maxTries = options.maxTries ?? 3;
  }

  start(): void {
    if (this.options.run === false) return;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.current;
  }

  /** A job was queued here: look now rather than at the next poll. */
  kick(): void {
    if (this.options.run === false || this.stopped || this.busy) return;
    this.schedule(0);
  }

  private schedule(ms: number) {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.current = this.drain();
    }, ms);
    this.timer.unref();
  }

  private async drain(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      while (!this.stopped) {
        const job = await this.claim();
        if (!job) break;
        await this.process(job);
      }
    } catch (error) {
      this.log?.error({ err: error }, 'speech job loop failed');
    } finally {
      this.busy = false;
      this.schedule(this.pollMs);
    }
  }

  /** The oldest job waiting, or one whose worker's lease ran out. */
  async claim(): Promise<RecordingRow | undefined> {
    const t = speechRecordings;
    const claimed = await this.db.transaction(async (tx) => {
      const [next] = await tx
        .select({ id: t.id, durationSeconds: t.durationSeconds })
        .from(t)
        .where(
          and(
            eq(t.replaced, 0),
            or(eq(t.status, 'queued'), and(eq(t.status, 'processing'), lt(t.leaseUntil, sql`now()`))),
          ),
        )
        .orderBy(asc(t.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!next) return undefined;
      const [row] = await tx
        .update(t)
        .set({
          status: 'processing',
          tries: sql`${t.tries} + 1`,
          // Long enough for the longest engine run of this recording (each of up to three passes).
          leaseUntil: new Date(Date.now() + Math.max(this.leaseMs, 3 * engineTimeoutMs(next.durationSeconds) + 60_000)),
        })
        .where(eq(t.id, next.id))
        .returning();
      return row;
    });
    if (claimed) await this.announce(claimed);
    return claimed;
  }

  async process(job: RecordingRow): Promise<void> {
    let result: TSpeechResult | undefined;
    let failure: string | undefined;
    const dir = await mkdtemp(path.join(os.tmpdir(), 'lingua-score-'));
    try {
      // The kept full-band input when there is one (see the schema), else the stored mp3.
      const input = job.scoringInput
        ? path.join(this.storage.rootDir, job.scoringInput)
        : this.storage.pathOf(job.fileUrl);
      result = await scoreRecording(
        this.engines,
        dir,
        existsSync(input) ? input : this.storage.pathOf(job.fileUrl),
        job.referenceText,
      );
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
      this.log?.warn({ err: error, recordingId: job.id }, 'speech scoring failed');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    const t = speechRecordings;
    const retry = failure !== undefined && job.tries < this.maxTries;
    const row = await this.db.transaction(async (tx) => {
      const [ended] = await tx
        .update(t)
        .set(
          result
            ? { status: 'done', result, error: null, leaseUntil: null, finishedAt: new Date() }
            : retry
              ? { status: 'queued', error: failure ?? null, leaseUntil: null }
              : { status: 'failed', error: failure ?? null, leaseUntil: null, finishedAt: new Date() },
        )
        // Only while it is still this worker's claim (not taken again after a lapsed lease).
        .where(and(eq(t.id, job.id), eq(t.status, 'processing'), eq(t.tries, job.tries)))
        .returning();
      if (ended && ended.status !== 'queued') await regradeSubmitted(tx, ended.attemptId);
      return ended;
    });
    if (!row) return;
    if (row.status !== 'queued' && row.scoringInput)
      await rm(path.join(this.storage.rootDir, row.scoringInput), { force: true });
    await this.announce(row);
  }

  private async announce(row: RecordingRow): Promise<void> {
    const [attempt] = await this.db
      .select({ studentId: trainingAttempts.studentId })
      .from(trainingAttempts)
      .where(eq(trainingAttempts.id, row.attemptId));
    if (!attempt) return;
    await this.hub
      .publish(`user:${attempt.studentId}`, SPEECH_EVENT, {
        attemptId: row.attemptId,
        recordingId: row.id,
        questionId: row.questionId,
        line: row.line,
        status: row.status,
      })
      .catch((error) => this.log?.warn({ err: error }, 'speech job announce failed'));
  }
}
