import {
  QuestionTypeCodes as C,
  type TBankQuestionItem,
  type TPaperPreview,
  type TTrainingSeed,
} from '@lingua/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildSchool, buildTeacher } from '../../test/factories';
import { T } from '../../test/fixtures/exams';
import { insertTraining } from '../trainings/insert-training';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const analysis = { cn: '解析', en: 'Analysis' };
/** Sort codes a school's own bank: true/false statements on payment terms, two easy and three hard. */
const levelledBank = (): TTrainingSeed => ({
  key: `payment-terms-levels-${Date.now()}`,
  kind: 'readSkill',
  title: { cn: '付款方式判断', en: 'Payment terms: true or false' },
  intro: analysis,
  background: [],
  settings: {},
  difficulty: 1,
  questions: [
    {
      subject_type: C.trueFalse,
      stem: 'T/T means telegraphic transfer.',
      fullMark: 5,
      analysis,
      content: { answer: true },
    },
    {
      subject_type: C.trueFalse,
      stem: 'D/P means documents against payment.',
      fullMark: 5,
      analysis,
      content: { answer: true },
    },
    ...[
      'Under a confirmed L/C, the confirming bank adds its own undertaking to pay.',
      'Under D/A, the buyer receives the documents only after paying the draft.',
      'A standby L/C is normally drawn on when the applicant performs as agreed.',
    ].map((stem, i) => ({
      subject_type: C.trueFalse,
      stem,
      fullMark: 5,
      analysis,
      content: { answer: i === 0 },
      difficulty: 3 as const,
    })),
  ],
});

async function teacherWithBank() {
  const school = await buildSchool(t.db);
  const teacher = await buildTeacher(t.db, school.id);
  const token = await t.signIn(teacher.mobile);
  await insertTraining(t.db, levelledBank(), school.id);
  const bank = await t.call<TBankQuestionItem[]>(`${T}bankQuestions`, { subjectType: C.trueFalse }, { token });
  const levelOf = new Map((bank.body.data ?? []).map((q) => [q.questionId, q.difficulty]));
  return { token, levelOf };
}

describe('papers drawn by type and difficulty', () => {
  it('lists the bank with each question’s difficulty, and filters by it', async () => {
    const { token } = await teacherWithBank();
    const hard = await t.call<TBankQuestionItem[]>(
      `${T}bankQuestions`,
      { subjectType: C.trueFalse, difficulty: 3 },
      { token },
    );
    const stems = (hard.body.data ?? []).map((q) => q.stem);
    expect(stems).toContain('Under D/A, the buyer receives the documents only after paying the draft.');
    expect(stems).not.toContain('T/T means telegraphic transfer.');
    expect(hard.body.data?.every((q) => q.difficulty === 3)).toBe(true);
    const easy = await t.call<TBankQuestionItem[]>(`${T}bankQuestions`, { difficulty: 1 }, { token });
    // The training's difficulty (1) applies to the questions that set none.
    expect(easy.body.data?.map((q) => q.stem)).toContain('T/T means telegraphic transfer.');
  });

  it('draws each line from its difficulty, never the same question twice in a variant, and refuses a short pool', async () => {
    const { token, levelOf } = await teacherWithBank();
    const hardCount = [...levelOf.values()].filter((d) => d === 3).length;
    const rule = [
      { subjectType: C.trueFalse, count: 1 },
      { subjectType: C.trueFalse, difficulty: 3, count: hardCount },
      { subjectType: C.trueFalse, difficulty: 1, count: 1 },
    ];
    const paper = await t.call<{ paperId: number; rule: unknown }>(
      `${T}paper/create`,
      { title: 'Payment terms by level', timeMinutes: 20, rule, variants: 3 },
      { token },
    );
    expect(paper.body.code).toBe(222);
    expect(paper.body.data?.rule).toEqual(rule);
    for (const variant of [0, 1, 2]) {
      const preview = await t.call<TPaperPreview>(
        `${T}paper/preview`,
        { paperId: paper.body.data?.paperId, variant },
        { token },
      );
      const ids = preview.body.data?.questions.map((q) => q.questionId) ?? [];
      expect(ids).toHaveLength(hardCount + 2);
      expect(new Set(ids).size).toBe(ids.length);
      // The rule's order: the "any" line first, then every hard question, then an easy one.
      expect(ids.slice(1, 1 + hardCount).every((id) => levelOf.get(id) === 3)).toBe(true);
      expect(levelOf.get(ids[hardCount + 1] as number)).toBe(1);
    }
    const tooMany = await t.call(
      `${T}paper/create`,
      { title: 'Too hard', timeMinutes: 20, rule: [{ subjectType: C.trueFalse, difficulty: 3, count: hardCount + 1 }] },
      { token },
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('题库中没有足够的该类题目');
  });
});
