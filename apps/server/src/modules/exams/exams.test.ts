import type { TExamAttemptReport, TExamBoard, TExamResultRow, TExamSaveAck, TExamSheet } from '@lingua/contracts';
import { REALTIME_PATH } from '@lingua/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildSchool, buildTeacher } from '../../test/factories';
import { createExam, examFixture, S, start, T } from '../../test/fixtures/exams';
import { openSocket } from '../../test/realtime-client';
import { autoSubmitDue } from './auto-submit';

let t: TestApp;
let now = new Date('2026-11-20T08:00:00Z');
const clock = () => now;
const advance = (ms: number) => {
  now = new Date(now.getTime() + ms);
};
let wsUrl: string;

beforeAll(async () => {
  t = await buildTestApp({ clock });
  wsUrl = `${(await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws')}${REALTIME_PATH}`;
});
afterAll(() => t.close());

const save = (token: string, attemptId: number, questionId: number, answer: unknown, seq = 1) =>
  t.call<TExamSaveAck>(`${S}save`, { attemptId, questionId, answer, seq }, { token });
const action = (token: string, examId: number, a: string) => t.call(`${T}action`, { examId, action: a }, { token });

describe('the entry window and attempts', () => {
  it('refuses a start before or after the window, and beyond the allowed attempts', async () => {
    const f = await examFixture(t, 1);
    const token = f.tokens[0] as string;
    const later = await createExam(t, f, new Date(now.getTime() + 3600_000));
    const early = await start(t, token, later);
    expect(early.status).toBe(409);
    expect(early.body.message).toContain('不在入场时间');

    const examId = await createExam(t, f, now, { maxAttempts: 1 });
    const first = await start(t, token, examId);
    expect(first.body.code).toBe(200);
    // A second start while running resumes the same attempt.
    expect((await start(t, token, examId)).body.data?.attemptId).toBe(first.body.data?.attemptId);
    await t.call(`${S}submit`, { attemptId: first.body.data?.attemptId }, { token });
    const again = await start(t, token, examId);
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('次数');

    const closed = await createExam(t, f, new Date(now.getTime() - 2 * 3600_000));
    expect((await start(t, token, closed)).status).toBe(409);
  });

  it('gives a student extra attempts and extra time', async () => {
    const f = await examFixture(t, 2);
    const examId = await createExam(t, f, now, { maxAttempts: 1, timeLimitMinutes: 20 });
    const [a, b] = f.students;
    await t.call(
      `${T}accommodation`,
      { examId, studentId: a?.id, extraMinutes: 10, extraAttempts: 1 },
      { token: f.teacherToken },
    );
    const sa = (await start(t, f.tokens[0] as string, examId)).body.data as TExamSheet;
    const sb = (await start(t, f.tokens[1] as string, examId)).body.data as TExamSheet;
    expect(sa.clock.remainingSeconds).toBe(30 * 60);
    expect(sb.clock.remainingSeconds).toBe(20 * 60);
    // After 25 minutes b's time is over (saves refused), a's is not.
    advance(25 * 60_000);
    const q = sa.questions[0]?.questionId as number;
    expect((await save(f.tokens[0] as string, sa.attemptId, q, { stu_answer: 'B' })).body.code).toBe(200);
    expect(
      (await save(f.tokens[1] as string, sb.attemptId, sb.questions[0]?.questionId as number, { stu_answer: 'B' }))
        .status,
    ).toBe(409);
    await t.call(`${S}submit`, { attemptId: sa.attemptId }, { token: f.tokens[0] });
    // The extra attempt: a second start is allowed for a.
    expect((await start(t, f.tokens[0] as string, examId)).body.code).toBe(200);
    // b's page submits once its countdown reaches zero: recorded as auto-submitted on timeout.
    const late = await t.call<{ status: string }>(`${S}submit`, { attemptId: sb.attemptId }, { token: f.tokens[1] });
    expect(late.body.data?.status).toBe('autoSubmitted');
    expect(b).toBeDefined();
  });
});

