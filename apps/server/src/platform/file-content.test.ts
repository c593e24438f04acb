import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acceptMimeTypes, isUtf8Text, isUtf8TextFile, ZIPPED_OFFICE } from './file-content';

const dir = mkdtempSync(path.join(os.tmpdir(), 'lingua-content-test-'));
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
/** The first bytes of a zip whose first entry says nothing about what it holds. */
const ZIP_HEAD = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
  Buffer.from([0x00, 0x10, 0, 0, 0x00, 0x10, 0, 0, 0x09, 0, 0, 0]),
  Buffer.from('notes.txt'),
  Buffer.alloc(100, 0x41),
]);

describe('content checks', () => {
  it('judges the first bytes by their signature; a zip may still be an Office file', async () => {
    const documents = acceptMimeTypes(['application/pdf', ZIPPED_OFFICE.docx]);
    expect(await documents.mayBe(PDF)).toBe(true);
    expect(await documents.mayBe(Buffer.from('plain words'))).toBe(false);
    expect(await documents.mayBe(ZIP_HEAD)).toBe(true);
    expect(await acceptMimeTypes(['application/pdf']).mayBe(ZIP_HEAD)).toBe(false);
  });

  it('keeps a whole file under the extension of what it is, or refuses it', async () => {
    const file = path.join(dir, 'upload.part');
    writeFileSync(file, PDF);
    expect(await acceptMimeTypes(['application/pdf']).extensionOf(file)).toBe('pdf');
    expect(await acceptMimeTypes(['image/png']).extensionOf(file)).toBeUndefined();
  });

  it('takes UTF-8 without NUL bytes as text; the first bytes may end inside a character', async () => {
    const text = Buffer.from('你好, world');
    expect(isUtf8Text(text)).toBe(true);
    expect(isUtf8Text(text.subarray(0, 2))).toBe(false);
    expect(isUtf8Text(text.subarray(0, 2), true)).toBe(true);
    expect(isUtf8Text(Buffer.from([0x61, 0x00]))).toBe(false);
    const file = path.join(dir, 'letter.txt');
    writeFileSync(file, Buffer.concat([Buffer.from('a'.repeat(200_000)), Buffer.from([0xff])]));
    expect(await isUtf8TextFile(file)).toBe(false);
    writeFileSync(file, Buffer.from('信'.repeat(100_000)));
    expect(await isUtf8TextFile(file)).toBe(true);
  });
});
