/**
 * A teacher's private training (a copy from the pool they did not share) through every call that
 * reads a training by id (training-policy.ts): preview, bank export, copy, a paper's questions,
 * adding it to a class or a course. A colleague of the same school gets 404 on each; the owner and
 * the school's manager read it; a student of a class it was given to answers it; once shared in
 * the pool, the colleague reads it too.
 */
import type { TBankQuestionItem, TBuiltCourse, TPoolResourceDetail } from '@lingua/contracts';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources, trainingQuestions } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildClass, buildManager, buildSchool, buildStudent, buildTeacher } from '../../test/factories';
import { P } from '../../test/fixtures/resource-pool';
import { reading } from '../../test/fixtures/trainings';
import { searchVector } from '../resource-pool/vector';
import { insertTraining } from './insert-training';

const T = '/openApi/teacher/training';
const B = '/openApi/teacher/buildingCourse';
let t: TestApp;
const tk = { owner: '', colleague: '', manager: '', student: '' };
let ownerClass: number;
let colleagueClass: number;
let copy: { resourceId: number; trainingId: number; questionIds: number[] };

const status = async (path: string, body: object, token: string) => (await t.call(path, body, { token })).status;

beforeAll(async () => {
  t = await buildTestApp({ jobs: { run: false } });
  const school = (await buildSchool(t.db)).id;
  const owner = await buildTeacher(t.db, school);
  const colleague = await buildTeacher(t.db, school);
  const student = await buildStudent(t.db, school);
  tk.owner = await t.signIn(owner.mobile);
  tk.colleague = await t.signIn(colleague.mobile);
  tk.manager = await t.signIn((await buildManager(t.db, school)).mobile);
  tk.student = await t.signIn(student.mobile);
  ownerClass = (await buildClass(t.db, { schoolId: school, teacherId: owner.id, studentIds: [student.id] })).id;
  colleagueClass = (await buildClass(t.db, { schoolId: school, teacherId: colleague.id, studentIds: [] })).id;
  // A platform training in the pool, which the owner copies into a private training of their own.
  const { training } = await insertTraining(t.db, { ...reading, key: 'private-copy-source' });
  const [platform] = await t.db
    .insert(resources)
    .values({
      kind: 1,
      title: training.title,
      description: training.intro,
      language: 'en',
      level: 2,
      trainingId: training.id,
      trainingKind: training.kind,
      isShared: true,
      search: searchVector({ title: training.title, description: training.intro, tags: [], bodyText: '' }) as never,
    })
    .returning({ id: resources.id });
  const r = await t.call<TPoolResourceDetail>(`${P}/copyTraining`, { resourceId: platform?.id }, { token: tk.owner });
  expect(r.status, r.body.message).toBe(200);
  const trainingId = r.body.data?.trainingId ?? 0;
  const questions = await t.db
    .select({ id: trainingQuestions.id })
    .from(trainingQuestions)
    .where(eq(trainingQuestions.trainingId, trainingId))
    .orderBy(asc(trainingQuestions.sort));
  copy = { resourceId: r.body.data?.resourceId ?? 0, trainingId, questionIds: questions.map((q) => q.id) };
});
afterAll(() => t.close());

/** A built course of the caller with one empty step, to add activities to. */
async function courseWithStep(token: string): Promise<{ courseId: number; stepId: number }> {
  const made = await t.call<TBuiltCourse>(`${B}/create`, { name: { cn: '我的课程', en: 'My course' } }, { token });
  const courseId = made.body.data?.courseId ?? 0;
  const saved = await t.call<TBuiltCourse>(
    `${B}/saveOutline`,
    {
      courseId,
      chapters: [
        { title: { cn: '询盘', en: 'Enquiries' }, steps: [{ title: { cn: '阅读', en: 'Reading' }, activities: [] }] },
      ],
    },
    { token },
  );
  expect(saved.status, saved.body.message).toBe(200);
  return { courseId, stepId: saved.body.data?.chapters[0]?.steps[0]?.stepId ?? 0 };
}

