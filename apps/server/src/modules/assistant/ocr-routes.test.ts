import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildSchool, buildStudent, buildTeacher } from '../../test/factories';
import { readImage, renderQuestionImage } from '../../test/fixtures/assistant/images';
import { tidyRecognisedText } from './engines/ocr';

let t: TestApp;
let teacher: string;
let student: string;
const dir = mkdtempSync(path.join(os.tmpdir(), 'lingua-ocr-test-'));
beforeAll(async () => {
  t = await buildTestApp();
  const schoolId = (await buildSchool(t.db)).id;
  teacher = await t.signIn((await buildTeacher(t.db, schoolId)).mobile);
  student = await t.signIn((await buildStudent(t.db, schoolId)).mobile);
});
afterAll(() => t.close());

async function recognise(token: string, bytes: Buffer | undefined, filename = 'q.png') {
  const boundary = '----lingua-ocr';
  const parts = bytes
    ? [
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]
    : [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nx\r\n--${boundary}--\r\n`)];
  const response = await t.app.inject({
    method: 'POST',
    url: '/openApi/ai/imageFileToWords',
    payload: Buffer.concat(parts),
    headers: { token, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  return response.json() as { code: number; message: string; data: { content: string } | null };
}

describe('image text recognition', () => {
  it('reads a rendered Chinese-and-English question, without spaces between Chinese characters', {
    timeout: 90_000,
  }, async () => {
    const r = await recognise(teacher, readImage(renderQuestionImage(path.join(dir, 'q.png'))));
    expect(r.code).toBe(200);
    expect(r.data?.content).toContain('下列哪一项是正确的');
    expect(r.data?.content).toContain('Which sentence is correct?');
    expect(r.data?.content).toContain('He goes to school.');
  });

  it('answers the messages of part 1 §5', async () => {
    expect(await recognise(teacher, undefined)).toMatchObject({ code: 400, message: '请先选择题目图片，再点击识别' });
    expect(await recognise(teacher, Buffer.from('GIF89a not really'), 'x.gif')).toMatchObject({ code: 415 });
    // The type is judged on the first bytes: ten megabytes of anything else are refused as a type.
    expect(await recognise(teacher, Buffer.alloc(10 * 1024 * 1024 + 1, 1))).toMatchObject({ code: 415 });
    const png = readImage(path.join(dir, 'q.png'));
    expect(
      await recognise(teacher, Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024 + 1 - png.length)])),
    ).toMatchObject({
      code: 413,
      message: '图片大小不能超过10MB',
    });
    expect(readdirSync(t.filesDir, { recursive: true }).filter((f) => String(f).endsWith('.part'))).toEqual([]);
    const wide = readImage(renderQuestionImage(path.join(dir, 'wide.png'), 4100, 100));
    expect(await recognise(teacher, wide)).toMatchObject({ code: 400, message: '图片最长边不能超过4096像素' });
  });

  it('is for teachers, and the AI permission allows picture recognition', async () => {
    expect((await recognise(student, readImage(path.join(dir, 'q.png')))).code).toBe(403);
    const allow = await t.call<{ allow: boolean }>('/openApi/ai/aiJurisdiction', { code: 5 }, { token: teacher });
    expect(allow.body.data).toEqual({ allow: true });
    expect((await t.call('/openApi/ai/aiJurisdiction', { code: 1 }, { token: teacher })).body.data).toEqual({
      allow: false,
    });
  });

  it('tidies the spaces tesseract puts between Chinese characters', () => {
    expect(tidyRecognisedText('下 列 哪 一 项 ？ Which one ?')).toBe('下列哪一项？ Which one ?');
  });
});
