import type { TCorrectionResult } from '@lingua/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildSchool, buildStudent, buildTeacher } from '../../test/factories';
import { FLAWED_ESSAY } from '../../test/fixtures/assistant/essays';

let t: TestApp;
let teacher: string;
let student: string;
beforeAll(async () => {
  t = await buildTestApp();
  const schoolId = (await buildSchool(t.db)).id;
  teacher = await t.signIn((await buildTeacher(t.db, schoolId)).mobile);
  student = await t.signIn((await buildStudent(t.db, schoolId)).mobile);
});
afterAll(() => t.close());

const correct = (txt: string, headers: Record<string, string> = {}, token = teacher) =>
  t.call<TCorrectionResult>('/openApi/overall/brainCorrect', { txt }, { token, headers });

describe('brainCorrect', () => {
  it('answers the correction result of part 1 §3 in the reader’s language', { timeout: 60_000 }, async () => {
    const r = await correct(FLAWED_ESSAY);
    expect(r.body.code).toBe(200);
    const data = r.body.data as TCorrectionResult;
    expect(data.Score).toBeLessThanOrEqual(60);
    expect(Object.keys(data.ScoreCat)).toEqual(['Content', 'Sentences', 'Structure', 'Words']);
    expect(data.ScoreCat.Words.Name).toBe('词汇');
    expect(data.Comment).toMatch(/处问题/);
    const first = data.SentenceComments[0];
    expect(first?.Sentence).toBe('I has a apple and a orange every morning.');
    expect(first?.Suggestions[0]).toMatchObject({ ErrorType: 'Agreement', Original: 'has', Replacement: 'have' });
    expect(first?.Suggestions[0]?.Message).toBe('主谓一致：“has”建议改为“have”');
    const en = await correct(FLAWED_ESSAY, { 'accept-language': 'en' });
    expect(en.body.data?.ScoreCat.Words.Name).toBe('Words');
    expect(en.body.data?.SentenceComments[0]?.Suggestions[0]?.Message).toMatch(/agree/);
  });

  it('asks for the text, takes English only, and is for teachers', async () => {
    expect((await correct('   ')).body).toMatchObject({ code: 400, message: '请输入要批改的内容' });
    expect((await correct('这是一篇中文作文。')).body).toMatchObject({ code: 400, message: '目前只能批改英文作文' });
    expect((await correct('Hello there.', {}, student)).body.code).toBe(403);
  });
});
