/**
 * The pool in a built course (issue 18, phase 2) through the real app: a training resource and a
 * material added through the outline (the tabs) or "加入课程" count one use each; a paper the
 * teacher may use becomes a test paper; the student of a class studying the course opens the
 * material (its file URL signed); another teacher's course cannot be changed, another school's
 * private resource and a colleague's paper are refused, students get 403.
 */
import {
  QuestionTypeCodes as C,
  type TActivityMaterial,
  type TAddResourceResult,
  type TBuiltCourse,
  type TClassLesson,
  type TCoursePapers,
  type TOutlineChapterInput,
  type TPaperOption,
  type TPoolSearchResult,
} from '@lingua/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildClass, buildSchool, buildStudent, buildTeacher } from '../../test/factories';
import { PDF, uploadMaterial } from '../../test/fixtures/resource-pool';
import { searchVector } from '../resource-pool/vector';
import { insertTraining } from '../trainings/insert-training';

const B = '/openApi/teacher/buildingCourse';
let t: TestApp;
let tk: Record<'owner' | 'colleague' | 'student' | 'other', string>;
let schoolId: number;
let studentId: number;
let ownerId: number;
const res = { training: 0, material: 0, foreign: 0 };
let paperId = 0;
let colleaguePaperId = 0;

const ok = async <T>(path: string, body: unknown, token: string) => {
  const r = await t.call<T>(path, body, { token });
  if (r.body.code !== 200 && r.body.code !== 222) throw new Error(`${path}: ${r.status} ${r.body.message}`);
  return r.body.data as T;
};
const usage = async (id: number) =>
  (await t.db.select({ n: resources.usageCount }).from(resources).where(eq(resources.id, id)))[0]?.n;

/** A course of the owner with one chapter and one step, and nothing in it yet. */
async function emptyCourse(): Promise<TBuiltCourse> {
  const created = await ok<TBuiltCourse>(`${B}/create`, { name: { cn: '询盘与报盘', en: 'Enquiries' } }, tk.owner);
  return ok<TBuiltCourse>(
    `${B}/saveOutline`,
    {
      courseId: created.courseId,
      chapters: [
        {
          title: { cn: '询盘', en: 'Enquiries' },
          steps: [{ title: { cn: '阅读询盘', en: 'Reading' }, activities: [] }],
        },
      ],
    },
    tk.owner,
  );
}

function asInput(course: TBuiltCourse): TOutlineChapterInput[] {
  return course.chapters.map((c) => ({
    chapterId: c.chapterId,
    title: c.title,
    steps: c.steps.map((s) => ({
      stepId: s.stepId,
      title: s.title,
      activities: s.activities.map((a) => ({
        activityId: a.activityId,
        title: a.title,
        ...(a.trainingId === null ? {} : { trainingId: a.trainingId }),
      })),
    })),
  }));
}

beforeAll(async () => {
  t = await buildTestApp({ jobs: { run: false } });
  schoolId = (await buildSchool(t.db)).id;
  const otherSchool = (await buildSchool(t.db)).id;
  const owner = await buildTeacher(t.db, schoolId);
  ownerId = owner.id;
  const colleague = await buildTeacher(t.db, schoolId);
  const student = await buildStudent(t.db, schoolId);
  studentId = student.id;
  tk = {
    owner: await t.signIn(owner.mobile),
    colleague: await t.signIn(colleague.mobile),
    student: await t.signIn(student.mobile),
    other: await t.signIn((await buildTeacher(t.db, otherSchool)).mobile),
  };
  const { training, questions } = await insertTraining(t.db, {
    key: 'use-enquiry',
    kind: 'readSkill',
    title: { cn: '阅读询盘邮件', en: 'Reading an enquiry email' },
    intro: { cn: '读一封询盘', en: 'Read an enquiry' },
    background: [],
    settings: {},
    difficulty: 2,
    questions: [
      {
        subject_type: C.trueFalse,
        stem: 'The buyer asks for a CIF price.',
        fullMark: 5,
        analysis: { cn: '见第二段', en: 'See paragraph 2' },
        content: { answer: true },
      },
    ],
  });
  const title = { cn: '阅读询盘邮件', en: 'Reading an enquiry email' };
  const description = { cn: '平台阅读训练', en: 'A platform reading training' };
  const [row] = await t.db
    .insert(resources)
    .values({
      kind: 1,
      title,
      description,
      language: 'en',
      level: 2,
      trainingId: training.id,
      trainingKind: 'readSkill',
      isShared: true,
      search: searchVector({ title, description, tags: [], bodyText: '' }) as unknown as string,
    })
    .returning({ id: resources.id });
  res.training = row?.id ?? 0;
  const mine = await uploadMaterial(t, tk.owner, PDF, 'offer-letter.pdf', { title: 'Offer letter model 报盘函' });
  res.material = mine.body.data.resourceId;
  const foreign = await uploadMaterial(t, tk.other, PDF, 'private.pdf', { title: 'Offer letter of another school' });
  res.foreign = foreign.body.data.resourceId;
  const paper = { timeMinutes: 20, questionIds: questions.map((q) => q.id) };
  paperId = (
    await ok<{ paperId: number }>('/openApi/teacher/exam/paper/create', { ...paper, title: '询盘测验' }, tk.owner)
  ).paperId;
  colleaguePaperId = (
    await ok<{ paperId: number }>('/openApi/teacher/exam/paper/create', { ...paper, title: '同事试卷' }, tk.colleague)
  ).paperId;
});
afterAll(() => t.close());

