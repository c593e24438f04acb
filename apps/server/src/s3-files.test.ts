/**
 * The product on S3 (a real S3 protocol server, s3rver, on a free local port): a file uploaded
 * through the real upload call lands in the bucket, never on this disk, and comes back through
 * its signed URL whole and by HTTP Range (as audio and video players ask); a PDF is converted
 * from a local copy and its page images are stored and served from the bucket too; a spoken
 * answer is stored, scored by pocketsphinx from a local copy of its scoring input, and that input
 * is deleted from the bucket once scored.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import {
  QuestionTypeCodes as C,
  documentCalls,
  type TAnswerSheet,
  type TConvertedFile,
  unsignedFileUrl,
} from '@lingua/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { speechRecordings } from './db/schema';
import { insertTraining } from './modules/trainings/insert-training';
import { RECEIVING_DIR } from './platform/storage';
import type { S3Storage } from './platform/storage-s3';
import { buildTestApp, type TestApp } from './test/build-test-app';
import { buildClass, buildSchool, buildStudent, buildTeacher } from './test/factories';
import { INQUIRY_UNIT } from './test/fixtures/business-documents';
import { multipartBody } from './test/fixtures/raw-http';
import { mp3Of } from './test/fixtures/resource-pool';
import { pdfOf } from './test/office-files';
import { startTestS3, type TestS3 } from './test/s3-server';
import { record, spoken } from './test/speaking';

let s3: TestS3;
let storage: S3Storage;
let t: TestApp;
let token: string;
let school: Awaited<ReturnType<typeof buildSchool>>;
let teacher: Awaited<ReturnType<typeof buildTeacher>>;

beforeAll(async () => {
  s3 = await startTestS3();
  storage = s3.newStorage();
  t = await buildTestApp({ storage, jobs: { pollMs: 100 } });
  school = await buildSchool(t.db);
  teacher = await buildTeacher(t.db, school.id);
  token = await t.signIn(teacher.mobile);
});

afterAll(async () => {
  await t?.close();
  await s3?.close();
});

/** Uploads as task material through the product's upload: answers the URL as handed out (signed). */
async function upload(bytes: Buffer, filename: string): Promise<string> {
  const body = multipartBody({ fileWorkType: 31 }, { name: filename, first: bytes, padding: 0 });
  const response = await t.app.inject({
    method: 'POST',
    url: '/openApi/overall/upload',
    payload: Buffer.concat([...body.chunks()]),
    headers: { token, 'content-type': body.contentType },
  });
  expect(response.json()).toMatchObject({ code: 200 });
  return (response.json() as { data: { filePath: string } }).data.filePath;
}

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** Every file under the work folder (uploads in flight and engines' copies; all gone when done). */
const localFiles = () =>
  readdirSync(t.filesDir, { recursive: true, withFileTypes: true }).filter(
    (e) => e.isFile() && path.basename(e.parentPath) !== 'pglite',
  );

describe('files on S3', () => {
  it('stores an upload in the bucket and serves it by its signed URL, whole and by range', async () => {
    const mp3 = mp3Of(3);
    const signed = await upload(mp3, 'listening.mp3');
    expect(signed).toMatch(/^\/files\/\d{4}\/\d{2}\/[\w-]+\.mp3\?exp=\d+&sig=/);
    const stored = unsignedFileUrl(signed);
    expect(await storage.stat(stored)).toMatchObject({ size: mp3.length, contentType: 'audio/mpeg' });
    // Nothing stays on this machine: the upload's temporary file went up to the bucket.
    expect(readdirSync(path.join(t.filesDir, RECEIVING_DIR))).toEqual([]);

    const whole = await get(signed);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('audio/mpeg');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(whole.rawPayload.equals(mp3)).toBe(true);

    const first = await get(signed, { range: 'bytes=0-99' });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-99/${mp3.length}`);
    expect(first.headers['content-length']).toBe('100');
    expect(first.rawPayload.equals(mp3.subarray(0, 100))).toBe(true);

    const tail = await get(signed, { range: 'bytes=-10' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(mp3.subarray(mp3.length - 10))).toBe(true);
    const open = await get(signed, { range: `bytes=${mp3.length - 5}-` });
    expect(open.headers['content-range']).toBe(`bytes ${mp3.length - 5}-${mp3.length - 1}/${mp3.length}`);

    const past = await get(signed, { range: `bytes=${mp3.length}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${mp3.length}`);

    // The platform's own signature still decides, before the bucket is asked.
    expect((await get(stored)).statusCode).toBe(403);
    expect((await get(`${stored}?exp=9999999999&sig=forged`)).statusCode).toBe(403);
    expect((await get(signed.replace(/[\w-]+\.mp3/, 'no-such-file.mp3'))).statusCode).toBe(403);
  });

  it('converts a PDF from a local copy and serves its pages from the bucket', async () => {
    const signed = await upload(pdfOf(INQUIRY_UNIT.slice(0, 2)), 'inquiry.pdf');
    const until = Date.now() + 120_000;
    let done: TConvertedFile | undefined;
    while (Date.now() < until) {
      const { body } = await t.call<TConvertedFile>(documentCalls.convertFile.path, { fileUrl: signed }, { token });
      if (body.data?.state === 'done' || body.data?.state === 'failed') {
        done = body.data;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    if (done?.state !== 'done') throw new Error(`not converted: ${JSON.stringify(done)}`);
    expect(done.pageCount).toBe(2);
    for (const page of done.pages) {
      expect(await storage.stat(unsignedFileUrl(page.url))).toBeDefined();
      const image = await get(page.url);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    }
    // The work folder and the engine's copy of the PDF are gone.
    expect(localFiles().filter((e) => !e.parentPath.includes('.receiving'))).toEqual([]);
  }, 150_000);

  it('scores a spoken answer from the bucket and deletes its scoring input after', async () => {
    const student = await buildStudent(t.db, school.id);
    const klass = await buildClass(t.db, { schoolId: school.id, teacherId: teacher.id, studentIds: [student.id] });
    const text = 'Could you send me the invoice by Friday?';
    const { training } = await insertTraining(t.db, {
      key: 'test-s3-speech',
      kind: 'sentenceTraining',
      title: { cn: '句子', en: 'Sentence' },
      intro: { cn: '跟读', en: 'Repeat' },
      background: [],
      settings: {},
      questions: [
        {
          subject_type: C.repeatSentence,
          stem: 'Repeat.',
          fullMark: 10,
          analysis: { cn: '', en: '' },
          content: { text },
        },
      ],
    });
    const opened = await t.call(
      '/openApi/teacher/training/setClassTraining',
      { classId: klass.id, trainingId: training.id, isOpen: true, deadline: null },
      { token },
    );
    expect(opened.status).toBe(200);
    const studentToken = await t.signIn(student.mobile);
    const sheet = (
      await t.call<TAnswerSheet>(
        '/openApi/student/training/answerSheet',
        { classId: klass.id, trainingId: training.id },
        { token: studentToken },
      )
    ).body.data as TAnswerSheet;
    const recorded = await record(
      t.app,
      studentToken,
      { attemptId: sheet.attempt.attemptId, questionId: sheet.questions[0]?.questionId ?? 0 },
      spoken(text),
    );
    expect(recorded.code, recorded.message).toBe(200);
    const until = Date.now() + 120_000;
    let row: typeof speechRecordings.$inferSelect | undefined;
    while (Date.now() < until) {
      [row] = await t.db.select().from(speechRecordings).where(eq(speechRecordings.attemptId, sheet.attempt.attemptId));
      if (row?.status === 'done' || row?.status === 'failed') break;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    expect(row?.status, row?.error ?? '').toBe('done');
    expect(await storage.stat(row?.fileUrl ?? '')).toMatchObject({ contentType: 'audio/mpeg' });
    // The 16 kHz input was in the bucket while it waited; scored, it is gone.
    expect(row?.scoringInput).toMatch(/^\.scoring\/[\w-]+\.wav$/);
    expect(await storage.stat(`/files/${row?.scoringInput}`)).toBeUndefined();
    expect(localFiles().filter((e) => !e.parentPath.includes('.receiving'))).toEqual([]);
  }, 150_000);
});