describe('saving and the deadline', () => {
  it('refuses a save after the deadline, and the auto-submit keeps every saved answer', async () => {
    const f = await examFixture(t, 1);
    const token = f.tokens[0] as string;
    const examId = await createExam(t, f, now, { timeLimitMinutes: 10 });
    const sheet = (await start(t, token, examId)).body.data as TExamSheet;
    const byStem = (s: string) => sheet.questions.find((q) => q.stem.startsWith(s))?.questionId as number;
    expect((await save(token, sheet.attemptId, byStem('Which'), { stu_answer: 'B' })).body.code).toBe(200);
    expect((await save(token, sheet.attemptId, byStem('CIF'), { stu_answer: 'T' }, 1)).body.code).toBe(200);
    // A resend of an older change never overwrites a newer one.
    expect((await save(token, sheet.attemptId, byStem('FOB'), { stu_answer: 'F' }, 5)).body.code).toBe(200);
    expect((await save(token, sheet.attemptId, byStem('FOB'), { stu_answer: 'T' }, 4)).body.code).toBe(200);
    expect(
      (await save(token, sheet.attemptId, byStem('Explain'), { stu_answer: 'A bank promise to pay.' })).body.code,
    ).toBe(200);
    advance(10 * 60_000 + 11_000);
    const late = await save(token, sheet.attemptId, byStem('Which'), { stu_answer: 'A' }, 9);
    expect(late.status).toBe(409);
    expect(late.body.message).toContain('考试已结束');
    advance(5_000);
    expect(await autoSubmitDue(t.db, t.app.realtime, now)).toBeGreaterThanOrEqual(1);
    const report = await t.call<TExamAttemptReport>(
      '/openApi/exam/report',
      { attemptId: sheet.attemptId },
      { token: f.teacherToken },
    );
    expect(report.body.data?.status).toBe('autoSubmitted');
    const answers = new Map(report.body.data?.questions.map((q) => [q.questionId, q]));
    expect(answers.get(byStem('Which'))?.answer).toEqual({ stu_answer: 'B' });
    expect(answers.get(byStem('FOB'))?.answer).toEqual({ stu_answer: 'F' });
    expect(answers.get(byStem('Explain'))?.answer).toEqual({ stu_answer: 'A bank promise to pay.' });
    // 10 + 5 + 5 automatic; the Q&A waits for the teacher.
    expect(report.body.data?.score).toBeNull();
    const graded = await t.call<{ attemptScore: number }>(
      `${T}grade`,
      { attemptId: sheet.attemptId, questionId: byStem('Explain'), score: 8, comment: 'Clear' },
      { token: f.teacherToken },
    );
    expect(graded.body.data?.attemptScore).toBe(28);
    // A second submit (a retry) answers the same state.
    const again = await t.call<{ status: string }>(`${S}submit`, { attemptId: sheet.attemptId }, { token });
    expect(again.body.data?.status).toBe('autoSubmitted');
  });
});

describe('pause', () => {
  it('stops the clock: the remaining time is the same after the pause as before it', async () => {
    const f = await examFixture(t, 1);
    const token = f.tokens[0] as string;
    const examId = await createExam(t, f, now, { timeLimitMinutes: 10 });
    const sheet = (await start(t, token, examId)).body.data as TExamSheet;
    advance(4 * 60_000);
    await action(f.teacherToken, examId, 'pause');
    const paused = await t.call<TExamSheet>(`${S}sheet`, { examId }, { token });
    expect(paused.body.data?.clock).toMatchObject({ paused: true, remainingSeconds: 6 * 60 });
    const q = sheet.questions[0]?.questionId as number;
    const refused = await save(token, sheet.attemptId, q, { stu_answer: 'B' });
    expect(refused.body.message).toBe('考试已暂停');
    // Twenty minutes of pause: far past the original deadline, and the job leaves it alone.
    advance(20 * 60_000);
    await autoSubmitDue(t.db, t.app.realtime, now);
    expect((await t.call<TExamSheet>(`${S}sheet`, { examId }, { token })).body.data?.clock.remainingSeconds).toBe(
      6 * 60,
    );
    await action(f.teacherToken, examId, 'resume');
    const resumed = (await t.call<TExamSheet>(`${S}sheet`, { examId }, { token })).body.data as TExamSheet;
    expect(resumed.clock).toMatchObject({ paused: false, remainingSeconds: 6 * 60 });
    expect((await save(token, sheet.attemptId, q, { stu_answer: 'B' })).body.code).toBe(200);
    const audit = await t.call<{ action: string }[]>(`${T}audit`, { examId }, { token: f.teacherToken });
    expect(audit.body.data?.map((a) => a.action)).toEqual(['resume', 'pause', 'create']);
  });
});

