/**
 * Long-lived face_compare.py processes ("serve" mode), each answering one request at a time,
 * behind the same limits as the other engines: a bounded queue (a full one refuses at once) and a
 * time limit per call, after which that process is killed and a fresh one started on demand.
 * Starting Python and importing OpenCV is about 0.5 s of the 0.6 s a one-off run costs, which
 * capped a school's face-check storm at about 3 checks a second on two cores.
 */
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { EngineFailedError, EngineTimeoutError, type ProcessQueue } from '../../platform/process-queue';

export type FaceReply = Record<string, unknown>;

class FaceWorker {
  dead = false;
  private readonly child: ChildProcessWithoutNullStreams;
  private pending: { resolve: (reply: FaceReply) => void; reject: (error: Error) => void } | undefined;
  /** The end of what the process wrote to stderr: the reason when it stops (no cv2, say). */
  private stderr = '';

  constructor(
    private readonly python: string,
    script: string,
  ) {
    this.child = spawn(python, [script, 'serve'], { stdio: ['pipe', 'pipe', 'pipe'] });
    createInterface({ input: this.child.stdout }).on('line', (line) => {
      const pending = this.pending;
      this.pending = undefined;
      if (!pending) return;
      try {
        pending.resolve(JSON.parse(line) as FaceReply);
      } catch {
        pending.reject(new EngineFailedError(python, `unreadable reply: ${line.slice(0, 200)}`));
      }
    });
    this.child.stderr.on('data', (chunk: Buffer) => {
      this.stderr = (this.stderr + chunk.toString('utf8')).slice(-4000);
    });
    // ENOENT (no Python) arrives here, before any close.
    this.child.on('error', (error) => this.end(error));
    this.child.on('close', () => this.end(new EngineFailedError(python, this.stderr || 'face worker stopped')));
    this.child.stdin.on('error', () => {
      // A process that died closes the pipe; its close event says why.
    });
  }

  request(message: FaceReply): Promise<FaceReply> {
    if (this.dead) return Promise.reject(new EngineFailedError(this.python, this.stderr || 'face worker stopped'));
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
      this.child.stdin.write(`${JSON.stringify(message)}\n`);
    });
  }

  kill(): void {
    this.dead = true;
    this.child.kill('SIGKILL');
  }

  private end(error: Error): void {
    this.dead = true;
    const pending = this.pending;
    this.pending = undefined;
    pending?.reject(error);
  }
}

export class FaceWorkerPool {
  private readonly idle: FaceWorker[] = [];
  private readonly all = new Set<FaceWorker>();
  /** Processes started so far (a healthy pool starts one per slot, once). */
  started = 0;

  constructor(
    private readonly python: string,
    private readonly script: string,
    /** Its concurrency is the number of processes; its timeout is each call's. */
    private readonly queue: ProcessQueue,
  ) {}

  /** One request to an idle process (the queue never lets more run than there are processes). */
  call(message: FaceReply): Promise<FaceReply> {
    return this.queue.schedule(async () => {
      const worker = this.takeIdle() ?? this.startWorker();
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        worker.kill();
      }, this.queue.options.timeoutMs);
      try {
        const reply = await worker.request(message);
        if (typeof reply.error === 'string') throw new EngineFailedError(this.python, reply.error);
        return reply;
      } catch (error) {
        throw timedOut ? new EngineTimeoutError(this.python) : error;
      } finally {
        clearTimeout(timer);
        if (worker.dead) this.all.delete(worker);
        else this.idle.push(worker);
      }
    });
  }

  /** Ends every process (the app is closing). */
  close(): void {
    for (const worker of this.all) worker.kill();
    this.all.clear();
    this.idle.length = 0;
  }

  private takeIdle(): FaceWorker | undefined {
    for (let worker = this.idle.pop(); worker; worker = this.idle.pop()) {
      if (!worker.dead) return worker;
      this.all.delete(worker);
    }
    return undefined;
  }

  private startWorker(): FaceWorker {
    const worker = new FaceWorker(this.python, this.script);
    this.all.add(worker);
    this.started++;
    return worker;
  }
}
