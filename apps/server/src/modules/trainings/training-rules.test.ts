/**
 * The trainings API's rules over time and material: time limits on the server clock, deadlines,
 * attachments and the listening rules. Answering, grading and export are routes.test.ts.
 */
import type { TAttemptSummary } from '@lingua/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trainingAttempts } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { reading, trainingClassFixture } from '../../test/fixtures/trainings';
import { insertTraining } from './insert-training';

let t: TestApp;
let studentToken: string;
let otherStudentToken: string;
let teacherToken: string;
let classId: number;
let ids: Awaited<ReturnType<typeof trainingClassFixture>>['ids'];
let asStudent: Awaited<ReturnType<typeof trainingClassFixture>>['asStudent'];
let asTeacher: Awaited<ReturnType<typeof trainingClassFixture>>['asTeacher'];
let sheet: Awaited<ReturnType<typeof trainingClassFixture>>['sheet'];
let report: Awaited<ReturnType<typeof trainingClassFixture>>['report'];

beforeAll(async () => {
  t = await buildTestApp();
  ({ studentToken, otherStudentToken, teacherToken, classId, ids, asStudent, asTeacher, sheet, report } =
    await trainingClassFixture(t));
  // The class has the reading and the listening training, open (in routes.test.ts the teacher gives them).
  for (const trainingId of [ids.reading, ids.listening])
    await asTeacher('setClassTraining', { classId, trainingId, isOpen: true, deadline: null });
});
afterAll(() => t.close());

describe('time limits, on the server clock', () => {
  it('freezes answers once the time limit (and its grace) has passed; submission stays open', async () => {
    const timed = await insertTraining(t.db, { ...reading, key: 'test-timed', settings: { timeLimitMinutes: 1 } });
    await asTeacher('setClassTraining', { classId, trainingId: timed.training.id, isOpen: true, deadline: null });
    const s = await sheet(timed.training.id);
    const questionId = s.questions[0]?.questionId;
    const save = () =>
      asStudent('saveAnswer', { attemptId: s.attempt.attemptId, questionId, answer: { stu_answer: 'B' } });
    expect((await save()).status).toBe(200);
    // The attempt started 2 minutes ago.
    await t.db
      .update(trainingAttempts)
      .set({ startedAt: new Date(Date.now() - 120_000) })
      .where(eq(trainingAttempts.id, s.attempt.attemptId));
    expect(await save()).toMatchObject({ status: 409, body: { message: '作答时间已到，答案已不能修改，请提交' } });
    const submitted = await asStudent<TAttemptSummary>('submit', { attemptId: s.attempt.attemptId });
    expect(submitted.body.data).toMatchObject({ status: 'submitted', score: 10 });
  });
});