describe('filling the tabs from the pool', () => {
  it("lists neither another school's private resource in the picker's search nor lets it in", async () => {
    const found = await ok<TPoolSearchResult>(
      '/openApi/resourcePool/search',
      { resourceName: 'offer letter' },
      tk.owner,
    );
    const ids = found.list.map((r) => r.resourceId);
    expect(ids).toContain(res.material);
    expect(ids).not.toContain(res.foreign);
    const course = await emptyCourse();
    const chapters = asInput(course);
    chapters[0]?.steps[0]?.activities.push({ title: { cn: '外校', en: 'Foreign' }, resourceId: res.foreign });
    const refused = await t.call(`${B}/saveOutline`, { courseId: course.courseId, chapters }, { token: tk.owner });
    // Another school's resource is not there for this teacher: a 404, as every unseen row.
    expect(refused.status).toBe(404);
    expect(await usage(res.foreign)).toBe(0);
  });

  it('adds a training resource, a material and a paper through the outline, each use counted once', async () => {
    const course = await emptyCourse();
    const chapters = asInput(course);
    chapters[0]?.steps[0]?.activities.push(
      { title: { cn: '阅读询盘邮件', en: '阅读询盘邮件' }, resourceId: res.training },
      { title: { cn: '报盘函范文', en: 'Offer letter model' }, resourceId: res.material },
      { title: { cn: '单元测验', en: 'Unit test' }, paperId },
    );
    const saved = await ok<TBuiltCourse>(`${B}/saveOutline`, { courseId: course.courseId, chapters }, tk.owner);
    const activities = saved.chapters[0]?.steps[0]?.activities ?? [];
    expect(activities.map((a) => [a.kind, a.sourceTitle])).toEqual([
      ['readSkill', '阅读询盘邮件'],
      ['material', 'Offer letter model 报盘函'],
      ['testPaper', '询盘测验'],
    ]);
    expect(activities[1]).toMatchObject({ resourceId: res.material, trainingId: null });
    // A pick the teacher did not rename takes the resource's own title in both languages.
    expect(activities[0]?.title).toEqual({ cn: '阅读询盘邮件', en: 'Reading an enquiry email' });
    expect(activities[2]).toMatchObject({ paperId });
    expect(await usage(res.training)).toBe(1);
    expect(await usage(res.material)).toBe(1);
    // Saving again keeps them and counts nothing more.
    await ok<TBuiltCourse>(`${B}/saveOutline`, { courseId: course.courseId, chapters: asInput(saved) }, tk.owner);
    expect(await usage(res.material)).toBe(1);
    const papers = await ok<TCoursePapers>(`${B}/coursePapers`, { courseId: course.courseId }, tk.owner);
    expect(papers.papers.map((p) => [p.activityTitle, p.paper.title, p.paper.questions.length])).toEqual([
      ['单元测验', '询盘测验', 1],
    ]);
  });

  it("offers the caller's own papers, and refuses a colleague's", async () => {
    const options = await ok<TPaperOption[]>(`${B}/paperOptions`, {}, tk.owner);
    expect(options.map((o) => o.paperId)).toEqual([paperId]);
    const course = await emptyCourse();
    const chapters = asInput(course);
    chapters[0]?.steps[0]?.activities.push({ title: { cn: '同事', en: 'Colleague' }, paperId: colleaguePaperId });
    const refused = await t.call(`${B}/saveOutline`, { courseId: course.courseId, chapters }, { token: tk.owner });
    expect(refused.body).toMatchObject({ code: 400, field: 'paperId' });
  });

  it('refuses a new activity naming two things', async () => {
    const course = await emptyCourse();
    const chapters = asInput(course);
    chapters[0]?.steps[0]?.activities.push({ title: { cn: '两者', en: 'Both' }, resourceId: res.material, paperId });
    const refused = await t.call(`${B}/saveOutline`, { courseId: course.courseId, chapters }, { token: tk.owner });
    expect(refused.status).toBe(400);
  });
});

