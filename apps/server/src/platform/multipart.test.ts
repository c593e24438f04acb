import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { acceptMimeTypes } from './file-content';
import { HEAD_BYTES, readHead, receiveUpload } from './multipart';
import { createDiskStorage, RECEIVING_DIR } from './storage';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const images = acceptMimeTypes(['image/png']);

/** A file stream of `first` and then `count` pieces of 64 KB, counting how many were read. */
function fileStream(first: Buffer, count: number) {
  const state = { pulled: 0 };
  async function* generate(): AsyncGenerator<Buffer> {
    yield first;
    for (let i = 0; i < count; i++) {
      state.pulled++;
      yield Buffer.alloc(64 * 1024);
    }
  }
  return { stream: Readable.from(generate(), { objectMode: false }), state };
}

const newStorage = () => createDiskStorage(mkdtempSync(path.join(os.tmpdir(), 'lingua-multipart-test-')));
const receiving = (rootDir: string) => readdirSync(path.join(rootDir, RECEIVING_DIR), { encoding: 'utf8' });

describe('readHead', () => {
  it('answers the first bytes and gives every byte back, the first ones included', async () => {
    const { head, whole } = await readHead(
      Readable.from([Buffer.from('abc'), Buffer.from('defg'), Buffer.from('h')]),
      5,
    );
    expect(head.toString()).toBe('abcdefg');
    const all: Buffer[] = [];
    for await (const chunk of whole) all.push(chunk);
    expect(Buffer.concat(all).toString()).toBe('abcdefgh');
  });

  it('answers a short stream whole', async () => {
    const { head, whole } = await readHead(Readable.from([Buffer.from('ab')]), 5);
    expect(head.toString()).toBe('ab');
    const all: Buffer[] = [];
    for await (const chunk of whole) all.push(chunk);
    expect(Buffer.concat(all).toString()).toBe('ab');
  });
});

describe('receiveUpload', () => {
  it('refuses a wrong type on its first bytes, before reading on or writing anything', async () => {
    const storage = newStorage();
    const { stream, state } = fileStream(Buffer.from('<script>alert(1)</script>'), 1000);
    const refused = receiveUpload(stream, storage, { maxBytes: 500 * 1024 * 1024, content: images });
    await expect(refused).rejects.toMatchObject({ code: 415, messageKey: 'fileTypeNotSupported' });
    expect(state.pulled * 64 * 1024).toBeLessThanOrEqual(HEAD_BYTES + 64 * 1024);
    expect(stream.destroyed).toBe(true);
  });

  it('refuses a file past its limit while it arrives, naming the limit, and deletes what it wrote', async () => {
    const storage = newStorage();
    const { stream, state } = fileStream(PNG, 1000);
    const refused = receiveUpload(stream, storage, { maxBytes: 2 * 1024 * 1024, content: images });
    await expect(refused).rejects.toMatchObject({
      code: 413,
      messageKey: 'fileTooLarge',
      params: { limit: 2, unit: 'MB' },
    });
    expect(state.pulled).toBeLessThan(40);
    expect(receiving(storage.rootDir)).toEqual([]);
  });

  it('answers an empty file with its own error', async () => {
    const storage = newStorage();
    const empty = new AppError(400, 'ocrNoFile', {}, 'file');
    await expect(receiveUpload(Readable.from([]), storage, { maxBytes: 10, content: images, empty })).rejects.toBe(
      empty,
    );
  });

  it('receives an allowed file under the extension of its content', async () => {
    const storage = newStorage();
    const { stream } = fileStream(PNG, 3);
    const upload = await receiveUpload(stream, storage, { maxBytes: 1024 * 1024, content: images });
    expect(upload.extension).toBe('png');
    expect(upload.file.size).toBe(PNG.length + 3 * 64 * 1024);
    expect(await upload.file.keep(upload.extension)).toMatch(/\.png$/);
    expect(receiving(storage.rootDir)).toEqual([]);
  });
});
