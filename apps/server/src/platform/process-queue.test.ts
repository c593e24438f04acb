import { describe, expect, it } from 'vitest';
import { EngineBusyError, EngineFailedError, EngineTimeoutError, ProcessQueue } from './process-queue';

describe('process queue', () => {
  it('runs a program with input and answers its output', async () => {
    const q = new ProcessQueue({ concurrency: 1, maxQueued: 1, timeoutMs: 5000 });
    const { stdout } = await q.run('cat', [], { input: 'hello' });
    expect(stdout.toString()).toBe('hello');
  });

  it('kills a program at its timeout', async () => {
    const q = new ProcessQueue({ concurrency: 1, maxQueued: 1, timeoutMs: 100 });
    const started = Date.now();
    await expect(q.run('sleep', ['5'])).rejects.toBeInstanceOf(EngineTimeoutError);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('kills a wrapper and the program it started when asked to kill the group', async () => {
    const q = new ProcessQueue({ concurrency: 1, maxQueued: 1, timeoutMs: 200 });
    const started = Date.now();
    // The child sleep holds the output pipe: without the group kill, the run would wait for it.
    await expect(q.run('sh', ['-c', 'sleep 30 & wait'], { killGroup: true })).rejects.toBeInstanceOf(
      EngineTimeoutError,
    );
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('reports a failing program with its stderr', async () => {
    const q = new ProcessQueue({ concurrency: 1, maxQueued: 1, timeoutMs: 5000 });
    await expect(q.run('sh', ['-c', 'echo broken >&2; exit 3'])).rejects.toBeInstanceOf(EngineFailedError);
  });

  it('holds at most the concurrency running and refuses beyond the queue', async () => {
    const q = new ProcessQueue({ concurrency: 1, maxQueued: 1, timeoutMs: 5000 });
    const first = q.run('sleep', ['0.3']);
    const second = q.run('sleep', ['0.1']);
    expect(q.stats).toEqual({ running: 1, queued: 1 });
    await expect(q.run('true', [])).rejects.toBeInstanceOf(EngineBusyError);
    await Promise.all([first, second]);
    expect(q.stats).toEqual({ running: 0, queued: 0 });
  });
});
