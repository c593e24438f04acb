/**
 * Where a document's conversion stands, and the job that does it (kind 'documents.convert', one
 * per source file, keyed by its path, on the platform's runner). The state is read from two
 * places and nothing else: the stored result beside the source (done or failed), else the job's
 * row (queued or running). Asking for a file nobody converted yet queues its job; asking again
 * once it is done reads the stored result, with no engine and no job.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { TConvertedFile, TLanguageUse } from '@lingua/contracts';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { jobs } from '../../db/schema';
import type { Db } from '../../platform/database';
import type { JobHandle, JobRunner } from '../../platform/jobs/runner';
import { isMessageKey, translate } from '../../platform/messages';
import { type FileStorage, withLocalFiles } from '../../platform/storage';
import {
  finishResult,
  newWorkFolder,
  readResult,
  removeResult,
  resultFileUrl,
  type StoredResult,
} from './conversion-result';
import { type DocumentConverter, removeWorkFolder } from './converter';
import { CONVERSION_LIMITS } from './limits';

export const CONVERT_JOB = 'documents.convert';

export class DocumentConversions {
  private readonly job: JobHandle<{ sourcePath: string }>;

  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
    readonly converter: DocumentConverter,
    runner: JobRunner,
    private readonly log: FastifyBaseLogger | undefined,
  ) {
    this.job = runner.define(CONVERT_JOB, ({ sourcePath }) => this.run(sourcePath), {
      // A document's failure is its stored result; a retry covers only the disk or the database.
      maxAttempts: 2,
      leaseMs: 2 * 60_000,
      backoffMs: 5000,
    });
  }

  /** The state of `sourcePath` (relative to /files/) for a caller who may read it, worded in `language`. */
  async state(sourcePath: string, language: TLanguageUse): Promise<TConvertedFile> {
    const stored = await this.currentResult(sourcePath);
    if (stored) return present(sourcePath, stored, language);
    const [row] = await this.db
      .select({ state: jobs.state, finishedAt: jobs.finishedAt })
      .from(jobs)
      .where(and(eq(jobs.kind, CONVERT_JOB), eq(jobs.key, sourcePath)));
    if (row?.state === 'queued') return { state: 'queued' };
    if (row?.state === 'running') return { state: 'converting' };
    if (row?.state === 'failed') {
      if (!isStale(row.finishedAt?.getTime() ?? 0)) return failedAnswer(language, 'conversionBroke', {});
      await this.db
        .delete(jobs)
        .where(and(eq(jobs.kind, CONVERT_JOB), eq(jobs.key, sourcePath), lt(jobs.finishedAt, staleBefore())));
    }
    // Without the engines nothing is queued: the answer says what the server lacks.
    const missing = this.converter.missingFor(sourcePath.toLowerCase().endsWith('.pdf') ? 'pdf' : 'office');
    if (missing.length > 0) return failedAnswer(language, 'conversionUnavailable', { missing: missing.join(', ') });
    await this.job.enqueue(this.db, { sourcePath }, { key: sourcePath });
    return { state: 'queued' };
  }

  /** The stored result, unless it is a failure that may pass and has waited long enough to try again. */
  private async currentResult(sourcePath: string): Promise<StoredResult | undefined> {
    const stored = await readResult(this.storage, sourcePath);
    if (stored?.state === 'failed' && stored.transient && isStale(stored.at)) {
      await removeResult(this.storage, sourcePath);
      return undefined;
    }
    return stored;
  }

  /** The job: converts once; a result already stored (a second job of a finished file) is kept. */
  private async run(sourcePath: string): Promise<void> {
    if (await this.currentResult(sourcePath)) return;
    const work = await newWorkFolder(this.storage);
    try {
      const out = path.join(work, 'out');
      const started = Date.now();
      await mkdir(out);
      const steps: Record<string, number> = {};
      const result = await withLocalFiles(this.storage, [`/files/${sourcePath}`], ([source = '']) =>
        this.converter.convert(source, work, out, (step, ms) => {
          steps[step] = Math.round(ms);
        }),
      );
      await finishResult(this.storage, sourcePath, out, result);
      this.log?.info(
        {
          sourcePath,
          state: result.state,
          reason: result.state === 'failed' ? result.key : undefined,
          ms: Date.now() - started,
          steps,
        },
        'document conversion',
      );
    } finally {
      await removeWorkFolder(work);
    }
  }
}

function staleBefore(): Date {
  return new Date(Date.now() - CONVERSION_LIMITS.retryAfterMs);
}

function isStale(atMs: number): boolean {
  return atMs < staleBefore().getTime();
}

function failedAnswer(language: TLanguageUse, key: string, params: Record<string, string | number>): TConvertedFile {
  return { state: 'failed', reason: translate(language, isMessageKey(key) ? key : 'conversionBroke', params) };
}

/** A stored result as the call answers it: stored paths, which the answer's hook signs. */
function present(sourcePath: string, result: StoredResult, language: TLanguageUse): TConvertedFile {
  if (result.state === 'failed') return failedAnswer(language, result.key, result.params);
  return {
    state: 'done',
    pdfUrl: result.pdf === null ? `/files/${sourcePath}` : resultFileUrl(sourcePath, result.pdf),
    pageCount: result.pageCount,
    pages: result.pages.map((p) => ({ url: resultFileUrl(sourcePath, p.file), width: p.width, height: p.height })),
  };
}
