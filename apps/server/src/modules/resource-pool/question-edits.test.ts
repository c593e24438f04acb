/**
 * Editing the questions of one's own training, every question type (updateQuestion): a content the
 * type accepts is stored (the media as they were), one it refuses is a 400 naming the field in the
 * reader's language, and the full mark changes within its bounds. The platform's original stays.
 */
import { QuestionTypeCodes, type TPoolResourceDetail, type TQuestionTypeName } from '@lingua/contracts';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources, trainingQuestions } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildSchool, buildTeacher } from '../../test/factories';
import { questionEditSamples } from '../../test/fixtures/question-edits';
import { P } from '../../test/fixtures/resource-pool';
import { insertTraining } from '../trainings/insert-training';
import { searchVector } from './vector';

const names = Object.keys(questionEditSamples) as TQuestionTypeName[];
const analysis = { cn: '解析', en: 'Analysis' };
let t: TestApp;
let teacher: string;
let sourceTraining: number;
let copy: TPoolResourceDetail;
const questionOf = new Map<TQuestionTypeName, number>();

const questionsOf = (trainingId: number) =>
  t.db
    .select()
    .from(trainingQuestions)
    .where(eq(trainingQuestions.trainingId, trainingId))
    .orderBy(asc(trainingQuestions.sort));

beforeAll(async () => {
  t = await buildTestApp({ jobs: { run: false } });
  teacher = await t.signIn((await buildTeacher(t.db, (await buildSchool(t.db)).id)).mobile);
  const { training } = await insertTraining(t.db, {
    key: 'every-type-to-edit',
    kind: 'readSkill',
    title: { cn: '每种题型', en: 'Every question type' },
    intro: { cn: '每种题型各一题', en: 'One question of each type' },
    background: [],
    settings: {},
    questions: names.map((name) => ({
      subject_type: QuestionTypeCodes[name],
      stem: `A ${name} question`,
      fullMark: 10,
      analysis,
      content: questionEditSamples[name].content,
    })),
  });
  sourceTraining = training.id;
  const [row] = await t.db
    .insert(resources)
    .values({
      kind: 1,
      title: training.title,
      description: training.intro,
      language: 'en',
      level: 1,
      trainingId: training.id,
      trainingKind: training.kind,
      isShared: true,
      search: searchVector({ title: training.title, description: training.intro, tags: [], bodyText: '' }) as never,
    })
    .returning({ id: resources.id });
  const r = await t.call<TPoolResourceDetail>(`${P}/copyTraining`, { resourceId: row?.id }, { token: teacher });
  expect(r.status, r.body.message).toBe(200);
  copy = r.body.data as TPoolResourceDetail;
  for (const q of await questionsOf(copy.trainingId ?? 0)) {
    const name = names.find((n) => QuestionTypeCodes[n] === q.subjectType);
    if (name) questionOf.set(name, q.id);
  }
});
afterAll(() => t.close());

const update = (name: TQuestionTypeName, extra: object, language = 'zh') =>
  t.call(
    `${P}/updateQuestion`,
    { resourceId: copy.resourceId, questionId: questionOf.get(name), stem: `An edited ${name} question`, ...extra },
    { token: teacher, headers: { 'accept-language': language } },
  );

describe("editing every type's question in one's own training", () => {
  it('copied one question of every type', () => {
    expect([...questionOf.keys()].sort()).toEqual([...names].sort());
  });

  it.each(names)('stores an edit of a %s question the type accepts', async (name) => {
    const sample = questionEditSamples[name];
    const edited = sample.edit(sample.content);
    const r = await update(name, { content: edited });
    expect(r.status, r.body.message).toBe(200);
    const [stored] = await t.db
      .select()
      .from(trainingQuestions)
      .where(eq(trainingQuestions.id, questionOf.get(name) ?? 0));
    expect(stored?.content).toEqual(edited);
    expect(stored?.stem).toBe(`An edited ${name} question`);
  });

  it.each(names)('refuses a %s content the type does not accept, naming the field in zh and en', async (name) => {
    const sample = questionEditSamples[name];
    const bad = sample.bad(sample.content);
    const zh = await update(name, { content: bad });
    expect(zh.status, zh.body.message).toBe(400);
    expect(zh.body.field).toBe(sample.field);
    const en = await update(name, { content: bad }, 'en');
    expect(en.body.field).toBe(sample.field);
    expect(zh.body.message).toMatch(/[\u4e00-\u9fff]/);
    expect(en.body.message).not.toMatch(/[\u4e00-\u9fff]/);
    // The edit stored above is still there.
    const [stored] = await t.db
      .select()
      .from(trainingQuestions)
      .where(eq(trainingQuestions.id, questionOf.get(name) ?? 0));
    expect(stored?.content).toEqual(sample.edit(sample.content));
  });

  it('keeps the stored media whatever an edit sends', async () => {
    const sample = questionEditSamples.readAloud;
    const r = await update('readAloud', {
      content: { ...sample.edit(sample.content), audioUrl: '/files/elsewhere.mp3' },
    });
    expect(r.status, r.body.message).toBe(200);
    const [stored] = await t.db
      .select()
      .from(trainingQuestions)
      .where(eq(trainingQuestions.id, questionOf.get('readAloud') ?? 0));
    expect(stored?.content).toMatchObject({ audioUrl: '/files/model.mp3' });
  });

  it('changes the full mark within 0.5 to 100', async () => {
    expect((await update('fillBlank', { fullMark: 4 })).status).toBe(200);
    const [stored] = await t.db
      .select()
      .from(trainingQuestions)
      .where(eq(trainingQuestions.id, questionOf.get('fillBlank') ?? 0));
    expect(stored?.fullMark).toBe(4);
    const zero = await update('fillBlank', { fullMark: 0 });
    expect(zero.status).toBe(400);
    expect(zero.body.field).toBe('fullMark');
    expect(zero.body.message).toContain('满分');
  });

  it("leaves the platform's original unchanged", async () => {
    const original = await questionsOf(sourceTraining);
    expect(original.map((q) => q.content)).toEqual(names.map((n) => questionEditSamples[n].content));
    expect(original.every((q) => q.fullMark === 10)).toBe(true);
  });
});
