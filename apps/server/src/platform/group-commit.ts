/**
 * Group commit: requests arriving within a few milliseconds of each other are written by one
 * statement (one round trip, one commit) instead of one each. Each caller's promise settles only
 * when the batch holding it has settled: resolved with its own result after the commit, or
 * rejected with the batch's error, so a failed batch fails every request in it and none of them
 * is acknowledged.
 *
 * A key (an exam attempt) is never in two batches in flight at once, nor twice in one batch: a
 * request whose key is already taken waits for the next batch. So one statement never touches a
 * row twice, concurrent batches never lock each other's rows, and one key's requests are written
 * in the order they arrived.
 */

export interface GroupCommitOptions<Req, Res> {
  /** Writes a batch; answers one result per request, in the same order. */
  flush: (batch: Req[]) => Promise<Res[]>;
  key: (request: Req) => string | number;
  /** How long the first request of a batch waits for company (ms). */
  windowMs?: number;
  /** A batch never holds more (the statement's size). */
  maxBatch?: number;
  /** Batches in flight at once (at most the database pool's connections). */
  maxInFlight?: number;
}

interface Pending<Req, Res> {
  request: Req;
  key: string | number;
  resolve: (result: Res) => void;
  reject: (error: unknown) => void;
}

export class GroupCommit<Req, Res> {
  private queue: Pending<Req, Res>[] = [];
  private readonly busyKeys = new Set<string | number>();
  private inFlight = 0;
  private timer: NodeJS.Timeout | undefined;
  private readonly windowMs: number;
  private readonly maxBatch: number;
  private readonly maxInFlight: number;

  constructor(private readonly options: GroupCommitOptions<Req, Res>) {
    this.windowMs = options.windowMs ?? 2;
    this.maxBatch = options.maxBatch ?? 200;
    this.maxInFlight = options.maxInFlight ?? 4;
  }

  /** Requests waiting for a batch (the metrics' queue depth). */
  get depth(): number {
    return this.queue.length;
  }

  /** Batches being written now. */
  get flushing(): number {
    return this.inFlight;
  }

  /** Batches written so far, and the requests they held (their ratio: the mean batch size). */
  readonly written = { batches: 0, requests: 0 };

  submit(request: Req): Promise<Res> {
    return new Promise<Res>((resolve, reject) => {
      this.queue.push({ request, key: this.options.key(request), resolve, reject });
      // A full batch goes at once; otherwise the first request waits the window for company.
      if (this.queue.length >= this.maxBatch) this.pump();
      else this.timer ??= setTimeout(() => this.pump(), this.windowMs);
    });
  }

  private pump(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    while (this.inFlight < this.maxInFlight) {
      const batch = this.take();
      if (batch.length === 0) break;
      void this.write(batch);
    }
  }

  /** The oldest requests whose keys are free, each key once. */
  private take(): Pending<Req, Res>[] {
    const batch: Pending<Req, Res>[] = [];
    const rest: Pending<Req, Res>[] = [];
    const keys = new Set<string | number>();
    for (const p of this.queue) {
      if (batch.length < this.maxBatch && !keys.has(p.key) && !this.busyKeys.has(p.key)) {
        keys.add(p.key);
        batch.push(p);
      } else rest.push(p);
    }
    this.queue = rest;
    for (const k of keys) this.busyKeys.add(k);
    return batch;
  }

  private async write(batch: Pending<Req, Res>[]): Promise<void> {
    this.inFlight++;
    try {
      const results = await this.options.flush(batch.map((p) => p.request));
      if (results.length !== batch.length)
        throw new Error(`group commit: ${results.length} results for ${batch.length}`);
      this.written.batches++;
      this.written.requests += batch.length;
      for (const [i, p] of batch.entries()) p.resolve(results[i] as Res);
    } catch (error) {
      for (const p of batch) p.reject(error);
    } finally {
      this.inFlight--;
      for (const p of batch) this.busyKeys.delete(p.key);
      // What queued while this batch was written (or waited on its keys) goes now.
      if (this.queue.length > 0) this.pump();
    }
  }
}
