/**
 * A school's own trainings in the pool through the real app: a teacher copies a platform training
 * ("… (副本)"), edits the copy (the original and its questions unchanged), keeps it private until
 * shared, another school never sees it; deleting is refused while a class uses it; an imported
 * question bank is its teacher's training in the pool; students get 403.
 */
import type { TPage, TPoolResource, TPoolResourceDetail, TPoolSearchResult } from '@lingua/contracts';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classTrainings, resources, trainingQuestions, trainings } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildClass, buildSchool, buildStudent, buildTeacher } from '../../test/factories';
import { P } from '../../test/fixtures/resource-pool';
import { reading } from '../../test/fixtures/trainings';
import { insertTraining } from '../trainings/insert-training';
import { searchVector } from './vector';

let t: TestApp;
let teacher: string;
let colleague: string;
let student: string;
let other: string;
let classId: number;
let platformTraining: number;
let platformResource: number;

beforeAll(async () => {
  t = await buildTestApp({ jobs: { run: false } });
  const school = (await buildSchool(t.db)).id;
  const teacherRow = await buildTeacher(t.db, school);
  teacher = await t.signIn(teacherRow.mobile);
  colleague = await t.signIn((await buildTeacher(t.db, school)).mobile);
  const studentRow = await buildStudent(t.db, school);
  student = await t.signIn(studentRow.mobile);
  other = await t.signIn((await buildTeacher(t.db, (await buildSchool(t.db)).id)).mobile);
  classId = (await buildClass(t.db, { schoolId: school, teacherId: teacherRow.id, studentIds: [studentRow.id] })).id;
  const { training } = await insertTraining(t.db, { ...reading, key: 'pool-copy-source' });
  platformTraining = training.id;
  const [row] = await t.db
    .insert(resources)
    .values({
      kind: 1,
      title: training.title,
      description: training.intro,
      language: 'en',
      level: 2,
      courseKey: 'foreign-trade-documents',
      trainingId: training.id,
      trainingKind: training.kind,
      isShared: true,
      search: searchVector({ title: training.title, description: training.intro, tags: [], bodyText: '' }) as never,
    })
    .returning({ id: resources.id });
  platformResource = row?.id ?? 0;
});
afterAll(() => t.close());

const call = async <T>(path: string, body: object, token = teacher) => t.call<T>(`${P}/${path}`, body, { token });
const questionsOf = (trainingId: number) =>
  t.db
    .select()
    .from(trainingQuestions)
    .where(eq(trainingQuestions.trainingId, trainingId))
    .orderBy(asc(trainingQuestions.sort));

