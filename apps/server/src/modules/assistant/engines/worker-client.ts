/**
 * One worker thread behind the same limits as the child processes: at most `maxQueued` waiting,
 * each call with a time limit; a worker that times out is ended and a fresh one started.
 */
import { Worker } from 'node:worker_threads';
import { EngineTimeoutError, ProcessQueue } from '../../../platform/process-queue';

interface Reply {
  id: number;
  ok: boolean;
  result?: unknown;
  error?: string;
}

export class WorkerClient {
  private worker: Worker | undefined;
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  private readonly queue: ProcessQueue;

  constructor(
    private readonly file: URL,
    readonly name: string,
    options: { maxQueued: number; timeoutMs: number },
  ) {
    this.queue = new ProcessQueue({ concurrency: 1, maxQueued: options.maxQueued, timeoutMs: options.timeoutMs });
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(this.file);
    worker.unref();
    worker.on('message', (reply: Reply) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if (reply.ok) waiting.resolve(reply.result);
      else waiting.reject(new Error(`${this.name}: ${reply.error}`));
    });
    worker.on('error', (error) => this.fail(error));
    worker.on('exit', () => {
      if (this.worker === worker) this.worker = undefined;
      this.fail(new Error(`${this.name} worker stopped`));
    });
    this.worker = worker;
    return worker;
  }

  private fail(error: Error): void {
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }

  /** Sends one message and waits for its answer under the queue's limits. */
  call<T>(message: Record<string, unknown>, timeoutMs = this.queue.options.timeoutMs): Promise<T> {
    return this.queue.schedule(
      () =>
        new Promise<T>((resolve, reject) => {
          const worker = this.start();
          const id = this.nextId++;
          const timer = setTimeout(() => {
            this.pending.delete(id);
            reject(new EngineTimeoutError(this.name));
            void this.stop();
          }, timeoutMs);
          this.pending.set(id, {
            resolve: (value) => {
              clearTimeout(timer);
              resolve(value as T);
            },
            reject: (error) => {
              clearTimeout(timer);
              reject(error);
            },
          });
          worker.postMessage({ ...message, id });
        }),
    );
  }

  async stop(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    if (worker) await worker.terminate();
  }
}
