/**
 * One suite, two storages: the local disk and S3 (a real S3 protocol server, s3rver, on a free
 * local port). Whatever a module may ask of FileStorage behaves the same on both.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../test/s3-server';
import {
  createDiskStorage,
  type FileStorage,
  FileTooLargeError,
  RECEIVING_DIR,
  StoredPathError,
  storedKey,
  withLocalFiles,
} from './storage';

async function* pieces(count: number, size: number): AsyncGenerator<Buffer> {
  for (let i = 0; i < count; i++) yield Buffer.alloc(size, 0x61 + (i % 26));
}

let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(async () => {
  await s3?.close();
});

const kinds: { kind: string; newStorage: () => FileStorage }[] = [
  { kind: 'disk', newStorage: () => createDiskStorage(mkdtempSync(path.join(os.tmpdir(), 'lingua-storage-test-'))) },
  { kind: 's3', newStorage: () => s3.newStorage() },
];

describe.each(kinds)('$kind storage', ({ newStorage }) => {
  it('receives a stream to a temporary file, then keeps it under its extension', async () => {
    const storage = newStorage();
    const received = await storage.receive(pieces(4, 1000), { maxBytes: 4000 });
    expect(received.size).toBe(4000);
    expect(path.dirname(received.path)).toBe(path.join(storage.workDir, RECEIVING_DIR));
    const url = await received.keep('pdf');
    expect(url).toMatch(/^\/files\/\d{4}\/\d{2}\/[\w-]+\.pdf$/);
    expect((await storage.read(url))?.subarray(0, 3).toString()).toBe('aaa');
    expect(await storage.stat(url)).toMatchObject({ size: 4000 });
    expect(existsSync(received.path)).toBe(false);
    const hidden = await (await storage.receive(pieces(1, 10), { maxBytes: 10 })).keep('png', { private: true });
    expect(hidden).toMatch(/^\/files\/\.private\//);
    const open = await (await storage.receive(pieces(1, 10), { maxBytes: 10 })).keep('svg', { public: true });
    expect(open).toMatch(/^\/files\/public\//);
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
    expect(readdirSync(path.join(storage.workDir, RECEIVING_DIR))).toEqual([]);
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
    expect(readdirSync(path.join(storage.workDir, RECEIVING_DIR))).toEqual([]);
  });

  it('saves bytes, reads them whole and by range, and answers undefined for what is not there', async () => {
    const storage = newStorage();
    const url = await storage.save(Buffer.from('Dear Sir or Madam, we confirm your order.'), 'txt');
    expect(url).toMatch(/^\/files\/\d{4}\/\d{2}\/[\w-]+\.txt$/);
    expect((await storage.read(url))?.toString()).toBe('Dear Sir or Madam, we confirm your order.');
    const part = await storage.open(url, { start: 5, end: 7 });
    expect(part && (await text(part))).toBe('Sir');
    const whole = await storage.open(url);
    expect(whole && (await text(whole))).toHaveLength(41);
    const missing = '/files/2026/01/no-such-file.txt';
    expect(await storage.stat(missing)).toBeUndefined();
    expect(await storage.read(missing)).toBeUndefined();
    expect(await storage.open(missing)).toBeUndefined();
    expect(await storage.localCopy(missing)).toBeUndefined();
    await expect(storage.read('/files/2026/../../etc/passwd')).rejects.toBeInstanceOf(StoredPathError);
  });

  it('puts bytes and local files under a named path, moves and removes them', async () => {
    const storage = newStorage();
    await storage.put('/files/voices/abc.mp3', Buffer.from('mp3 bytes'));
    expect((await storage.read('/files/voices/abc.mp3'))?.toString()).toBe('mp3 bytes');
    const made = path.join(mkdtempSync(path.join(os.tmpdir(), 'lingua-made-')), 'made.wav');
    writeFileSync(made, 'wav bytes');
    await storage.put('/files/.scoring/x.wav', { file: made });
    expect(existsSync(made)).toBe(false);
    expect((await storage.read('/files/.scoring/x.wav'))?.toString()).toBe('wav bytes');
    expect(await storage.move('/files/.scoring/x.wav', '/files/.private/2026/11/x.wav')).toBe(true);
    expect(await storage.stat('/files/.scoring/x.wav')).toBeUndefined();
    expect(await storage.stat('/files/.private/2026/11/x.wav')).toMatchObject({ size: 9 });
    expect(await storage.move('/files/.scoring/x.wav', '/files/elsewhere.wav')).toBe(false);
    await storage.remove('/files/.private/2026/11/x.wav');
    await storage.remove('/files/.private/2026/11/x.wav');
    expect(await storage.stat('/files/.private/2026/11/x.wav')).toBeUndefined();
  });

  it('gives engines a local copy with the extension, deleted when released on S3', async () => {
    const storage = newStorage();
    const url = await storage.save(Buffer.from('%PDF-1.4 test'), 'pdf');
    const copy = await storage.localCopy(url);
    expect(copy?.path.endsWith('.pdf')).toBe(true);
    expect(readFileSync(copy?.path ?? '').toString()).toBe('%PDF-1.4 test');
    await copy?.release();
    // On disk the copy is the stored file itself and stays; on S3 the temporary copy goes.
    expect(existsSync(copy?.path ?? '')).toBe(storage.kind === 'disk');
    const seen = await withLocalFiles(storage, [url, url], async (paths) => paths.map((p) => readFileSync(p).length));
    expect(seen).toEqual([13, 13]);
    await expect(withLocalFiles(storage, ['/files/none.pdf'], async () => 1)).rejects.toThrow('stored file missing');
  });

  it('puts a finished folder in place whole, once, and removes it', async () => {
    const storage = newStorage();
    const folder = (files: Record<string, string>) => {
      const dir = path.join(mkdtempSync(path.join(storage.workDir, 'out-')), 'out');
      mkdirSync(dir);
      for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), content);
      return dir;
    };
    const first = folder({ 'page-1.png': 'one', 'result.json': '{"state":"done"}' });
    expect(await storage.putFolder(first, '/files/2026/11/a.docx.pages', { lastFile: 'result.json' })).toBe(true);
    expect((await storage.read('/files/2026/11/a.docx.pages/page-1.png'))?.toString()).toBe('one');
    const second = folder({ 'result.json': '{"state":"failed"}' });
    expect(await storage.putFolder(second, '/files/2026/11/a.docx.pages', { lastFile: 'result.json' })).toBe(false);
    expect(existsSync(second)).toBe(false);
    expect((await storage.read('/files/2026/11/a.docx.pages/result.json'))?.toString()).toBe('{"state":"done"}');
    await storage.removeFolder('/files/2026/11/a.docx.pages');
    expect(await storage.stat('/files/2026/11/a.docx.pages/result.json')).toBeUndefined();
    expect(await storage.stat('/files/2026/11/a.docx.pages/page-1.png')).toBeUndefined();
  });

  it('streams a large file down without holding it whole', async () => {
    const storage = newStorage();
    const received = await storage.receive(pieces(64, 64 * 1024), { maxBytes: 4 * 1024 * 1024 });
    const url = await received.keep('mp4');
    const body = await storage.open(url, { start: 4 * 1024 * 1024 - 10, end: 4 * 1024 * 1024 - 1 });
    const chunks: Buffer[] = [];
    for await (const chunk of body ?? []) chunks.push(Buffer.from(chunk as Uint8Array));
    expect(Buffer.concat(chunks).toString()).toBe('l'.repeat(10));
  });
});

describe('stored paths', () => {
  it('takes /files/<path> or <path>, and refuses empty, dot and dot-dot segments', () => {
    expect(storedKey('/files/2026/11/a.pdf')).toBe('2026/11/a.pdf');
    expect(storedKey('2026/11/a.pdf?exp=1&sig=x')).toBe('2026/11/a.pdf');
    for (const bad of ['/files/', '/files/a//b', '/files/a/../b', '/files/./a', '..', '/files/a\\b'])
      expect(() => storedKey(bad), bad).toThrow(StoredPathError);
  });
});