describe('deadlines', () => {
  it('a submission after the deadline is refused', async () => {
    const s = await sheet(ids.reading, otherStudentToken);
    await asTeacher('setClassTraining', {
      classId,
      trainingId: ids.reading,
      isOpen: true,
      deadline: new Date(Date.now() - 60_000).toISOString(),
    });
    const r = await asStudent('submit', { attemptId: s.attempt.attemptId }, otherStudentToken);
    expect(r).toMatchObject({ status: 409, body: { message: '已过截止时间，不能再作答或提交' } });
    expect((await asStudent('answerSheet', { classId, trainingId: ids.reading }, otherStudentToken)).status).toBe(409);
    await asTeacher('setClassTraining', {
      classId,
      trainingId: ids.reading,
      isOpen: true,
      deadline: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(
      (await asStudent<TAttemptSummary>('submit', { attemptId: s.attempt.attemptId }, otherStudentToken)).body.data
        ?.status,
    ).toBe('submitted');
  });
});

describe('attachments (part 1 §5)', () => {
  async function upload(bytes: Buffer, workType = '30') {
    const boundary = '----att';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="fileWorkType"\r\n\r\n${workType}\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="invoice.pdf"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const r = await t.app.inject({
      method: 'POST',
      url: '/openApi/overall/upload',
      payload,
      headers: { token: studentToken, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    return { status: r.statusCode, body: r.json() as { message: string; data?: { filePath: string } } };
  }
  it('uploads are checked by content; a required attachment blocks submission until attached', async () => {
    await asTeacher('setClassTraining', { classId, trainingId: ids.attachment, isOpen: true, deadline: null });
    const notPdf = await upload(Buffer.from('just text, named .pdf'));
    expect(notPdf).toMatchObject({ status: 415, body: { message: '文件类型不支持' } });
    const pdf = await upload(Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'));
    expect(pdf.status).toBe(200);
    const url = pdf.body.data?.filePath ?? '';
    expect(url).toMatch(/^\/files\/[^?]+\.pdf\?exp=\d+&sig=[\w-]+$/);

    const s = await sheet(ids.attachment);
    const [q1, q2] = s.questions;
    expect(q1?.content).toMatchObject({ attachment: 'required' });
    const attachments = [{ url, name: 'invoice.pdf' }];
    expect(
      (
        await asStudent('saveAnswer', {
          attemptId: s.attempt.attemptId,
          questionId: q2?.questionId,
          answer: { stu_answer: 'x', attachments },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await asStudent('saveAnswer', {
          attemptId: s.attempt.attemptId,
          questionId: q1?.questionId,
          answer: { stu_answer: 'x', attachments: [{ url: 'https://evil.example/x', name: 'x' }] },
        })
      ).status,
    ).toBe(400);
    await asStudent('saveAnswer', {
      attemptId: s.attempt.attemptId,
      questionId: q1?.questionId,
      answer: { stu_answer: 'Please see the invoice.' },
    });
    expect(await asStudent('submit', { attemptId: s.attempt.attemptId })).toMatchObject({
      status: 409,
      body: { message: '第 1 题需要上传附件' },
    });
    await asStudent('saveAnswer', {
      attemptId: s.attempt.attemptId,
      questionId: q1?.questionId,
      answer: { stu_answer: 'Please see the invoice.', attachments },
    });
    expect((await asStudent<TAttemptSummary>('submit', { attemptId: s.attempt.attemptId })).body.data?.status).toBe(
      'submitted',
    );
    const r = (await report(s.attempt.attemptId, teacherToken)).body.data;
    expect(r?.questions[0]?.attachments).toEqual(attachments);
  });
});

describe('listening rules, enforced by the API', () => {
  it('blocks answers until played through, times the play, limits the plays', async () => {
    const s = await sheet(ids.listening);
    const attemptId = s.attempt.attemptId;
    const questionId = s.questions[0]?.questionId;
    const save = () => asStudent('saveAnswer', { attemptId, questionId, answer: { stu_answer: 'T' } });
    expect(await save()).toMatchObject({ status: 409, body: { message: '请先完整播放一遍听力音频再作答' } });
    expect((await asStudent('media', { attemptId, index: 0, event: 'ended' })).status).toBe(409);
    expect((await asStudent('media', { attemptId, index: 0, event: 'play' })).body.data).toMatchObject({ plays: 1 });
    expect(await asStudent('media', { attemptId, index: 0, event: 'ended' })).toMatchObject({
      status: 409,
      body: { message: '音频尚未播放完' },
    });
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await asStudent('media', { attemptId, index: 0, event: 'ended' })).body.data).toMatchObject({
      fullyPlayed: true,
    });
    expect((await save()).status).toBe(200);
    expect((await asStudent('media', { attemptId, index: 0, event: 'play' })).body.data).toMatchObject({ plays: 2 });
    expect(await asStudent('media', { attemptId, index: 0, event: 'play' })).toMatchObject({
      status: 409,
      body: { message: '播放次数已用完' },
    });
    expect((await asStudent('media', { attemptId, index: 5, event: 'play' })).status).toBe(404);
    expect((await sheet(ids.listening)).attempt.media).toEqual([{ index: 0, plays: 2, fullyPlayed: true }]);
  });
});
