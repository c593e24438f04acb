/**
 * The exam start's hot path (exam-start.ts): a class pressing start at once gets one attempt each,
 * a double press the same attempt, and the board a row for every start, however the pushes are
 * coalesced; the prepared read keeps the exam policy (another class's student gets a 404).
 */
import { REALTIME_PATH, type TExamSheet } from '@lingua/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildStudent } from '../../test/factories';
import { createExam, examFixture, start } from '../../test/fixtures/exams';
import { openSocket } from '../../test/realtime-client';

let t: TestApp;
const now = new Date('2026-11-20T08:00:00Z');
let wsUrl: string;

beforeAll(async () => {
  t = await buildTestApp({ clock: () => now });
  wsUrl = `${(await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws')}${REALTIME_PATH}`;
});
afterAll(() => t.close());

describe('a class starting at once', () => {
  it('gives each student one attempt, a double press the same one, and the board every start', async () => {
    const f = await examFixture(t, 12);
    const examId = await createExam(t, f, now, { timeLimitMinutes: 20 });
    const board = await openSocket(wsUrl);
    board.send({ type: 'auth', token: f.teacherToken });
    await board.next();
    board.send({ type: 'subscribe', room: `exam:${examId}` });
    expect(await board.nextMatching((m) => m.type === 'subscribed')).toBeTruthy();

    // Every student presses twice at the same moment.
    const answers = await Promise.all(f.tokens.flatMap((token) => [start(t, token, examId), start(t, token, examId)]));
    const sheets = answers.map((r) => r.body.data as TExamSheet);
    expect(answers.every((r) => r.body.code === 200)).toBe(true);
    for (let i = 0; i < sheets.length; i += 2) {
      expect(sheets[i]?.attemptId).toBe(sheets[i + 1]?.attemptId);
      expect(sheets[i]?.attemptNo).toBe(1);
      expect(sheets[i]?.clock.deadline).toBe(new Date(now.getTime() + 20 * 60_000).toISOString());
    }
    expect(new Set(sheets.map((s) => s.attemptId)).size).toBe(f.students.length);

    // The pushes come coalesced (fewer events than starts); together they carry every student.
    const seen = new Map<number, number>();
    let events = 0;
    while (seen.size < f.students.length) {
      const m = await board.nextMatching((x) => x.type === 'event' && x.event === 'board', 5000);
      events++;
      const rows = m.type === 'event' ? (m.data as { studentId: number; attemptId?: number }[]) : [];
      for (const r of rows) if (r.attemptId) seen.set(r.studentId, r.attemptId);
    }
    expect(events).toBeLessThan(f.students.length);
    for (const [k, s] of f.students.entries()) expect(seen.get(s.id)).toBe(sheets[k * 2]?.attemptId);
    board.socket.close();
  });

  it("answers 404 to a student of another class, and keeps a student's extra time and attempts", async () => {
    const f = await examFixture(t, 1);
    const examId = await createExam(t, f, now, { timeLimitMinutes: 20 });
    const outsider = await buildStudent(t.db, f.school.id);
    expect((await start(t, await t.signIn(outsider.mobile), examId)).status).toBe(404);
    const studentId = f.students[0]?.id as number;
    const given = await t.call(
      '/openApi/teacher/exam/accommodation',
      { examId, studentId, extraMinutes: 15, extraAttempts: 1 },
      { token: f.teacherToken },
    );
    expect(given.body.code).toBe(200);
    const token = f.tokens[0] as string;
    const sheet = (await start(t, token, examId)).body.data as TExamSheet;
    expect(sheet.clock.deadline).toBe(new Date(now.getTime() + 35 * 60_000).toISOString());
    // One attempt allowed plus one extra: a second after handing in, not a third.
    await t.call('/openApi/student/exam/submit', { attemptId: sheet.attemptId }, { token });
    const second = (await start(t, token, examId)).body.data as TExamSheet;
    expect(second.attemptNo).toBe(2);
    await t.call('/openApi/student/exam/submit', { attemptId: second.attemptId }, { token });
    expect((await start(t, token, examId)).status).toBe(409);
  });
});