describe('copying a pool training', () => {
  let copy: TPoolResourceDetail;

  it('makes the teacher a private copy with the same questions, titled as a copy', async () => {
    const r = await call<TPoolResourceDetail>('copyTraining', { resourceId: platformResource });
    expect(r.body.code, r.body.message).toBe(200);
    copy = r.body.data as TPoolResourceDetail;
    expect(copy).toMatchObject({
      origin: 'mine',
      isShared: false,
      editable: true,
      level: 2,
      courseKey: 'foreign-trade-documents',
      trainingKind: reading.kind,
    });
    expect(copy.title).toBe(`${reading.title.cn} (副本)`);
    expect(copy.trainingId).not.toBe(platformTraining);
    const [mine, original] = [await questionsOf(copy.trainingId ?? 0), await questionsOf(platformTraining)];
    expect(mine.map((q) => [q.stem, q.content])).toEqual(original.map((q) => [q.stem, q.content]));
    const [row] = await t.db
      .select()
      .from(trainings)
      .where(eq(trainings.id, copy.trainingId ?? 0));
    expect(row).toMatchObject({ copiedFrom: platformTraining, schoolId: expect.any(Number) });
    expect(row?.ownerId).not.toBeNull();
  });

  it('edits the copy and leaves the original unchanged', async () => {
    const r = await call<TPoolResourceDetail>('update', {
      resourceId: copy.resourceId,
      title: 'Reading a sales contract (my version)',
      description: 'Read the contract and answer; our class version.',
    });
    expect(r.body.code, r.body.message).toBe(200);
    const [mine] = await t.db
      .select()
      .from(trainings)
      .where(eq(trainings.id, copy.trainingId ?? 0));
    expect(mine?.title).toEqual({
      cn: 'Reading a sales contract (my version)',
      en: 'Reading a sales contract (my version)',
    });
    expect(mine?.intro.en).toBe('Read the contract and answer; our class version.');
    const [original] = await t.db.select().from(trainings).where(eq(trainings.id, platformTraining));
    expect(original?.title).toEqual(reading.title);
    expect(original?.intro).toEqual(reading.intro);
    expect((await questionsOf(platformTraining)).map((q) => q.stem)).toEqual(reading.questions.map((q) => q.stem));
  });

  it("edits the copy's questions through the type's content check; the original's stay", async () => {
    const [first] = await questionsOf(copy.trainingId ?? 0);
    const body = {
      resourceId: copy.resourceId,
      questionId: first?.id ?? 0,
      stem: 'Why does Mr Evans write to us?',
      analysis: '他来信询价。',
      content: {
        options: [
          { key: 'A', text: 'To place an order' },
          { key: 'B', text: 'To ask for our prices' },
        ],
        multiple: false,
        answer: ['B'],
      },
    };
    const r = await call('updateQuestion', body);
    expect(r.body.code, r.body.message).toBe(200);
    const [edited] = await questionsOf(copy.trainingId ?? 0);
    expect(edited).toMatchObject({
      stem: body.stem,
      content: body.content,
      analysis: { cn: '他来信询价。', en: 'Analysis' },
    });
    const [original] = await questionsOf(platformTraining);
    expect(original?.stem).toBe(reading.questions[0]?.stem);
    expect(original?.content).toEqual(reading.questions[0]?.content);
    // A content that does not fit the type names the field inside it; the platform's training cannot be edited.
    const bad = await call('updateQuestion', { ...body, content: { options: [], answer: 'B' } });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('content.options');
    const [source] = await questionsOf(platformTraining);
    expect(
      (await call('updateQuestion', { ...body, resourceId: platformResource, questionId: source?.id ?? 0 })).status,
    ).toBe(403);
    expect((await call('updateQuestion', { ...body, questionId: source?.id ?? 0 })).status).toBe(404);
    expect((await call('updateQuestion', body, student)).status).toBe(403);
    expect((await call('updateQuestion', body, other)).status).toBe(404);
  });

  it("lists the copy under the teacher's trainings, not their uploads", async () => {
    const list = async (tab: string) =>
      ((await call<TPage<TPoolResource>>('personalList', { tab, pageNum: 1, pageSize: 20 })).body.data?.list ?? []).map(
        (x) => x.resourceId,
      );
    expect(await list('trainings')).toEqual([copy.resourceId]);
    expect(await list('uploads')).toEqual([]);
  });

  it('keeps the copy private until shared; another school never sees it', async () => {
    const find = async (token: string) =>
      ((await call<TPoolSearchResult>('search', { resourceName: 'my version' }, token)).body.data?.list ?? []).map(
        (x) => x.resourceId,
      );
    expect(await find(teacher)).toEqual([copy.resourceId]);
    expect(await find(colleague)).toEqual([]);
    expect((await call('detail', { resourceId: copy.resourceId }, colleague)).status).toBe(404);
    expect((await call('share', { resourceId: copy.resourceId, isShared: true })).status).toBe(200);
    expect(await find(colleague)).toEqual([copy.resourceId]);
    expect(await find(other)).toEqual([]);
    for (const path of ['detail', 'copyTraining']) {
      expect((await call(path, { resourceId: copy.resourceId }, other)).status, path).toBe(404);
    }
    // A colleague may copy a shared copy, but not change or delete it.
    expect((await call('copyTraining', { resourceId: copy.resourceId }, colleague)).status).toBe(200);
    expect((await call('delete', { resourceId: copy.resourceId }, colleague)).status).toBe(403);
  });

  it('refuses to delete a training a class uses, then deletes it with its training', async () => {
    const trainingId = copy.trainingId ?? 0;
    await t.db.insert(classTrainings).values({ classId, trainingId, isOpen: true });
    const refused = await t.call(`${P}/delete`, { resourceId: copy.resourceId }, { token: teacher });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('正在被课程或班级使用');
    await t.db.delete(classTrainings).where(eq(classTrainings.trainingId, trainingId));
    expect((await call('delete', { resourceId: copy.resourceId })).status).toBe(200);
    expect(await t.db.select().from(trainings).where(eq(trainings.id, trainingId))).toEqual([]);
    expect(await t.db.select().from(trainings).where(eq(trainings.id, platformTraining))).toHaveLength(1);
  });

  it('refuses materials and students', async () => {
    expect((await call('copyTraining', { resourceId: platformResource }, student)).status).toBe(403);
    const [material] = await t.db
      .insert(resources)
      .values({
        kind: 5,
        title: { cn: '发票样本', en: 'Sample invoice' },
        description: { cn: '', en: '' },
        language: 'en',
        level: 1,
        isShared: true,
        search: searchVector({
          title: { cn: '发票样本', en: 'Sample invoice' },
          description: { cn: '', en: '' },
          tags: [],
          bodyText: '',
        }) as never,
      })
      .returning({ id: resources.id });
    const r = await call('copyTraining', { resourceId: material?.id ?? 0 });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('只有实训类资源可以复制');
  });
});

describe("a teacher's imported question bank", () => {
  it("is the teacher's private training in the pool", async () => {
    const boundary = '----bank';
    const field = (k: string, v: string) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
    const payload = Buffer.concat([
      field('format', 'gift'),
      field('kind', 'readSkill'),
      field('title', 'Incoterms quick check'),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bank"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      Buffer.from('::FOB:: Under FOB the seller loads the goods on board. {T}'),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const r = await t.app.inject({
      method: 'POST',
      url: '/openApi/teacher/training/importBank',
      payload,
      headers: { token: teacher, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(r.statusCode, r.body).toBe(200);
    const list = (await call<TPage<TPoolResource>>('personalList', { tab: 'trainings', pageNum: 1, pageSize: 20 })).body
      .data?.list;
    expect(list?.map((x) => [x.title, x.resourceTopLevelType, x.origin, x.isShared])).toEqual([
      ['Incoterms quick check', 1, 'mine', false],
    ]);
    const find = async (token: string) =>
      ((await call<TPoolSearchResult>('search', { resourceName: 'Incoterms' }, token)).body.data?.list ?? []).length;
    expect(await find(teacher)).toBe(1);
    expect(await find(colleague)).toBe(0);
    expect(await find(other)).toBe(0);
  });
});
