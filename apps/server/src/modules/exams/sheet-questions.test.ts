import { studentContent } from '@lingua/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createExam, examFixture, start, T } from '../../test/fixtures/exams';
import { presentedPaperQuestions } from './sheet-questions';

let t: TestApp;
const now = new Date('2026-11-20T08:00:00Z');

beforeAll(async () => {
  t = await buildTestApp({ clock: () => now });
});
afterAll(() => t.close());

describe("the sheet's fixed part, built once per paper variant", () => {
  it('is built once, without the right answers, and dropped when the paper is edited', async () => {
    const f = await examFixture(t, 1);
    const ids = f.bank.questions.map((q) => q.id);
    const [q1, , q3] = ids;
    const first = await presentedPaperQuestions(t.db, f.paperId, 0);
    expect(first.map((q) => q.questionId)).toEqual(ids);
    expect(first.map((q) => q.sort)).toEqual(ids.map((_, i) => i));
    for (const [i, q] of first.entries())
      expect(q.content).toEqual(
        studentContent({ subject_type: q.subject_type, content: f.bank.questions[i]?.content }),
      );
    // Built once: the next start gets the very same array.
    expect(await presentedPaperQuestions(t.db, f.paperId, 0)).toBe(first);

    const edited = await t.call(
      `${T}paper/update`,
      { paperId: f.paperId, title: 'Trade terms, short', timeMinutes: 15, questionIds: [q3, q1] },
      { token: f.teacherToken },
    );
    expect(edited.body.code).toBe(222);
    expect((await presentedPaperQuestions(t.db, f.paperId, 0)).map((q) => q.questionId)).toEqual([q3, q1]);

    // And a student's sheet shows the edit.
    const examId = await createExam(t, f, now);
    const sheet = await start(t, f.tokens[0] as string, examId);
    expect(sheet.body.data?.questions.map((q) => q.questionId)).toEqual([q3, q1]);
  });

  it('orders a shuffled sheet per attempt without changing the shared questions', async () => {
    const f = await examFixture(t, 6);
    const examId = await createExam(t, f, now, { shuffle: true });
    const shared = await presentedPaperQuestions(t.db, f.paperId, 0);
    const snapshot = structuredClone(shared);
    const sheets = await Promise.all(f.tokens.map((token) => start(t, token, examId)));
    const orders = sheets.map((s) => s.body.data?.questions.map((q) => q.questionId).join(','));
    for (const s of sheets) {
      expect(s.body.data?.questions.map((q) => q.sort)).toEqual(snapshot.map((_, i) => i));
      expect(s.body.data?.questions.map((q) => q.questionId).sort()).toEqual(snapshot.map((q) => q.questionId).sort());
    }
    // Six attempts over four questions: more than one order, and the shared array as it was.
    expect(new Set(orders).size).toBeGreaterThan(1);
    expect(await presentedPaperQuestions(t.db, f.paperId, 0)).toEqual(snapshot);
  });
});
