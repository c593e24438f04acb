/**
 * Answer files streamed to disk over a real socket: refused on their first bytes or the moment
 * they pass the task's limit, with nothing left on disk and memory that does not grow with the file.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { unsignedFileUrl } from '@lingua/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildSchool } from '../../test/factories';
import { listenLocally, multipartBody, type StreamedAnswer, streamPost } from '../../test/fixtures/raw-http';
import { PDF, PNG, publishTask, S } from '../../test/fixtures/tasks';

const MB = 1024 * 1024;
/** The large files sent: 100 MB. */
const LARGE = 100 * MB;
/**
 * Under the file: a server that held it would grow by at least its size (twice, to join it). The
 * process also holds the sending client's buffers and the socket reads still in flight (15-24 MB
 * on Node 20 and 26, the same for 100 and 300 MB), so the bound leaves room for them.
 */
const MEMORY_BOUND = 50 * MB;

let t: TestApp;
let port: number;
let schoolId: number;
beforeAll(async () => {
  t = await buildTestApp();
  port = await listenLocally(t.app);
  schoolId = (await buildSchool(t.db)).id;
  // The first upload loads code and fills pools, which would count as growth in the first test.
  await upload(await publishTask(t, schoolId, { maxFileMb: 1 }), { name: 'warm.pdf', first: PDF, padding: 2 * MB });
});
afterAll(() => t.close());

/** Every file under the storage folder, with its size. */
function storedFiles(): Record<string, number> {
  const names = readdirSync(t.filesDir, { recursive: true, encoding: 'utf8' });
  return Object.fromEntries(
    names
      .map((name) => path.join(t.filesDir, name))
      .filter((file) => statSync(file).isFile())
      .map((file) => [path.relative(t.filesDir, file), statSync(file).size]),
  );
}

async function upload(
  task: { st: string[]; taskId: number; classId: number },
  file: { name: string; first: Buffer; padding: number },
): Promise<StreamedAnswer> {
  const body = multipartBody({ taskId: task.taskId, classId: task.classId }, file);
  return streamPost(
    port,
    `${S}/upload`,
    { token: task.st[0] as string, 'content-type': body.contentType },
    body.length,
    body.chunks(),
  );
}

/** A zip of one stored text file: an archive, not an Office file, whatever its name says. */
function plainZip(): Buffer {
  const name = Buffer.from('notes.txt');
  const data = Buffer.from('not a document');
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt32LE(crc32(data), 14);
  header.writeUInt32LE(data.length, 18);
  header.writeUInt32LE(data.length, 22);
  header.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc32(data), 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(name.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(header.length + name.length + data.length, 16);
  return Buffer.concat([header, name, data, central, name, end]);
}

describe('answer files streamed to disk', () => {
  it('refuses 100 MB against a 5 MB limit while it arrives, keeping neither the file nor its size in memory', async () => {
    const task = await publishTask(t, schoolId, { maxFileMb: 5 });
    const before = storedFiles();
    const r = await upload(task, { name: 'essay.pdf', first: PDF, padding: LARGE });
    expect(r.status).toBe(413);
    expect(r.body).toMatchObject({ code: 413, message: '文件大小不能超过5MB' });
    // Answered while the client was still sending: the limit was enforced on the way in.
    expect(r.answeredAfterMs).toBeLessThan(r.sentAfterMs);
    expect(r.peakHeldGrowth).toBeLessThan(MEMORY_BOUND);
    expect(storedFiles()).toEqual(before);
  });

  it('refuses a file whose first bytes are not an allowed type, whatever its name, before writing it', async () => {
    const task = await publishTask(t, schoolId, { fileGroups: ['document'] });
    const before = storedFiles();
    const r = await upload(task, { name: 'essay.pdf', first: PNG, padding: LARGE });
    expect(r).toMatchObject({ status: 415, body: { code: 415, message: '文件类型不支持' } });
    expect(r.answeredAfterMs).toBeLessThan(r.sentAfterMs);
    expect(r.peakHeldGrowth).toBeLessThan(MEMORY_BOUND);
    expect(storedFiles()).toEqual(before);
  });

  it('stores a large allowed file without holding it in memory', async () => {
    const task = await publishTask(t, schoolId, { maxFileMb: 200 });
    const r = await upload(task, { name: 'essay.pdf', first: PDF, padding: LARGE });
    expect(r.status).toBe(200);
    const file = r.body.data as { url: string; size: number; name: string };
    expect(file).toMatchObject({
      name: 'essay.pdf',
      size: PDF.length + LARGE,
      url: expect.stringMatching(/\.pdf\?exp=\d+&sig=/),
    });
    expect(statSync(path.join(t.filesDir, unsignedFileUrl(file.url).replace('/files/', ''))).size).toBe(file.size);
    expect(r.peakHeldGrowth).toBeLessThan(MEMORY_BOUND);
    expect(Object.keys(storedFiles()).filter((name) => name.endsWith('.part'))).toEqual([]);
  });

  it('judges an Office file by its entries: a spreadsheet is a document, a plain zip named .docx is not', async () => {
    const task = await publishTask(t, schoolId, { fileGroups: ['document'] });
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('marks').addRow(['name', 'mark']);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const sheet = await upload(task, { name: 'marks.xlsx', first: xlsx, padding: 0 });
    expect(sheet.status).toBe(200);
    expect((sheet.body.data as { url: string }).url).toMatch(/\.xlsx\?exp=/);
    const before = storedFiles();
    const zip = await upload(task, { name: 'essay.docx', first: plainZip(), padding: 0 });
    expect(zip).toMatchObject({ status: 415, body: { code: 415 } });
    expect(storedFiles()).toEqual(before);
  });

  it('takes plain text only if it is text to its end', async () => {
    const task = await publishTask(t, schoolId, { fileGroups: ['document'] });
    const text = Buffer.from('Dear Mr Lee,\n'.repeat(20_000));
    expect((await upload(task, { name: 'letter.txt', first: text, padding: 0 })).status).toBe(200);
    const before = storedFiles();
    // Text for its first 260 KB, then a NUL byte: judged on the whole file, not the first bytes.
    const binary = Buffer.concat([text, Buffer.from([0]), Buffer.from('more')]);
    expect((await upload(task, { name: 'letter.txt', first: binary, padding: 0 })).status).toBe(415);
    expect(storedFiles()).toEqual(before);
  });
});
