/**
 * The teacher's preview with answers (issue 19 item 6), through the real app: a school's imported
 * training is read by every teacher and the manager of that school, with each question as the
 * student sees it and its whole answer key; a student is refused, another school's teacher finds
 * nothing, and a bad id is a 400 naming the field in both languages.
 */
import { QuestionTypeCodes as C, type TTrainingPreview, type TTrainingSeed } from '@lingua/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildManager, buildSchool, buildStudent, buildTeacher } from '../../test/factories';
import { reading } from '../../test/fixtures/trainings';
import { insertTraining } from './insert-training';

const PATH = '/openApi/teacher/training/preview';

/** An imported quiz: the choice carries Moodle's fractions and feedback beside its right key. */
const imported: TTrainingSeed = {
  key: 'test-preview-import',
  kind: 'readSkill',
  title: { cn: '贸易术语测验', en: 'Incoterms quiz' },
  intro: { cn: '导入的题库', en: 'An imported bank' },
  background: [{ displayType: 1, htmlStr: 'Under CIF the seller pays the freight to the named port.' }],
  settings: {},
  questions: [
    {
      subject_type: C.choice,
      stem: 'Under CIF, who pays the sea freight?',
      fullMark: 4,
      analysis: { cn: 'CIF 含运费和保险费。', en: 'CIF includes cost, insurance and freight.' },
      content: {
        options: [
          { key: 'A', text: 'The buyer' },
          { key: 'B', text: 'The seller' },
        ],
        multiple: false,
        answer: ['B'],
        fractions: [0, 100],
        feedback: ['The buyer pays under FOB, not CIF.', 'Right: freight is in the CIF price.'],
      },
    },
    {
      subject_type: C.fillBlank,
      stem: 'Payment is due {{1}} thirty days.',
      fullMark: 2,
      analysis: { cn: '', en: '' },
      content: { blanks: [{ accepted: ['within', 'inside'] }] },
    },
    {
      subject_type: C.matching,
      stem: 'Match the terms.',
      fullMark: 2,
      analysis: { cn: '术语全称', en: 'The full names' },
      content: {
        left: [
          { id: 'l1', text: 'FOB' },
          { id: 'l2', text: 'CIF' },
        ],
        right: [
          { id: 'r1', text: 'Free On Board' },
          { id: 'r2', text: 'Cost, Insurance and Freight' },
          { id: 'r3', text: 'Delivered At Place' },
        ],
        pairs: [
          { left: 'l1', right: 'r1' },
          { left: 'l2', right: 'r2' },
        ],
      },
    },
  ],
};

let t: TestApp;
let trainingId: number;
let platformTrainingId: number;
const tokens = { owner: '', colleague: '', manager: '', student: '', stranger: '', strangerManager: '' };

beforeAll(async () => {
  t = await buildTestApp();
  const school = await buildSchool(t.db);
  const otherSchool = await buildSchool(t.db);
  trainingId = (await insertTraining(t.db, imported, school.id)).training.id;
  platformTrainingId = (await insertTraining(t.db, { ...reading, key: 'test-preview-platform' })).training.id;
  const people = {
    owner: await buildTeacher(t.db, school.id),
    colleague: await buildTeacher(t.db, school.id),
    manager: await buildManager(t.db, school.id),
    student: await buildStudent(t.db, school.id),
    stranger: await buildTeacher(t.db, otherSchool.id),
    strangerManager: await buildManager(t.db, otherSchool.id),
  };
  for (const [who, user] of Object.entries(people)) tokens[who as keyof typeof tokens] = await t.signIn(user.mobile);
});
afterAll(() => t.close());

const preview = (token: string, body: unknown = { trainingId }, language = 'zh') =>
  t.call<TTrainingPreview>(PATH, body, { token, headers: { 'accept-language': language } });

describe('the teacher’s preview with answers', () => {
  it('shows each question as the student sees it, and beside it the whole answer key and analysis', async () => {
    const r = await preview(tokens.owner);
    expect(r.body.code, r.body.message).toBe(200);
    const p = r.body.data as TTrainingPreview;
    expect(p).toMatchObject({ trainingId, kind: 'readSkill', title: '贸易术语测验', fullMark: 8 });
    expect(p.background[0]?.htmlStr).toContain('CIF');
    const [choice, blank, matching] = p.questions;
    // As the student sees it: no right key, no accepted answers, no pairs.
    expect(choice?.content).toEqual({
      options: [
        { key: 'A', text: 'The buyer' },
        { key: 'B', text: 'The seller' },
      ],
      multiple: false,
    });
    expect(blank?.content).toEqual({ blanks: 1 });
    expect(JSON.stringify(matching?.content)).not.toContain('pairs');
    // The key: the stored content whole, the importer's fractions and feedback included.
    expect(choice?.answerKey).toEqual(imported.questions[0]?.content);
    expect(blank?.answerKey).toEqual({ blanks: [{ accepted: ['within', 'inside'] }] });
    expect(matching?.answerKey).toMatchObject({
      pairs: [
        { left: 'l1', right: 'r1' },
        { left: 'l2', right: 'r2' },
      ],
    });
    expect(choice).toMatchObject({ analysis: 'CIF 含运费和保险费。', fullMark: 4, sort: 0 });
    expect(blank?.analysis).toBe('');
  });

  it('reads the title and analysis in the reader’s language', async () => {
    const p = (await preview(tokens.owner, { trainingId }, 'en')).body.data as TTrainingPreview;
    expect(p.title).toBe('Incoterms quiz');
    expect(p.questions[0]?.analysis).toBe('CIF includes cost, insurance and freight.');
  });

  it('is open to every teacher and the manager of the school (its bank is shared), and platform trainings to all', async () => {
    for (const token of [tokens.colleague, tokens.manager]) {
      const r = await preview(token);
      expect(r.body.code).toBe(200);
      expect(r.body.data?.questions).toHaveLength(3);
    }
    for (const token of [tokens.owner, tokens.stranger, tokens.strangerManager]) {
      const r = await preview(token, { trainingId: platformTrainingId });
      expect(r.body.code).toBe(200);
      expect(r.body.data?.questions[0]?.answerKey).toMatchObject({ answer: ['B'] });
    }
  });

  it('refuses a student (403), and another school finds nothing (404)', async () => {
    expect((await preview(tokens.student)).status).toBe(403);
    expect((await preview(tokens.student, { trainingId: platformTrainingId })).status).toBe(403);
    for (const token of [tokens.stranger, tokens.strangerManager]) {
      const r = await preview(token);
      expect(r.status).toBe(404);
      expect(JSON.stringify(r.body)).not.toContain('CIF');
    }
    expect((await t.call(PATH, { trainingId })).status).toBe(401);
  });

  it('answers a missing or bad id with a 400 naming the field, in Chinese and English, and an unknown id with a 404', async () => {
    const zh = await preview(tokens.owner, { trainingId: 'x' });
    expect(zh.body).toMatchObject({ code: 400, field: 'trainingId' });
    expect(zh.body.message).toContain('实训');
    const en = await preview(tokens.owner, {}, 'en');
    expect(en.body).toMatchObject({ code: 400, field: 'trainingId' });
    expect(en.body.message).toContain('Training');
    expect((await preview(tokens.owner, { trainingId: 2_000_000_000 })).status).toBe(404);
  });
});
