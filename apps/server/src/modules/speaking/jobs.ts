/**
 * Scoring jobs: every recording is scored by a job of the platform's runner (kind
 * 'speaking.score', queued in the transaction that stores the recording), so the claim, the lease
 * that lets another instance take a dead instance's job, the three tries and the backoff are the
 * runner's. The recording row stays the visible state (queued → processing → done or failed):
 * the handler mirrors each step into it, and the pages read it (a job may wait in the queue for
 * hours under load). Each change is pushed to the student's `user:` room; the page refetches on it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SPEECH_EVENT, type TSpeechResult } from '@lingua/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { speechRecordings, trainingAttempts } from '../../db/schema';
import type { Db, Queryable } from '../../platform/database';
import type { ClaimedJob } from '../../platform/jobs/claim';
import type { JobHandle, JobRunner } from '../../platform/jobs/runner';
import type { RealtimeHub } from '../../platform/realtime/hub';
import { type FileStorage, withLocalFiles } from '../../platform/storage';
import type { AssistantEngines } from '../assistant/engines';
import type { RecordingRow } from '../spoken-answers/points';
import { regradeSubmitted } from './regrade';
import { engineTimeoutMs, scoreRecording } from './score';

/** The job kind of scoring one recording (its queue is watched on /metrics). */
export const SPEECH_SCORE_JOB = 'speaking.score';

export interface SpeechJobOptions {
  /** How long a claim holds without renewal (default 10 minutes). */
  leaseMs?: number;
  /** Tries before a job fails for good. */
  maxTries?: number;
  /** Told the attempt whose submitted score a finished scoring changed (after it committed). */
  onRegraded?: (attemptId: number) => void;
}

export class SpeechJobs {
  private readonly scoring: JobHandle<{ recordingId: number }>;
  private readonly leaseMs: number;
  private readonly onRegraded: ((attemptId: number) => void) | undefined;

  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
    private readonly engines: AssistantEngines,
    private readonly hub: RealtimeHub,
    private readonly log: FastifyBaseLogger | undefined,
    private readonly runner: JobRunner,
    options: SpeechJobOptions = {},
  ) {
    this.leaseMs = options.leaseMs ?? 10 * 60_000;
    this.onRegraded = options.onRegraded;
    this.scoring = runner.define(SPEECH_SCORE_JOB, ({ recordingId }, job) => this.process(recordingId, job), {
      maxAttempts: options.maxTries ?? 3,
      leaseMs: this.leaseMs,
      backoffMs: 1000,
    });
  }

  /** Queues a recording's scoring; call it in the transaction that inserts the recording. */
  async queue(tx: Queryable, recording: Pick<RecordingRow, 'id' | 'durationSeconds'>): Promise<void> {
    await this.scoring.enqueue(
      tx,
      { recordingId: recording.id },
      {
        key: `recording:${recording.id}`,
        // Long enough for the longest engine run of this recording (each of up to three passes).
        leaseMs: Math.max(this.leaseMs, 3 * engineTimeoutMs(recording.durationSeconds) + 60_000),
      },
    );
  }

  /** A job was queued and committed here: look now rather than at the next poll. */
  kick(): void {
    this.runner.kick();
  }

  /** One claim of a recording's job; throws when scoring failed, so the runner retries or fails it. */
  async process(recordingId: number, job: ClaimedJob): Promise<void> {
    const t = speechRecordings;
    const [claimed] = await this.db
      .update(t)
      .set({ status: 'processing', tries: job.attempts, leaseUntil: new Date(Date.now() + job.leaseMs) })
      .where(and(eq(t.id, recordingId), eq(t.replaced, 0), inArray(t.status, ['queued', 'processing'])))
      .returning();
    // Replaced by a newer recording, or already ended: nothing to do.
    if (!claimed) return;
    await this.announce(claimed);
    let result: TSpeechResult | undefined;
    let failure: unknown;
    const dir = await mkdtemp(path.join(os.tmpdir(), 'lingua-score-'));
    try {
      // The kept full-band input when there is one (see the schema), else the stored mp3.
      const kept = claimed.scoringInput ? `/files/${claimed.scoringInput}` : undefined;
      const input = kept && (await this.storage.stat(kept)) ? kept : claimed.fileUrl;
      result = await withLocalFiles(this.storage, [input], ([file = '']) =>
        scoreRecording(this.engines, dir, file, claimed.referenceText),
      );
    } catch (error) {
      failure = error;
      this.log?.warn({ err: error, recordingId }, 'speech scoring failed');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    const message = failure instanceof Error ? failure.message : failure === undefined ? null : String(failure);
    const retry = result === undefined && job.attempts < job.maxAttempts;
    const row = await this.db.transaction(async (tx) => {
      const [ended] = await tx
        .update(t)
        .set(
          result
            ? { status: 'done', result, error: null, leaseUntil: null, finishedAt: new Date() }
            : retry
              ? { status: 'queued', error: message, leaseUntil: null }
              : { status: 'failed', error: message, leaseUntil: null, finishedAt: new Date() },
        )
        // Only while it is still this claim (not taken again after a lapsed lease).
        .where(and(eq(t.id, recordingId), eq(t.status, 'processing'), eq(t.tries, job.attempts)))
        .returning();
      if (ended && ended.status !== 'queued') await regradeSubmitted(tx, ended.attemptId);
      return ended;
    });
    if (row) {
      if (row.status !== 'queued') this.onRegraded?.(row.attemptId);
      if (row.status !== 'queued' && row.scoringInput) await this.storage.remove(`/files/${row.scoringInput}`);
      await this.announce(row);
    }
    if (result === undefined) throw failure instanceof Error ? failure : new Error(message ?? 'scoring failed');
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
