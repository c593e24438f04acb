import { describe, expect, it } from 'vitest';
import { GroupCommit } from './group-commit';

interface Req {
  key: number;
  value: string;
}

function recorder(fail?: (batch: Req[]) => boolean) {
  const batches: Req[][] = [];
  const group = new GroupCommit<Req, string>({
    key: (r) => r.key,
    windowMs: 5,
    maxBatch: 50,
    flush: async (batch) => {
      batches.push(batch);
      await new Promise((r) => setTimeout(r, 3));
      if (fail?.(batch)) throw new Error('disk full');
      return batch.map((r) => `ok ${r.value}`);
    },
  });
  return { group, batches };
}

describe('group commit', () => {
  it('writes requests of the same few milliseconds as one batch and answers each its own result', async () => {
    const { group, batches } = recorder();
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => group.submit({ key: i, value: String(i) })));
    expect(results).toEqual(Array.from({ length: 30 }, (_, i) => `ok ${i}`));
    expect(batches).toHaveLength(1);
  });

  it('never puts one key twice in a batch nor in two batches at once, and keeps its order', async () => {
    const { group, batches } = recorder();
    const results = await Promise.all([
      group.submit({ key: 1, value: 'a' }),
      group.submit({ key: 2, value: 'b' }),
      group.submit({ key: 1, value: 'c' }),
      group.submit({ key: 1, value: 'd' }),
    ]);
    expect(results).toEqual(['ok a', 'ok b', 'ok c', 'ok d']);
    for (const batch of batches) expect(new Set(batch.map((r) => r.key)).size).toBe(batch.length);
    expect(batches.flat().map((r) => r.value)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('splits at the largest batch', async () => {
    const { group, batches } = recorder();
    await Promise.all(Array.from({ length: 120 }, (_, i) => group.submit({ key: i, value: String(i) })));
    expect(batches.map((b) => b.length)).toEqual([50, 50, 20]);
  });

  it('fails every request of a failed batch and acknowledges none of them', async () => {
    const { group, batches } = recorder((batch) => batch.some((r) => r.value === 'poison'));
    const settled = await Promise.allSettled([
      group.submit({ key: 1, value: 'x' }),
      group.submit({ key: 2, value: 'poison' }),
      group.submit({ key: 3, value: 'y' }),
    ]);
    expect(batches).toHaveLength(1);
    expect(settled.map((s) => s.status)).toEqual(['rejected', 'rejected', 'rejected']);
    // The next batch is written normally.
    await expect(group.submit({ key: 1, value: 'z' })).resolves.toBe('ok z');
  });
});