/** Every call that reads the training by id, as the caller: the status of each. */
async function readsBy(token: string, classId: number) {
  const { courseId, stepId } = await courseWithStep(token);
  const activity = { title: { cn: '阅读练习', en: 'Reading practice' }, trainingId: copy.trainingId };
  return {
    preview: await status(`${T}/preview`, { trainingId: copy.trainingId }, token),
    exportBank: await status(`${T}/exportBank`, { trainingId: copy.trainingId, format: 'gift' }, token),
    copy: await status(`${P}/copyTraining`, { resourceId: copy.resourceId }, token),
    paper: await status(
      '/openApi/teacher/exam/paper/create',
      { title: 'Unit test', timeMinutes: 30, questionIds: copy.questionIds },
      token,
    ),
    giveToClass: await status(
      `${T}/setClassTraining`,
      { classId, trainingId: copy.trainingId, isOpen: true, deadline: null },
      token,
    ),
    addResource: await status(`${B}/addResource`, { courseId, stepId, resourceId: copy.resourceId }, token),
    // Last: a new outline replaces the step above.
    outline: await status(
      `${B}/saveOutline`,
      {
        courseId,
        chapters: [
          {
            title: { cn: '询盘', en: 'Enquiries' },
            steps: [{ title: { cn: '阅读', en: 'Reading' }, activities: [activity] }],
          },
        ],
      },
      token,
    ),
  };
}

const bankIds = async (token: string) =>
  ((await t.call<TBankQuestionItem[]>('/openApi/teacher/exam/bankQuestions', {}, { token })).body.data ?? []).map(
    (q) => q.questionId,
  );

describe("a teacher's private training", () => {
  it('is a 404 for a colleague of the same school on every call that reads it by id', async () => {
    expect(await readsBy(tk.colleague, colleagueClass)).toEqual({
      preview: 404,
      exportBank: 404,
      copy: 404,
      paper: 404,
      giveToClass: 404,
      outline: 404,
      addResource: 404,
    });
    // Nor do its questions show in the colleague's bank for papers.
    const colleagueBank = await bankIds(tk.colleague);
    expect(copy.questionIds.some((id) => colleagueBank.includes(id))).toBe(false);
  });

  it('is read by its owner on every one of those calls, and its questions are in their bank', async () => {
    const owner = await readsBy(tk.owner, ownerClass);
    expect(owner).toEqual(Object.fromEntries(Object.keys(owner).map((k) => [k, 200])));
    expect(await bankIds(tk.owner)).toEqual(expect.arrayContaining(copy.questionIds));
  });

  it("is read by the school's manager", async () => {
    expect(await status(`${T}/preview`, { trainingId: copy.trainingId }, tk.manager)).toBe(200);
    expect(await status(`${T}/exportBank`, { trainingId: copy.trainingId, format: 'gift' }, tk.manager)).toBe(200);
  });

  it('is answered by a student of the class it was given to (given above by its owner)', async () => {
    const sheet = await t.call(
      '/openApi/student/training/answerSheet',
      { classId: ownerClass, trainingId: copy.trainingId },
      { token: tk.student },
    );
    expect(sheet.status, sheet.body.message).toBe(200);
    // The colleague, who teaches no class of it, still gets a 404.
    expect(await status(`${T}/preview`, { trainingId: copy.trainingId }, tk.colleague)).toBe(404);
  });

  it('is read by the colleague once its owner shares it in the pool', async () => {
    const shared = await t.call(`${P}/share`, { resourceId: copy.resourceId, isShared: true }, { token: tk.owner });
    expect(shared.status, shared.body.message).toBe(200);
    expect(await status(`${T}/preview`, { trainingId: copy.trainingId }, tk.colleague)).toBe(200);
    expect(await status(`${P}/copyTraining`, { resourceId: copy.resourceId }, tk.colleague)).toBe(200);
  });
});
