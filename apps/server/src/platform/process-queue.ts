/**
 * Runs engine programs as child processes, never in the request thread: at most `concurrency`
 * at once, at most `maxQueued` waiting, each killed at its timeout. A full queue refuses at once
 * (the caller answers "busy") rather than letting one slow tool stall the server.
 */
import { spawn } from 'node:child_process';

export class EngineBusyError extends Error {
  constructor() {
    super('engine queue full');
    this.name = 'EngineBusyError';
  }
}

export class EngineTimeoutError extends Error {
  constructor(readonly command: string) {
    super(`${command} timed out`);
    this.name = 'EngineTimeoutError';
  }
}

export class EngineFailedError extends Error {
  constructor(
    readonly command: string,
    readonly stderr: string,
  ) {
    super(`${command} failed: ${stderr.slice(0, 300)}`);
    this.name = 'EngineFailedError';
  }
}

export interface RunOptions {
  input?: string | Buffer;
  timeoutMs?: number;
  cwd?: string;
  /**
   * Run it in a process group of its own and kill the whole group at the timeout: for a program
   * that is a wrapper around the real one (LibreOffice's soffice starts soffice.bin).
   */
  killGroup?: boolean;
}

export interface RunResult {
  stdout: Buffer;
  stderr: string;
}

export interface QueueOptions {
  concurrency: number;
  maxQueued: number;
  timeoutMs: number;
}

export class ProcessQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(readonly options: QueueOptions) {}

  get stats(): { running: number; queued: number } {
    return { running: this.running, queued: this.waiting.length };
  }

  /** Runs one program with arguments (never through a shell) and answers its output. */
  async run(command: string, args: readonly string[], options: RunOptions = {}): Promise<RunResult> {
    return this.schedule(() => runProcess(command, args, options.timeoutMs ?? this.options.timeoutMs, options));
  }

  /** Runs any asynchronous job under the same limits (a worker call, say). */
  async schedule<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.options.concurrency) {
      if (this.waiting.length >= this.options.maxQueued) throw new EngineBusyError();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.running++;
    try {
      return await job();
    } finally {
      this.running--;
      this.waiting.shift()?.();
    }
  }
}

function runProcess(
  command: string,
  args: readonly string[],
  timeoutMs: number,
  options: RunOptions,
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      stdio: ['pipe', 'pipe', 'pipe'],
      detached: options.killGroup === true,
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      if (options.killGroup && child.pid !== undefined) killGroup(child.pid);
      else child.kill('SIGKILL');
    }, timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      const stderr = Buffer.concat(err).toString('utf8');
      if (timedOut) reject(new EngineTimeoutError(command));
      else if (code !== 0) reject(new EngineFailedError(command, stderr));
      else resolve({ stdout: Buffer.concat(out), stderr });
    });
    child.stdin.on('error', () => {
      // A program that exits without reading its input closes the pipe; its exit code says the rest.
    });
    child.stdin.end(options.input ?? '');
  });
}

function killGroup(pid: number): void {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // The group has ended already.
  }
}
