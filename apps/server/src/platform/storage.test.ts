import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDiskStorage, FileTooLargeError, RECEIVING_DIR } from './storage';

const newStorage = () => createDiskStorage(mkdtempSync(path.join(os.tmpdir(), 'lingua-storage-test-')));

async function* pieces(count: number, size: number): AsyncGenerator<Buffer> {
  for (let i = 0; i < count; i++) yield Buffer.alloc(size, 0x61 + (i % 26));
}

describe('disk storage: receiving a stream', () => {
  it('writes the stream to a temporary file, then keeps it under its extension', async () => {
    const storage = newStorage();
    const received = await storage.receive(pieces(4, 1000), { maxBytes: 4000 });
    expect(received.size).toBe(4000);
    expect(path.dirname(received.path)).toBe(path.join(storage.rootDir, RECEIVING_DIR));
    const url = await received.keep('pdf');
    expect(url).toMatch(/^\/files\/\d{4}\/\d{2}\/[\w-]+\.pdf$/);
    expect(readFileSync(storage.pathOf(url)).subarray(0, 3).toString()).toBe('aaa');
    expect(existsSync(received.path)).toBe(false);
    const hidden = await (await storage.receive(pieces(1, 10), { maxBytes: 10 })).keep('png', { private: true });
    expect(hidden).toMatch(/^\/files\/\.private\//);
  });

  it('stops past the limit and leaves nothing behind', async () => {
    const storage = newStorage();
    let pulled = 0;
    async function* endless(): AsyncGenerator<Buffer> {
      for (;;) {
        pulled++;
        yield Buffer.alloc(1000);
      }
    }
    await expect(storage.receive(endless(), { maxBytes: 2500 })).rejects.toBeInstanceOf(FileTooLargeError);
    expect(pulled).toBeLessThan(10);
    expect(readdirSync(path.join(storage.rootDir, RECEIVING_DIR))).toEqual([]);
  });

  it('deletes a discarded file, and a failed stream', async () => {
    const storage = newStorage();
    const received = await storage.receive(pieces(1, 10), { maxBytes: 10 });
    await received.discard();
    await received.discard();
    async function* broken(): AsyncGenerator<Buffer> {
      yield Buffer.alloc(10);
      throw new Error('client went away');
    }
    await expect(storage.receive(broken(), { maxBytes: 100 })).rejects.toThrow('client went away');
    expect(readdirSync(path.join(storage.rootDir, RECEIVING_DIR))).toEqual([]);
  });
});