describe('invigilation', () => {
  it('a lock reaches the connected student at once, and saves are refused until unlocked', async () => {
    const f = await examFixture(t, 1);
    const token = f.tokens[0] as string;
    const student = f.students[0];
    const examId = await createExam(t, f, now);
    const sheet = (await start(t, token, examId)).body.data as TExamSheet;
    const socket = await openSocket(wsUrl);
    socket.send({ type: 'auth', token });
    await socket.next();
    socket.send({ type: 'subscribe', room: `user:${student?.id}` });
    expect(await socket.next()).toMatchObject({ type: 'subscribed' });
    const board = await openSocket(wsUrl);
    board.send({ type: 'auth', token: f.teacherToken });
    await board.next();
    board.send({ type: 'subscribe', room: `exam:${examId}` });
    expect(await board.next()).toMatchObject({ type: 'subscribed' });

    await t.call(
      `${T}invigilate`,
      { examId, studentId: student?.id, action: 'lock', reason: 'phone on desk' },
      { token: f.teacherToken },
    );
    const pushed = await socket.nextMatching((m) => m.type === 'event' && m.event === 'exam', 10_000);
    expect(pushed).toMatchObject({ data: { examId, locked: true, status: 'inProgress' } });
    const q = sheet.questions[0]?.questionId as number;
    expect((await save(token, sheet.attemptId, q, { stu_answer: 'B' })).body.message).toContain('锁定');
    await t.call(`${T}invigilate`, { examId, studentId: student?.id, action: 'unlock' }, { token: f.teacherToken });
    expect((await save(token, sheet.attemptId, q, { stu_answer: 'B' })).body.code).toBe(200);
    // The board hears the save as a row patch.
    expect(
      await board.nextMatching(
        (m) =>
          m.type === 'event' &&
          m.event === 'board' &&
          Array.isArray(m.data) &&
          (m.data as { answered?: number }[]).some((r) => r.answered === 1),
      ),
    ).toBeTruthy();
    await t.call(`${S}focus`, { attemptId: sheet.attemptId, kind: 'hidden' }, { token });
    await t.call(
      `${T}invigilate`,
      { examId, studentId: student?.id, action: 'cheating', reason: 'second screen' },
      { token: f.teacherToken },
    );
    expect(
      await socket.nextMatching(
        (m) => m.type === 'event' && m.event === 'exam' && (m.data as { status: string }).status === 'cheating',
      ),
    ).toBeTruthy();
    const row = (await t.call<TExamBoard>(`${T}board`, { examId }, { token: f.teacherToken })).body.data?.rows[0];
    expect(row).toMatchObject({ status: 'cheating', screenSwitches: 1, answered: 1 });
    // Students may not listen to the board.
    socket.send({ type: 'subscribe', room: `exam:${examId}` });
    expect(await socket.nextMatching((m) => m.type !== 'event')).toMatchObject({ type: 'denied' });
    socket.socket.close();
    board.socket.close();
  });

  it('a paper handed in reaches the board with its score, so an objective paper is not shown as to grade', async () => {
    const f = await examFixture(t, 1);
    const token = f.tokens[0] as string;
    const examId = await createExam(t, f, now);
    const sheet = (await start(t, token, examId)).body.data as TExamSheet;
    const board = await openSocket(wsUrl);
    board.send({ type: 'auth', token: f.teacherToken });
    await board.next();
    board.send({ type: 'subscribe', room: `exam:${examId}` });
    expect(await board.nextMatching((m) => m.type === 'subscribed')).toBeTruthy();
    const trueFalse = sheet.questions.find((q) => q.subject_type === 11);
    await save(token, sheet.attemptId, trueFalse?.questionId as number, { stu_answer: 'T' });
    await t.call(`${S}submit`, { attemptId: sheet.attemptId }, { token });
    const patch = await board.nextMatching(
      (m) =>
        m.type === 'event' &&
        m.event === 'board' &&
        Array.isArray(m.data) &&
        (m.data as { status?: string }[]).some((r) => r.status === 'submitted'),
    );
    const rows = patch?.type === 'event' ? (patch.data as { status?: string; score?: number | null }[]) : [];
    const row = rows.find((r) => r.status === 'submitted');
    expect(row?.score).toEqual(expect.any(Number));
    board.socket.close();
  });
});

