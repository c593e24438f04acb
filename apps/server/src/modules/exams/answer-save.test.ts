import type { TExamAttemptReport, TExamBoard, TExamSaveAck, TExamSheet } from '@lingua/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createExam, examFixture, S, start, T } from '../../test/fixtures/exams';

let t: TestApp;
const now = new Date('2026-11-20T08:00:00Z');

beforeAll(async () => {
  t = await buildTestApp({ clock: () => now });
});
afterAll(() => t.close());

const save = (token: string, attemptId: number, questionId: number, answer: unknown, seq: number) =>
  t.call<TExamSaveAck>(`${S}save`, { attemptId, questionId, answer, seq }, { token });

async function sitting() {
  const f = await examFixture(t, 1);
  const token = f.tokens[0] as string;
  const examId = await createExam(t, f, now);
  const sheet = (await start(t, token, examId)).body.data as TExamSheet;
  const q = (stem: string) => sheet.questions.find((x) => x.stem.startsWith(stem))?.questionId as number;
  return { f, token, examId, sheet, q };
}

describe('the answer save', () => {
  it('counts each question once in the progress, however often and however concurrently it is saved', async () => {
    const { f, token, examId, sheet, q } = await sitting();
    await save(token, sheet.attemptId, q('Which'), { stu_answer: 'A' }, 1);
    await save(token, sheet.attemptId, q('Which'), { stu_answer: 'B' }, 2);
    // A live save and the journal's resends of one new question, all at once.
    const burst = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        save(token, sheet.attemptId, q('CIF'), { stu_answer: i % 2 ? 'T' : 'F' }, i + 1),
      ),
    );
    expect(burst.every((r) => r.body.code === 200)).toBe(true);
    const board = await t.call<TExamBoard>(`${T}board`, { examId }, { token: f.teacherToken });
    expect(board.body.data?.rows[0]).toMatchObject({ answered: 2, questionCount: 4 });
    // The newest change wins whatever order the burst arrived in.
    const reload = (await t.call<TExamSheet>(`${S}sheet`, { examId }, { token })).body.data;
    expect(reload?.answers.find((a) => a.questionId === q('CIF'))).toMatchObject({
      seq: 10,
      answer: { stu_answer: 'T' },
    });
    expect(reload?.answers.find((a) => a.questionId === q('Which'))).toMatchObject({
      seq: 2,
      answer: { stu_answer: 'B' },
    });
  });

  it('grades every acknowledged save when a submit races the saves', async () => {
    const { f, token, sheet, q } = await sitting();
    const stems = ['Which', 'CIF', 'FOB'];
    const answers = [{ stu_answer: 'B' }, { stu_answer: 'T' }, { stu_answer: 'F' }];
    const results = await Promise.all([
      ...stems.map((s, i) => save(token, sheet.attemptId, q(s), answers[i], 1)),
      t.call(`${S}submit`, { attemptId: sheet.attemptId }, { token }),
      ...stems.map((s, i) => save(token, sheet.attemptId, q(s), answers[i], 2)),
    ]);
    const acknowledged = new Set(
      results.flatMap((r) => {
        const ack = r.body.data as TExamSaveAck | undefined;
        return r.body.code === 200 && ack?.seq !== undefined ? [ack.questionId] : [];
      }),
    );
    const refused = results.filter((r) => r.status === 409);
    for (const r of refused) expect(r.body.message).toBe('状态已变更为已提交');
    const report = await t.call<TExamAttemptReport>(
      '/openApi/exam/report',
      { attemptId: sheet.attemptId },
      { token: f.teacherToken },
    );
    const graded = new Map(report.body.data?.questions.map((x) => [x.questionId, x]));
    for (const id of acknowledged) {
      expect(graded.get(id)?.answer).not.toBeNull();
      expect(graded.get(id)?.autoScore).not.toBeNull();
    }
    // After the submit, a save is refused with the status.
    const after = await save(token, sheet.attemptId, q('Which'), { stu_answer: 'A' }, 9);
    expect(after.status).toBe(409);
    expect(after.body.message).toBe('状态已变更为已提交');
  });

  it('refuses a question from another paper, a malformed answer, and an exam deleted while the page was open', async () => {
    const { f, token, examId, sheet, q } = await sitting();
    expect((await save(token, sheet.attemptId, 987_654, { stu_answer: 'A' }, 1)).status).toBe(404);
    expect((await save(token, sheet.attemptId, q('Which'), { stu_answer: 42 }, 1)).status).toBe(400);
    // The first save remembers the attempt; a later deletion still refuses the next one.
    expect((await save(token, sheet.attemptId, q('Which'), { stu_answer: 'B' }, 1)).body.code).toBe(200);
    await t.call(`${T}action`, { examId, action: 'close' }, { token: f.teacherToken });
    await t.call(`${T}delete`, { examId }, { token: f.teacherToken });
    expect((await save(token, sheet.attemptId, q('Which'), { stu_answer: 'A' }, 2)).status).toBe(404);
  });

  it("refuses another student's attempt", async () => {
    const { sheet, q } = await sitting();
    const other = await sitting();
    const r = await save(other.token, sheet.attemptId, q('Which'), { stu_answer: 'A' }, 1);
    expect(r.status).toBe(404);
  });
});
