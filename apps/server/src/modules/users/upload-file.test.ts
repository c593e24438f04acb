/** The general upload over a real socket: streamed to disk, refused on its first bytes or past its kind's limit. */
import { readdirSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildSchool, buildStudent } from '../../test/factories';
import { listenLocally, multipartBody, type StreamedAnswer, streamPost } from '../../test/fixtures/raw-http';

const MB = 1024 * 1024;
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

let t: TestApp;
let port: number;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  port = await listenLocally(t.app);
  token = await t.signIn((await buildStudent(t.db, (await buildSchool(t.db)).id)).mobile);
});
afterAll(() => t.close());

/** Every file (not folder) under the storage folder. */
const stored = () =>
  readdirSync(t.filesDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `${entry.parentPath}/${entry.name}`)
    .sort();

function upload(
  fileWorkType: string,
  file: { name: string; first: Buffer; padding: number },
  headers: Record<string, string> = {},
): Promise<StreamedAnswer> {
  const body = multipartBody({ fileWorkType }, file);
  return streamPost(
    port,
    '/openApi/overall/upload',
    { token, 'content-type': body.contentType, ...headers },
    body.length,
    body.chunks(),
  );
}

describe('POST /openApi/overall/upload, streamed', () => {
  it('refuses 100 MB that is no accepted type on its first bytes, and stores nothing', async () => {
    const before = stored();
    const r = await upload('30', { name: 'answer.pdf', first: Buffer.from('MZ not a document'), padding: 100 * MB });
    expect(r).toMatchObject({ status: 415, body: { code: 415, message: '文件类型不支持' } });
    expect(r.answeredAfterMs).toBeLessThan(r.sentAfterMs);
    expect(r.peakHeldGrowth).toBeLessThan(40 * MB);
    expect(stored()).toEqual(before);
  });

  it('refuses a head image past 2 MB while it arrives, saying the limit in the caller’s language', async () => {
    const before = stored();
    const r = await upload('25', { name: 'me.png', first: PNG, padding: 100 * MB }, { 'accept-language': 'en' });
    expect(r).toMatchObject({ status: 413, body: { code: 413, message: 'File size cannot exceed 2 MB' } });
    expect(r.answeredAfterMs).toBeLessThan(r.sentAfterMs);
    expect(stored()).toEqual(before);
  });

  it('stores an answer attachment that is an Office file by its entries', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('words').addRow(['apple', '苹果']);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const r = await upload('30', { name: 'words.xlsx', first: xlsx, padding: 0 });
    expect(r.status).toBe(200);
    expect((r.body.data as { filePath: string }).filePath).toMatch(
      /^\/files\/\d{4}\/\d{2}\/[\w-]+\.xlsx\?exp=\d+&sig=/,
    );
  });
});
