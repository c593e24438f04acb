import type { TExamSheet, TExamStatistics } from '@lingua/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildSchool, buildTeacher } from '../../test/factories';
import { createExam, examFixture, S, start, T } from '../../test/fixtures/exams';

let t: TestApp;
let now = new Date('2026-11-20T08:00:00Z');
const advance = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

beforeAll(async () => {
  t = await buildTestApp({ clock: () => now });
});
afterAll(() => t.close());

/** Starts, answers by stem and submits `minutes` later. */
async function sit(token: string, examId: number, answers: Record<string, unknown>, minutes: number) {
  const sheet = (await start(t, token, examId)).body.data as TExamSheet;
  const byStem = (s: string) => sheet.questions.find((q) => q.stem.startsWith(s))?.questionId as number;
  let seq = 0;
  for (const [stem, answer] of Object.entries(answers)) {
    const saved = await t.call(
      `${S}save`,
      { attemptId: sheet.attemptId, questionId: byStem(stem), answer, seq: ++seq },
      { token },
    );
    expect(saved.body.code).toBe(200);
  }
  advance(minutes * 60_000);
  expect((await t.call(`${S}submit`, { attemptId: sheet.attemptId }, { token })).body.code).toBe(200);
  return { attemptId: sheet.attemptId, byStem };
}

describe('exam statistics', () => {
  it('count everyone who handed in, score only graded papers, and say how many wait for grading', async () => {
    // The paper: choice 10, true/false 5 + 5, Q&A 10 (the teacher grades it): 30 in all.
    const f = await examFixture(t, 3);
    const [a, b] = f.tokens as [string, string];
    const examId = await createExam(t, f, now);
    const stats = async () =>
      (await t.call<TExamStatistics>(`${T}statistics`, { examId }, { token: f.teacherToken })).body.data;

    expect(await stats()).toMatchObject({ candidates: 3, sat: 0, awaitingGrading: 0, average: null });

    const first = await sit(
      a,
      examId,
      {
        Which: { stu_answer: 'B' },
        CIF: { stu_answer: 'T' },
        FOB: { stu_answer: 'F' },
        Explain: { stu_answer: 'A bank undertaking to pay.' },
      },
      6,
    );
    await sit(
      b,
      examId,
      { Which: { stu_answer: 'A' }, CIF: { stu_answer: 'T' }, Explain: { stu_answer: 'A loan.' } },
      3,
    );
    // Both handed in; neither Q&A is graded yet, so there is no score to show.
    expect(await stats()).toMatchObject({ title: 'Unit 3 trade terms', sat: 2, awaitingGrading: 2, average: null });

    const graded = await t.call(
      `${T}grade`,
      { attemptId: first.attemptId, questionId: first.byStem('Explain'), score: 8, comment: 'Clear' },
      { token: f.teacherToken },
    );
    expect(graded.body.code).toBe(200);
    const s = await stats();
    expect(s).toMatchObject({
      candidates: 3,
      sat: 2,
      awaitingGrading: 1,
      average: 28,
      highest: 28,
      lowest: 28,
      fullMark: 30,
      // 28 of 30 is 93 %: the top band.
      distribution: [0, 0, 0, 0, 1],
    });
    expect(s?.durations.map((d) => d.minutes).sort()).toEqual([3, 6]);
    // Over both handed-in papers: the choice right once, CIF twice, FOB once (left blank once).
    expect(s?.rightRatio.map((q) => q.ratio)).toEqual([0.5, 1, 0.5, null]);
    expect(s?.typeRatio).toEqual([
      { subjectType: 10, ratio: 0.5 },
      { subjectType: 11, ratio: 0.75 },
      { subjectType: 14, ratio: null },
    ]);
  });

  it("are the class teacher's only", async () => {
    const f = await examFixture(t, 1);
    const examId = await createExam(t, f, now);
    const colleague = await t.signIn((await buildTeacher(t.db, f.school.id)).mobile);
    const stranger = await t.signIn((await buildTeacher(t.db, (await buildSchool(t.db)).id)).mobile);
    for (const token of [colleague, stranger, f.tokens[0] as string]) {
      const r = await t.call(`${T}statistics`, { examId }, { token });
      expect([403, 404]).toContain(r.status);
    }
  });
});
