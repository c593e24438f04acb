import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EngineBusyError, EngineFailedError, EngineTimeoutError, ProcessQueue } from '../../platform/process-queue';
import { facePhoto } from '../../test/fixtures/faces';
import { DEFAULT_FACE_PYTHON, FACE_SCRIPT } from './face-engine';
import { FaceWorkerPool } from './face-workers';

// A stand-in worker with the same line protocol, to make a worker hang or die on demand.
const fakeScript = path.join(mkdtempSync(path.join(os.tmpdir(), 'lingua-face-workers-')), 'fake.py');
writeFileSync(
  fakeScript,
  `import json, sys, time
for line in sys.stdin:
    op = json.loads(line)["op"]
    if op == "hang":
        time.sleep(30)
    if op == "die":
        sys.stderr.write("worker died on purpose\\n")
        sys.exit(7)
    sys.stdout.write(json.dumps({"op": op}) + "\\n")
    sys.stdout.flush()
`,
);

const pools: FaceWorkerPool[] = [];
function pool(script: string, options: { concurrency?: number; maxQueued?: number; timeoutMs?: number } = {}) {
  const queue = new ProcessQueue({ concurrency: 1, maxQueued: 4, timeoutMs: 10_000, ...options });
  const made = new FaceWorkerPool(DEFAULT_FACE_PYTHON, script, queue);
  pools.push(made);
  return made;
}
afterEach(() => {
  for (const p of pools.splice(0)) p.close();
});

describe('face worker processes', () => {
  it('keep one process per slot across calls, and a bad request does not end it', async () => {
    const workers = pool(FACE_SCRIPT);
    const image = facePhoto('astronaut');
    for (let i = 0; i < 3; i++) expect(await workers.call({ op: 'detect', args: [image] })).toMatchObject({ faces: 1 });
    const unreadable = workers.call({ op: 'detect', args: ['/nonexistent/face.jpg'] });
    await expect(unreadable).rejects.toBeInstanceOf(EngineFailedError);
    await expect(unreadable).rejects.toThrow('cannot read image');
    expect(await workers.call({ op: 'compare', args: [image, image] })).toMatchObject({ faces: 1, referenceFaces: 1 });
    expect(workers.started).toBe(1);
  });

  it('kill a process that passes its time limit and start a fresh one for the next call', async () => {
    const workers = pool(fakeScript, { timeoutMs: 500 });
    await expect(workers.call({ op: 'hang' })).rejects.toBeInstanceOf(EngineTimeoutError);
    expect(await workers.call({ op: 'ping' })).toEqual({ op: 'ping' });
    expect(workers.started).toBe(2);
  });

  it('fail the call of a process that dies, with its reason, and replace it', async () => {
    const workers = pool(fakeScript);
    const died = workers.call({ op: 'die' });
    await expect(died).rejects.toBeInstanceOf(EngineFailedError);
    await expect(died).rejects.toThrow('worker died on purpose');
    expect(await workers.call({ op: 'ping' })).toEqual({ op: 'ping' });
    expect(workers.started).toBe(2);
  });

  it('refuse at once when every process is busy and the queue is full', async () => {
    const workers = pool(fakeScript, { concurrency: 1, maxQueued: 1, timeoutMs: 1_000 });
    const running = workers.call({ op: 'hang' });
    const waiting = workers.call({ op: 'ping' });
    await expect(workers.call({ op: 'ping' })).rejects.toBeInstanceOf(EngineBusyError);
    await expect(running).rejects.toBeInstanceOf(EngineTimeoutError);
    expect(await waiting).toEqual({ op: 'ping' });
  });
});
