/**
 * Worker threads that read workbooks, so a hostile file costs a worker's time and memory, never
 * the event loop's: at most `workers` read at once and `maxQueued` wait (one more is refused as
 * busy); each read has a wall-time limit after which its worker is ended, and each worker a heap
 * limit. A worker that answered waits idle for the next read for a while, then ends.
 */
import { Worker } from 'node:worker_threads';
import { EngineBusyError, ProcessQueue } from '../process-queue';
import type { SheetLimits } from './limits';
import { SheetRefusal } from './refusal';
import type { SheetReadOptions, SheetTable } from './sheet-rows';
import type { SheetAnswer, SheetJob } from './sheet-worker';

const ENTRY = new URL('./worker-entry.mjs', import.meta.url);
const MODULE = new URL('./sheet-worker.ts', import.meta.url).href;
const IDLE_MS = 60_000;

export class SheetReaderPool {
  private readonly queue: ProcessQueue;
  private readonly idle = new Map<Worker, NodeJS.Timeout>();
  private nextId = 1;

  constructor(readonly limits: SheetLimits) {
    this.queue = new ProcessQueue({
      concurrency: limits.workers,
      maxQueued: limits.maxQueued,
      timeoutMs: limits.timeoutMs,
    });
  }

  get stats(): { idle: number; running: number; queued: number } {
    return { idle: this.idle.size, ...this.queue.stats };
  }

  /** The first sheet of an xlsx, or the `SheetRefusal` that stopped it. */
  async read(bytes: Buffer, options: SheetReadOptions): Promise<SheetTable> {
    try {
      return await this.queue.schedule(() => this.run(bytes, options));
    } catch (error) {
      if (error instanceof EngineBusyError) throw new SheetRefusal('sheetBusy');
      throw error;
    }
  }

  /** Ends every idle worker (reads in flight end with theirs). */
  async close(): Promise<void> {
    const workers = [...this.idle.keys()];
    for (const timer of this.idle.values()) clearTimeout(timer);
    this.idle.clear();
    await Promise.all(workers.map((w) => w.terminate()));
  }

  private async run(bytes: Buffer, options: SheetReadOptions): Promise<SheetTable> {
    const worker = this.takeIdle() ?? (await this.start());
    const id = this.nextId++;
    // A copy the worker owns: the request's buffer may share memory with others.
    const copy = new Uint8Array(bytes);
    const job: SheetJob = { id, bytes: copy, options, limits: this.limits };
    return new Promise<SheetTable>((resolve, reject) => {
      const settle = (keep: boolean) => {
        clearTimeout(timer);
        worker.off('message', onMessage).off('error', onError).off('exit', onExit);
        if (keep) this.park(worker);
        else void worker.terminate();
      };
      const onMessage = (answer: SheetAnswer) => {
        if (answer.id !== id) return;
        settle(true);
        if (answer.ok) return resolve(answer.table);
        // Answered as a damaged file, but said on the server's error output in case it is our bug.
        if (answer.detail) process.emitWarning(`spreadsheet reader: ${answer.detail}`, 'SheetReaderWarning');
        reject(new SheetRefusal(answer.reason, answer.params));
      };
      const onError = (error: Error & { code?: string }) => {
        settle(false);
        reject(new SheetRefusal(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'sheetOutOfMemory' : 'sheetDamaged'));
      };
      const onExit = () => {
        settle(false);
        reject(new SheetRefusal('sheetDamaged'));
      };
      const timer = setTimeout(() => {
        settle(false);
        reject(new SheetRefusal('sheetTimeout', { seconds: Math.round(this.limits.timeoutMs / 100) / 10 }));
      }, this.limits.timeoutMs);
      worker.on('message', onMessage).on('error', onError).on('exit', onExit);
      worker.postMessage(job, [copy.buffer]);
    });
  }

  private takeIdle(): Worker | undefined {
    const [worker, timer] = this.idle.entries().next().value ?? [];
    if (!worker) return undefined;
    clearTimeout(timer);
    this.idle.delete(worker);
    return worker;
  }

  private park(worker: Worker): void {
    const timer = setTimeout(() => {
      this.idle.delete(worker);
      void worker.terminate();
    }, IDLE_MS);
    timer.unref();
    this.idle.set(worker, timer);
  }

  /** A new worker, once it says it is listening; one that cannot start is the server's fault (500). */
  private start(): Promise<Worker> {
    const worker = new Worker(ENTRY, {
      workerData: { module: MODULE },
      // Not the server's own flags (`--import tsx` would load tsx twice).
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: this.limits.workerMemoryMb },
    });
    // An idle worker must not keep the process alive.
    worker.unref();
    // A read in flight answers its worker's error itself; an idle worker that fails just ends.
    worker.on('error', () => {});
    worker.on('exit', () => {
      clearTimeout(this.idle.get(worker));
      this.idle.delete(worker);
    });
    return new Promise((resolve, reject) => {
      const settle = (error?: Error) => {
        clearTimeout(timer);
        worker.off('message', onMessage).off('error', settle).off('exit', onExit);
        if (!error) return resolve(worker);
        void worker.terminate();
        reject(error);
      };
      const onMessage = (message: { ready?: boolean }) =>
        settle(message.ready ? undefined : new Error('the spreadsheet worker spoke before it was ready'));
      const onExit = () => settle(new Error('the spreadsheet worker stopped as it started'));
      const timer = setTimeout(() => settle(new Error('the spreadsheet worker did not start')), 30_000);
      worker.on('message', onMessage).on('error', settle).on('exit', onExit);
    });
  }
}