describe('who may read what', () => {
  it('a student reads no one else’s attempt and no right answers before submitting', async () => {
    const f = await examFixture(t, 2);
    const examId = await createExam(t, f, now, { showDetails: true });
    const mine = (await start(t, f.tokens[0] as string, examId)).body.data as TExamSheet;
    // The sheet carries no right answers.
    const choice = mine.questions.find((q) => q.subject_type === 10);
    expect(JSON.stringify(choice?.content)).not.toContain('answer');
    expect(JSON.stringify(mine.questions)).not.toMatch(/"answer":\s*(true|false)/);
    // Another student's attempt: 404; my own before submit: refused.
    expect((await t.call('/openApi/exam/report', { attemptId: mine.attemptId }, { token: f.tokens[1] })).status).toBe(
      404,
    );
    expect((await t.call('/openApi/exam/report', { attemptId: mine.attemptId }, { token: f.tokens[0] })).status).toBe(
      409,
    );
    expect(
      (await save(f.tokens[1] as string, mine.attemptId, choice?.questionId as number, { stu_answer: 'A' })).status,
    ).toBe(404);
    // Students cannot reach the teacher's calls; another school's teacher sees nothing.
    expect((await t.call(`${T}board`, { examId }, { token: f.tokens[0] })).status).toBe(403);
    const stranger = await buildTeacher(t.db, (await buildSchool(t.db)).id);
    const strangerToken = await t.signIn(stranger.mobile);
    expect((await t.call(`${T}board`, { examId }, { token: strangerToken })).status).toBe(404);
    expect((await t.call('/openApi/exam/report', { attemptId: mine.attemptId }, { token: strangerToken })).status).toBe(
      404,
    );
    expect((await t.call(`${T}board`, { examId })).body.code).toBe(700);
    // After submit and publish with details on, the student sees right answers.
    await t.call(`${S}submit`, { attemptId: mine.attemptId }, { token: f.tokens[0] });
    const hidden = await t.call<TExamAttemptReport>(
      '/openApi/exam/report',
      { attemptId: mine.attemptId },
      { token: f.tokens[0] },
    );
    expect(hidden.body.data).toMatchObject({ detailsVisible: false, score: null });
    await action(f.teacherToken, examId, 'publish');
    const shown = await t.call<TExamAttemptReport>(
      '/openApi/exam/report',
      { attemptId: mine.attemptId },
      { token: f.tokens[0] },
    );
    expect(shown.body.data?.detailsVisible).toBe(true);
  });
});

describe('papers by rule and export', () => {
  it('draws a paper per type in several variants, and exports the class scores', async () => {
    const f = await examFixture(t, 1);
    const r = await t.call<{ questionCount: number; variants: number; fullMark: number }>(
      `${T}paper/create`,
      {
        title: 'Random quiz',
        timeMinutes: 15,
        rule: [
          { subjectType: 11, count: 1 },
          { subjectType: 10, count: 1 },
        ],
        variants: 2,
      },
      { token: f.teacherToken },
    );
    expect(r.body.data).toMatchObject({ questionCount: 2, variants: 2 });
    const tooMany = await t.call(
      `${T}paper/create`,
      { title: 'x', timeMinutes: 15, rule: [{ subjectType: 44, count: 99 }] },
      { token: f.teacherToken },
    );
    expect(tooMany.status).toBe(400);
    const examId = await createExam(t, f, now);
    const sheet = (await start(t, f.tokens[0] as string, examId)).body.data as TExamSheet;
    await t.call(`${S}submit`, { attemptId: sheet.attemptId }, { token: f.tokens[0] });
    const file = await t.call<{ fileName: string; base64: string }>(
      `${T}export`,
      { examId, scoreType: 1 },
      { token: f.teacherToken },
    );
    expect(file.body.data?.fileName).toMatch(/^测试班级\d+_Unit 3 trade terms_\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(file.body.data?.base64.length).toBeGreaterThan(100);
    const stats = await t.call<{ sat: number; distribution: number[] }>(
      `${T}statistics`,
      { examId },
      { token: f.teacherToken },
    );
    expect(stats.body.data?.sat).toBe(1);
    const results = await t.call<TExamResultRow[]>(`${T}results`, { examId }, { token: f.teacherToken });
    expect(results.body.data?.[0]?.attempts.map((a) => a.status)).toEqual(['submitted']);
  });
});
