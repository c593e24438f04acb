import type { TExamBoard } from '@lingua/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createExam, examFixture, S, start, T } from '../../test/fixtures/exams';

let t: TestApp;
const now = new Date('2026-11-20T08:00:00Z');

// No room at all: every start meets a full gate (platform/admission.ts tests the counting).
beforeAll(async () => {
  t = await buildTestApp({ clock: () => now, examStartLimit: 0 });
});
afterAll(() => t.close());

describe('the exam start gate', () => {
  it('refuses a start over the limit at once with "too many test takers", and starts nothing', async () => {
    const f = await examFixture(t, 1);
    const token = f.tokens[0] as string;
    const examId = await createExam(t, f, now);
    const refused = await start(t, token, examId);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 429, message: '考试人数过多，请稍后再试' });
    const english = await t.call(
      `${S}start`,
      { examId, device: 'test' },
      { token, headers: { 'accept-language': 'en' } },
    );
    expect(english.body.message).toBe('Too many test takers are starting right now. Please try again in a moment.');
    const board = await t.call<TExamBoard>(`${T}board`, { examId }, { token: f.teacherToken });
    expect(board.body.data?.rows.map((r) => r.status)).toEqual(['notStarted']);
  });
});