describe('加入课程 from a preview, and the student opening the material', () => {
  it("adds to the teacher's step once per use; a colleague cannot; a student gets 403", async () => {
    const course = await emptyCourse();
    const stepId = course.chapters[0]?.steps[0]?.stepId ?? 0;
    const before = (await usage(res.material)) ?? 0;
    const added = await ok<TAddResourceResult>(
      `${B}/addResource`,
      { courseId: course.courseId, stepId, resourceId: res.material },
      tk.owner,
    );
    expect(added.usageCount).toBe(before + 1);
    const theirs = await t.call(
      `${B}/addResource`,
      { courseId: course.courseId, stepId, resourceId: res.training },
      { token: tk.colleague },
    );
    expect(theirs.status).toBe(404);
    const student = await t.call(
      `${B}/addResource`,
      { courseId: course.courseId, stepId, resourceId: res.training },
      { token: tk.student },
    );
    expect(student.status).toBe(403);
    const foreign = await t.call(
      `${B}/addResource`,
      { courseId: course.courseId, stepId, resourceId: res.foreign },
      { token: tk.owner },
    );
    // Another school's resource is not there for this teacher: a 404, as every unseen row.
    expect(foreign.status).toBe(404);
    expect(await usage(res.material)).toBe(before + 1);

    // A training goes last in the step, a material first.
    await ok(`${B}/addResource`, { courseId: course.courseId, stepId, resourceId: res.training }, tk.owner);
    await ok(`${B}/addResource`, { courseId: course.courseId, stepId, resourceId: res.material }, tk.owner);
    const outline = await ok<TBuiltCourse>(`${B}/detail`, { courseId: course.courseId }, tk.owner);
    expect(outline.chapters[0]?.steps[0]?.activities.map((a) => a.kind)).toEqual(['material', 'material', 'readSkill']);
    await ok(`${B}/publish`, { courseId: course.courseId, published: true }, tk.owner);
    const classId = (
      await buildClass(t.db, { schoolId, teacherId: ownerId, courseId: course.courseId, studentIds: [studentId] })
    ).id;
    const lesson = await ok<TClassLesson>('/openApi/student/lesson/index/classLesson', { classId }, tk.student);
    const material = lesson.chapters[0]?.steps[0]?.activities[0];
    expect(material).toMatchObject({ kind: 'material', available: true, required: false, locked: false });
    const opened = await ok<TActivityMaterial>(
      '/openApi/student/lesson/activityMaterial',
      { classId, activityId: material?.activityId },
      tk.student,
    );
    expect(opened).toMatchObject({ mediaType: 'document', fileName: 'offer-letter.pdf' });
    expect(opened.fileUrl).toMatch(/^\/files\/.+\?/);
    const after = await ok<TClassLesson>('/openApi/student/lesson/index/classLesson', { classId }, tk.student);
    expect(after.chapters[0]?.steps[0]?.activities[0]?.finished).toBe(2);
    // A teacher is not a student of the class.
    const teacher = await t.call(
      '/openApi/student/lesson/activityMaterial',
      { classId, activityId: material?.activityId },
      { token: tk.owner },
    );
    expect(teacher.status).toBe(403);
  });
});
