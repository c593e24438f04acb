/**
 * Speaking through the real app: recordings stored as mp3 16 kHz 16 kbps (checked by content),
 * the refusals of part 1 §5, scoring jobs pushed over the socket, a right reading scoring above a
 * wrong one, role play lines of the chosen role, the teacher's override, and the class rank.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  QuestionTypeCodes as C,
  REALTIME_PATH,
  type TAnswerSheet,
  type TAttemptReport,
  type TAttemptSummary,
  type TLineAudio,
  type TRankEntry,
  type TRecording,
  type TTrainingSeed,
  type TWeakItem,
  unsignedFileUrl,
} from '@lingua/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildClass, buildSchool, buildStudent, buildTeacher } from '../../test/factories';
import { openSocket } from '../../test/realtime-client';
import { record, silence, spoken } from '../../test/speaking';
import { insertTraining } from '../trainings/insert-training';

const analysis = { cn: '解析', en: 'Analysis' };
const RIGHT = 'We would like to confirm the delivery date for your order.';
const OTHER = 'The hotel shuttle leaves the airport every thirty minutes.';

const oral: TTrainingSeed = {
  key: 'test-oral',
  kind: 'oralSkill',
  title: { cn: '朗读测试', en: 'Reading aloud test' },
  intro: { cn: '朗读', en: 'Read aloud' },
  background: [],
  settings: {},
  questions: [
    { subject_type: C.readAloud, stem: 'Read aloud.', fullMark: 10, analysis, content: { text: RIGHT } },
    { subject_type: C.readAloud, stem: 'Read aloud.', fullMark: 10, analysis, content: { text: OTHER } },
  ],
};

const rolePlay: TTrainingSeed = {
  key: 'test-role-play',
  kind: 'rolePlay',
  title: { cn: '角色扮演测试', en: 'Role play test' },
  intro: { cn: '扮演买方', en: 'Play the buyer' },
  background: [],
  settings: {},
  questions: [
    {
      subject_type: C.dialogue,
      stem: 'A phone call about an order.',
      fullMark: 20,
      analysis,
      content: {
        roles: [
          { id: 'buyer', name: 'Buyer', voice: 'eric' },
          { id: 'seller', name: 'Seller', voice: 'emily' },
        ],
        lines: [
          { role: 'seller', text: 'Good morning, this is the sales office.' },
          { role: 'buyer', text: RIGHT },
          { role: 'seller', text: 'Of course, it will arrive on Friday.' },
        ],
      },
    },
  ],
};

let t: TestApp;
let wsUrl: string;
let classId: number;
const ids = { oral: 0, rolePlay: 0 };
const tokens = { a: '', b: '', teacher: '', stranger: '' };
const right = spoken(RIGHT);

beforeAll(async () => {
  t = await buildTestApp({ jobs: { pollMs: 100 } });
  wsUrl = `${(await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws')}${REALTIME_PATH}`;
  const school = await buildSchool(t.db);
  const teacher = await buildTeacher(t.db, school.id);
  const a = await buildStudent(t.db, school.id);
  const b = await buildStudent(t.db, school.id);
  const stranger = await buildStudent(t.db, (await buildSchool(t.db)).id);
  classId = (await buildClass(t.db, { schoolId: school.id, teacherId: teacher.id, studentIds: [a.id, b.id] })).id;
  ids.oral = (await insertTraining(t.db, oral)).training.id;
  ids.rolePlay = (await insertTraining(t.db, rolePlay)).training.id;
  tokens.a = await t.signIn(a.mobile);
  tokens.b = await t.signIn(b.mobile);
  tokens.teacher = await t.signIn(teacher.mobile);
  tokens.stranger = await t.signIn(stranger.mobile);
  for (const trainingId of Object.values(ids))
    await t.call(
      '/openApi/teacher/training/setClassTraining',
      { classId, trainingId, isOpen: true, deadline: null },
      { token: tokens.teacher },
    );
}, 60_000);
afterAll(() => t.close());

async function sheetOf(trainingId: number, token: string) {
  const r = await t.call<TAnswerSheet>('/openApi/student/training/answerSheet', { classId, trainingId }, { token });
  expect(r.body.code, r.body.message).toBe(200);
  return r.body.data as TAnswerSheet;
}

/** Waits until no recording of the attempt is queued or processing. */
async function settled(attemptId: number, token: string): Promise<TRecording[]> {
  for (let i = 0; i < 600; i++) {
    const r = await t.call<TRecording[]>('/openApi/student/speaking/recordings', { attemptId }, { token });
    const list = r.body.data ?? [];
    if (list.length > 0 && list.every((x) => x.status === 'done' || x.status === 'failed')) return list;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('scoring did not finish');
}

describe('recording a spoken answer', () => {
  it('stores mp3 at 16 kHz and 16 kbps, scores the right script above a wrong one, and pushes the result', {
    timeout: 120_000,
  }, async () => {
    const sheet = await sheetOf(ids.oral, tokens.a);
    const [q1, q2] = sheet.questions;
    const attemptId = sheet.attempt.attemptId;
    const socket = await openSocket(wsUrl);
    socket.send({ type: 'auth', token: tokens.a });
    const ready = await socket.next();
    expect(ready.type).toBe('ready');
    socket.send({ type: 'subscribe', room: `user:${ready.type === 'ready' ? ready.userId : 0}` });
    expect(await socket.next()).toMatchObject({ type: 'subscribed' });

    // The same spoken sentence answers both questions: it is the script of the first only.
    const r1 = await record(t.app, tokens.a, { attemptId, questionId: q1?.questionId ?? 0 }, right);
    expect(r1.code, r1.message).toBe(200);
    expect(r1.data).toMatchObject({ status: 'queued', line: 0 });
    const r2 = await record(t.app, tokens.a, { attemptId, questionId: q2?.questionId ?? 0 }, right);
    expect(r2.code, r2.message).toBe(200);
    const done = await socket.nextMatching(
      (m) => m.type === 'event' && m.event === 'speechJob' && (m.data as { status: string }).status === 'done',
      60_000,
    );
    expect(done).toMatchObject({ data: { attemptId } });
    socket.socket.close();

    const file = path.join(t.filesDir, unsignedFileUrl(r1.data?.fileUrl ?? '').replace('/files/', ''));
    const probe = execFileSync('ffprobe', [
      '-v',
      'error',
      '-show_entries',
      'stream=codec_name,sample_rate,channels,bit_rate',
      '-of',
      'default=nw=1',
      file,
    ]).toString();
    expect(probe).toContain('codec_name=mp3');
    expect(probe).toContain('sample_rate=16000');
    expect(probe).toContain('channels=1');
    expect(probe).toContain('bit_rate=16000');

    const list = await settled(attemptId, tokens.a);
    const score = (qid: number | undefined) => list.find((x) => x.questionId === qid)?.result;
    const rightScore = score(q1?.questionId);
    const wrongScore = score(q2?.questionId);
    expect(rightScore?.overall).toBeGreaterThan(85);
    expect(rightScore?.overall).toBeGreaterThan((wrongScore?.overall ?? 100) + 20);
    expect(rightScore?.words.map((w) => w.word).slice(0, 3)).toEqual(['we', 'would', 'like']);
    for (const w of rightScore?.words ?? [])
      expect(w.color).toBe(w.score === null ? 'black' : w.score > 80 ? 'green' : w.score >= 60 ? 'yellow' : 'red');
    expect(rightScore).toMatchObject({ accuracy: expect.any(Number), fluency: expect.any(Number) });

    // The full-band scoring inputs are gone once scored, and their folder is never served. A job
    // removes its input just after committing its score, so the last one may still be going.
    const scoring = path.join(t.filesDir, '.scoring');
    await expect.poll(() => readdirSync(scoring), { timeout: 5_000 }).toEqual([]);
    writeFileSync(path.join(scoring, 'probe.wav'), 'x');
    expect((await t.app.inject({ method: 'GET', url: '/files/.scoring/probe.wav' })).statusCode).toBe(404);
  });

  it("refuses silence, too short, non-audio files, and another student's attempt", { timeout: 60_000 }, async () => {
    const sheet = await sheetOf(ids.oral, tokens.a);
    const fields = { attemptId: sheet.attempt.attemptId, questionId: sheet.questions[0]?.questionId ?? 0 };
    expect(await record(t.app, tokens.a, fields, silence(2))).toMatchObject({ code: 400, message: '未检测到声音' });
    expect(await record(t.app, tokens.a, fields, silence(0.2))).toMatchObject({
      code: 400,
      message: '录音太短，无法识别',
    });
    expect((await record(t.app, tokens.a, fields, Buffer.from('not audio'))).code).toBe(415);
    expect((await record(t.app, tokens.b, fields, right)).code).toBe(404);
    expect((await record(t.app, tokens.stranger, fields, right)).code).toBe(404);
  });

  it('counts the machine score on submission; a teacher overrides it with a comment', { timeout: 60_000 }, async () => {
    const sheet = await sheetOf(ids.oral, tokens.a);
    const submitted = await t.call<TAttemptSummary>(
      '/openApi/student/training/submit',
      { attemptId: sheet.attempt.attemptId },
      { token: tokens.a },
    );
    const score = submitted.body.data?.score ?? 0;
    expect(score).toBeGreaterThan(7);
    expect(score).toBeLessThan(20);
    const report = await t.call<TAttemptReport>(
      '/openApi/training/report',
      { attemptId: sheet.attempt.attemptId },
      { token: tokens.teacher },
    );
    const first = report.body.data?.questions[0];
    expect(first?.speech?.[0]?.result?.words.length).toBe(11);
    expect(first?.speech?.[0]?.fileUrl).toMatch(/^\/files\/[^?]+\.mp3\?exp=\d+&sig=[\w-]+$/);
    const graded = await t.call<{ attemptScore: number }>(
      '/openApi/teacher/training/grade',
      { attemptId: sheet.attempt.attemptId, questionId: first?.questionId, score: 4, comment: 'Stress "delivery".' },
      { token: tokens.teacher },
    );
    expect(graded.body.code, graded.body.message).toBe(200);
    const second = report.body.data?.questions[1]?.score ?? 0;
    expect(graded.body.data?.attemptScore).toBeCloseTo(4 + second, 1);
  });

  it('lists the paragraphs read yellow or red for the strengthen drill, weakest first', async () => {
    const weak = await t.call<TWeakItem[]>(
      '/openApi/student/speaking/weakItems',
      { classId, level: 'paragraph' },
      { token: tokens.a },
    );
    expect(weak.body.code, weak.body.message).toBe(200);
    expect(weak.body.data?.map((w) => w.text)).toEqual([OTHER]);
    expect(weak.body.data?.[0]?.recording.result?.words.some((w) => w.color !== 'green')).toBe(true);
    const none = await t.call<TWeakItem[]>(
      '/openApi/student/speaking/weakItems',
      { classId, level: 'sentence' },
      { token: tokens.a },
    );
    expect(none.body.data).toEqual([]);
    expect(
      (await t.call('/openApi/student/speaking/weakItems', { classId, level: 'sentence' }, { token: tokens.stranger }))
        .status,
    ).toBe(404);
  });
});

describe('role play', () => {
  it('the machine speaks the other role; the student records only the chosen role; the rank orders by score', {
    timeout: 120_000,
  }, async () => {
    const sheetA = await sheetOf(ids.rolePlay, tokens.a);
    const q = sheetA.questions[0]?.questionId ?? 0;
    const audio = await t.call<TLineAudio>(
      '/openApi/speaking/lineAudio',
      { classId, trainingId: ids.rolePlay, questionId: q, line: 0 },
      { token: tokens.a },
    );
    expect(audio.body.code, audio.body.message).toBe(200);
    expect(audio.body.data?.duration).toBeGreaterThan(1);
    const strangerAudio = await t.call(
      '/openApi/speaking/lineAudio',
      { classId, trainingId: ids.rolePlay, questionId: q, line: 0 },
      { token: tokens.stranger },
    );
    expect(strangerAudio.status).toBe(404);

    // The preview (teacher's and students') shows the whole script without an attempt.
    const preview = await t.call<{ questions: { content: { lines: unknown[] } }[] }>(
      '/openApi/speaking/preview',
      { classId, trainingId: ids.rolePlay },
      { token: tokens.teacher },
    );
    expect(preview.body.data?.questions[0]?.content.lines).toHaveLength(3);
    // Never a way round the answer sheet: other types come without their right answers.
    const choice = await insertTraining(t.db, {
      ...oral,
      key: 'test-choice-preview',
      kind: 'readSkill',
      questions: [
        {
          subject_type: C.choice,
          stem: 'Pick one.',
          fullMark: 5,
          analysis,
          content: {
            options: [
              { key: 'A', text: 'Yes' },
              { key: 'B', text: 'No' },
            ],
            multiple: false,
            answer: ['B'],
          },
        },
      ],
    });
    await t.call(
      '/openApi/teacher/training/setClassTraining',
      { classId, trainingId: choice.training.id, isOpen: true, deadline: null },
      { token: tokens.teacher },
    );
    const hidden = await t.call<{ questions: { content: Record<string, unknown> }[] }>(
      '/openApi/speaking/preview',
      { classId, trainingId: choice.training.id },
      { token: tokens.b },
    );
    expect(hidden.body.data?.questions[0]?.content).not.toHaveProperty('answer');
    expect(
      (await t.call('/openApi/speaking/preview', { classId, trainingId: ids.rolePlay }, { token: tokens.stranger }))
        .status,
    ).toBe(404);

    const fields = { attemptId: sheetA.attempt.attemptId, questionId: q };
    expect(await record(t.app, tokens.a, { ...fields, line: 1 }, right)).toMatchObject({ code: 400 });
    expect(await record(t.app, tokens.a, { ...fields, line: 0, role: 'buyer' }, right)).toMatchObject({
      code: 400,
      message: '这句台词不属于你选择的角色',
    });
    expect((await record(t.app, tokens.a, { ...fields, line: 1, role: 'buyer' }, right)).code).toBe(200);
    await settled(sheetA.attempt.attemptId, tokens.a);
    await t.call('/openApi/student/training/submit', { attemptId: sheetA.attempt.attemptId }, { token: tokens.a });

    // Student b reads the wrong sentence for the buyer's line: a lower score, ranked second.
    const sheetB = await sheetOf(ids.rolePlay, tokens.b);
    const fieldsB = { attemptId: sheetB.attempt.attemptId, questionId: q, line: 1, role: 'buyer' };
    expect((await record(t.app, tokens.b, fieldsB, spoken(OTHER))).code).toBe(200);
    // Submitted while its job may still run: the score arrives with the job.
    await t.call('/openApi/student/training/submit', { attemptId: sheetB.attempt.attemptId }, { token: tokens.b });
    await settled(sheetB.attempt.attemptId, tokens.b);
    const rank = await t.call<TRankEntry[]>(
      '/openApi/speaking/rank',
      { classId, trainingId: ids.rolePlay },
      { token: tokens.a },
    );
    expect(rank.body.data?.map((e) => [e.rank, e.me])).toEqual([
      [1, true],
      [2, false],
    ]);
    expect(rank.body.data?.[0]?.score ?? 0).toBeGreaterThan(rank.body.data?.[1]?.score ?? 0);
  });
});
