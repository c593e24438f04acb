/**
 * Intelligent course creation (issue 18 item 5) through the real app on a small hand-built world
 * (test/fixtures/course-builder.ts): the copy is deep and leaves the source unchanged; outline
 * edits keep their order; a published course becomes a class's course and its student reads it;
 * who may reach what. The proposed outline is in outline-proposal.test.ts.
 */
import type {
  TBuiltCourse,
  TBuiltCourseSummary,
  TClassLesson,
  TCoursePreview,
  TDemoCourse,
  TSchoolBuiltCourse,
  TTeacherLesson,
} from '@lingua/contracts';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseActivities, courseChapters, courseSteps } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { asInput, BUILDING, courseBuilderWorld, courseTree, okCall } from '../../test/fixtures/course-builder';

let t: TestApp;
let w: Awaited<ReturnType<typeof courseBuilderWorld>>;
const ok = <T>(path: string, body: unknown, token: string) => okCall<T>(t, path, body, token);

beforeAll(async () => {
  t = await buildTestApp();
  w = await courseBuilderWorld(t);
});

afterAll(async () => {
  await t.close();
});

describe('copying a catalogue course', () => {
  it('lists the catalogue to copy with sizes', async () => {
    const demo = await ok<TDemoCourse[]>('/openApi/overall/selectAllDemoSet', {}, w.tk.owner);
    expect(demo).toEqual([
      expect.objectContaining({ courseId: w.sourceId, courseName: '外贸函电', chapterCount: 3, activityCount: 4 }),
    ]);
  });

  it('copies deeply, opening the same trainings, and the source stays as it was even after the copy is edited', async () => {
    const before = await courseTree(t, w.sourceId);
    const copy = await ok<TBuiltCourse>(`${BUILDING}/copy`, { courseId: w.sourceId }, w.tk.owner);
    expect(copy).toMatchObject({ status: 'draft', copiedFromName: '外贸函电', name: { cn: '外贸函电（副本）' } });
    expect(copy.introduction.cn).toBe('商务信函写作');
    expect(copy.chapters.map((c) => c.title.cn)).toEqual(['商务信函概述', '建立业务关系', '询盘']);
    expect(copy.chapters.map((c) => c.steps[0]?.activities.map((a) => a.trainingId))).toEqual([
      [w.tr.fair],
      [w.tr.firstContact],
      [w.tr.enquiry, w.tr.hardEnquiry],
    ]);
    // New rows, not the source's.
    const sourceIds = new Set(before.chapters.map((c) => c.id));
    expect(copy.chapters.every((c) => !sourceIds.has(c.chapterId))).toBe(true);

    // Edit the copy hard: rename, drop a chapter and an activity.
    const chapters = asInput(copy).slice(1);
    const first = chapters[0];
    if (first) first.title = { cn: '建立业务关系（改）', en: 'Business relations (edited)' };
    chapters[1]?.steps[0]?.activities.pop();
    await ok(`${BUILDING}/saveOutline`, { courseId: copy.courseId, chapters }, w.tk.owner);
    await ok(
      `${BUILDING}/updateInfo`,
      {
        courseId: copy.courseId,
        name: { cn: '我的函电', en: 'My letters' },
        audience: { cn: '', en: '' },
        introduction: { cn: '新简介', en: 'New' },
        picUrl: '',
      },
      w.tk.owner,
    );
    expect(await courseTree(t, w.sourceId)).toEqual(before);
  });
});

describe('the outline editor', () => {
  let course: TBuiltCourse;

  it('starts from scratch with an empty draft', async () => {
    course = await ok<TBuiltCourse>(
      `${BUILDING}/create`,
      { name: { cn: '商务邮件写作', en: 'Business Email Writing' } },
      w.tk.owner,
    );
    expect(course).toMatchObject({ status: 'draft', chapters: [], copiedFromName: null });
    expect(course.picUrl).toMatch(/^\/files\/public\//);
  });

  it('adds, renames, reorders and deletes chapters, steps and activities, keeping the order sent', async () => {
    const ch = (cn: string, en: string) => ({ cn, en });
    course = await ok<TBuiltCourse>(
      `${BUILDING}/saveOutline`,
      {
        courseId: course.courseId,
        chapters: [
          {
            title: ch('询盘', 'Enquiries'),
            steps: [
              {
                title: ch('读询盘', 'Reading enquiries'),
                activities: [{ title: ch('阅读', 'Read'), trainingId: w.tr.enquiry }],
              },
              { title: ch('写回复', 'Replying'), activities: [] },
            ],
          },
          {
            title: ch('建交', 'First contact'),
            steps: [
              {
                title: ch('建交函', 'The letter'),
                activities: [{ title: ch('写作', 'Write'), trainingId: w.tr.firstContact }],
              },
            ],
          },
        ],
      },
      w.tk.owner,
    );
    expect(course.chapters.map((c) => c.title.en)).toEqual(['Enquiries', 'First contact']);
    expect(course.chapters[0]?.steps[0]?.activities[0]).toMatchObject({ kind: 'readSkill', trainingId: w.tr.enquiry });
    expect(course.chapters[1]?.steps[0]?.activities[0]?.kind).toBe('writingSkill');

    // Swap the chapters, rename a step, move an activity to the other step, delete the empty step.
    const [a, b] = asInput(course);
    if (!a || !b) throw new Error('two chapters');
    const moved = a.steps[0]?.activities[0];
    const renamed = {
      ...b,
      steps: [
        {
          ...b.steps[0],
          title: ch('建交函写作', 'Writing the letter'),
          activities: [...(b.steps[0]?.activities ?? []), ...(moved ? [moved] : [])],
        },
      ],
    };
    const kept = { ...a, steps: [{ ...a.steps[0], activities: [] }] as typeof a.steps };
    const saved = await ok<TBuiltCourse>(
      `${BUILDING}/saveOutline`,
      { courseId: course.courseId, chapters: [renamed, kept] },
      w.tk.owner,
    );
    expect(saved.chapters.map((c) => c.chapterId)).toEqual([b.chapterId, a.chapterId]);
    expect(saved.chapters[0]?.steps.map((s) => s.title.en)).toEqual(['Writing the letter']);
    expect(saved.chapters[0]?.steps[0]?.activities.map((x) => x.trainingId)).toEqual([w.tr.firstContact, w.tr.enquiry]);
    expect(saved.chapters[0]?.steps[0]?.activities[1]?.activityId).toBe(moved?.activityId);
    expect(saved.chapters[1]?.steps).toHaveLength(1);
    const stepRows = await t.db
      .select()
      .from(courseSteps)
      .where(eq(courseSteps.courseId, course.courseId))
      .orderBy(asc(courseSteps.sort));
    expect(stepRows.map((s) => s.title.en)).toEqual(['Writing the letter', 'Reading enquiries']);
    course = saved;
  });

  it('refuses a row of another course or a training of another school, and changes nothing', async () => {
    const [foreignChapter] = await t.db
      .select()
      .from(courseChapters)
      .where(eq(courseChapters.courseId, w.sourceId))
      .limit(1);
    const bad = await t.call(
      `${BUILDING}/saveOutline`,
      {
        courseId: course.courseId,
        chapters: [{ chapterId: foreignChapter?.id, title: { cn: '甲', en: 'A' }, steps: [] }],
      },
      { token: w.tk.owner },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('不属于该课程');
    const input = asInput(course);
    input[0]?.steps[0]?.activities.push({ title: { cn: '外校', en: 'Foreign' }, trainingId: w.tr.foreignBank });
    const foreign = await t.call(
      `${BUILDING}/saveOutline`,
      { courseId: course.courseId, chapters: input },
      { token: w.tk.owner, headers: { 'accept-language': 'en' } },
    );
    // Another school's training is not there for this teacher: a 404, as every unseen row.
    expect(foreign.status).toBe(404);
    const again = await ok<TBuiltCourse>(`${BUILDING}/detail`, { courseId: course.courseId }, w.tk.owner);
    expect(again.chapters).toEqual(course.chapters);
  });

  it('keeps a copied activity that opens no training (a test paper) through a save, and refuses a new one without a training', async () => {
    const copy = await ok<TBuiltCourse>(`${BUILDING}/copy`, { courseId: w.sourceId }, w.tk.owner);
    const stepId = copy.chapters[0]?.steps[0]?.stepId ?? 0;
    // The catalogue's test papers and tasks open no training; a copy carries them as they are.
    const [paper] = await t.db
      .insert(courseActivities)
      .values({
        courseId: copy.courseId,
        stepId,
        sort: 5,
        kind: 'testPaper',
        title: { cn: '单元测验', en: 'Unit test' },
      })
      .returning();
    const loaded = await ok<TBuiltCourse>(`${BUILDING}/detail`, { courseId: copy.courseId }, w.tk.owner);
    const chapters = asInput(loaded);
    const kept = chapters[0]?.steps[0]?.activities.find((a) => a.activityId === paper?.id);
    expect(kept).toBeDefined();
    expect(kept && 'trainingId' in kept).toBe(false);
    if (kept) kept.title = { cn: '单元测验（改）', en: 'Unit test (edited)' };
    const saved = await ok<TBuiltCourse>(`${BUILDING}/saveOutline`, { courseId: copy.courseId, chapters }, w.tk.owner);
    const after = saved.chapters[0]?.steps[0]?.activities.find((a) => a.activityId === paper?.id);
    expect(after).toMatchObject({ kind: 'testPaper', trainingId: null, title: { cn: '单元测验（改）' } });

    chapters[0]?.steps[0]?.activities.push({ title: { cn: '新活动', en: 'New activity' } });
    const refused = await t.call(
      `${BUILDING}/saveOutline`,
      { courseId: copy.courseId, chapters },
      { token: w.tk.owner },
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 400, field: 'trainingId' });
    // Gone again, so the manager's list below sees the courses it expects.
    await ok(`${BUILDING}/delete`, { courseId: copy.courseId }, w.tk.owner);
  });

  it('names the field in both languages for an empty title', async () => {
    const body = { courseId: course.courseId, chapters: [{ title: { cn: '', en: 'A' }, steps: [] }] };
    const cn = await t.call(`${BUILDING}/saveOutline`, body, { token: w.tk.owner });
    expect(cn.status).toBe(400);
    const en = await t.call(`${BUILDING}/saveOutline`, body, {
      token: w.tk.owner,
      headers: { 'accept-language': 'en' },
    });
    expect(en.status).toBe(400);
    expect(cn.body.message).not.toBe(en.body.message);
  });
});

describe('publishing to a class', () => {
  let built: TBuiltCourse;

  it('refuses to publish an empty course', async () => {
    const empty = await ok<TBuiltCourse>(`${BUILDING}/create`, { name: { cn: '空课程', en: 'Empty' } }, w.tk.owner);
    const r = await t.call(`${BUILDING}/publish`, { courseId: empty.courseId, published: true }, { token: w.tk.owner });
    expect(r.status).toBe(409);
    await ok(`${BUILDING}/delete`, { courseId: empty.courseId }, w.tk.owner);
  });

  it('publishes, becomes the class course, and the student reads its outline', async () => {
    const list = await ok<TBuiltCourseSummary[]>('/openApi/overall/getUserBuildingCourses', {}, w.tk.owner);
    const mine = list.find((c) => c.courseName === '我的函电');
    if (!mine) throw new Error('the copy is listed');
    expect(mine).toMatchObject({ status: 'draft', chapterCount: 2, activityCount: 2, copiedFromName: '外贸函电' });
    // A draft cannot be a class's course.
    const early = await t.call(
      '/openApi/teacher/manage/class/setClassCourse',
      { classId: w.classId, courseId: mine.courseId },
      { token: w.tk.owner },
    );
    expect(early.status).toBe(400);
    built = await ok<TBuiltCourse>(`${BUILDING}/publish`, { courseId: mine.courseId, published: true }, w.tk.owner);
    expect(built.status).toBe('published');
    const lessons = await ok<TTeacherLesson[]>('/openApi/resourceManage/lesson/teacherLessonList', {}, w.tk.owner);
    expect(lessons.find((l) => l.courseId === built.courseId)).toMatchObject({ isBuilt: true, chapterCount: 2 });
    await ok(
      '/openApi/teacher/manage/class/setClassCourse',
      { classId: w.classId, courseId: built.courseId },
      w.tk.owner,
    );
    const lesson = await ok<TClassLesson>(
      '/openApi/student/lesson/index/classLesson',
      { classId: w.classId },
      w.tk.student,
    );
    expect(lesson.courseName).toBe('我的函电');
    expect(lesson.chapters.map((c) => c.title)).toEqual(['建立业务关系（改）', '询盘']);
    expect(lesson.chapters.flatMap((c) => c.steps.flatMap((s) => s.activities.map((a) => a.available)))).toEqual([
      true,
      true,
    ]);
    const info = await t.call(
      '/openApi/student/index/lessonInfo',
      { lessonId: built.courseId },
      { token: w.tk.student },
    );
    expect(info.status).toBe(200);
  });

  it('cannot go back to draft or be deleted while a class studies it', async () => {
    expect(
      (await t.call(`${BUILDING}/publish`, { courseId: built.courseId, published: false }, { token: w.tk.owner }))
        .status,
    ).toBe(409);
    expect((await t.call(`${BUILDING}/delete`, { courseId: built.courseId }, { token: w.tk.owner })).status).toBe(409);
  });

  it('shows the manager every built course of the school with teacher, counts and classes', async () => {
    const rows = await ok<TSchoolBuiltCourse[]>('/openApi/manage/buildingCourse/list', {}, w.tk.manager);
    expect(rows.map((r) => r.courseName).sort()).toEqual(['商务邮件写作', '我的函电']);
    expect(rows.find((r) => r.courseId === built.courseId)).toMatchObject({
      status: 'published',
      classCount: 1,
      activityCount: 2,
    });
    expect(rows[0]?.classNames.length).toBeGreaterThanOrEqual(0);
    const preview = await ok<TCoursePreview>(
      '/openApi/mainNew/skillLessonPreviewList',
      { lessonId: built.courseId },
      w.tk.manager,
    );
    expect(preview.chapters).toHaveLength(2);
    expect(await ok('/openApi/manage/buildingCourse/list', {}, w.tk.otherManager)).toEqual([]);
  });
});

describe('who may reach a built course', () => {
  it('lets a colleague preview a published course but neither edit it nor see a draft; another school gets 404; students 403', async () => {
    const list = await ok<TBuiltCourseSummary[]>('/openApi/overall/getUserBuildingCourses', {}, w.tk.owner);
    const published = list.find((c) => c.status === 'published');
    const draft = list.find((c) => c.status === 'draft');
    if (!published || !draft) throw new Error('one of each');
    const preview = (token: string, lessonId: number) =>
      t.call('/openApi/mainNew/skillLessonPreviewList', { lessonId }, { token });
    expect((await preview(w.tk.colleague, published.courseId)).status).toBe(200);
    expect((await preview(w.tk.colleague, draft.courseId)).status).toBe(404);
    expect(
      (await t.call(`${BUILDING}/detail`, { courseId: published.courseId }, { token: w.tk.colleague })).status,
    ).toBe(404);
    expect((await t.call(`${BUILDING}/detail`, { courseId: published.courseId }, { token: w.tk.manager })).status).toBe(
      404,
    );
    for (const token of [w.tk.otherTeacher, w.tk.otherManager]) {
      expect((await preview(token, published.courseId)).status).toBe(404);
      expect(
        (await t.call('/openApi/student/index/lessonInfo', { lessonId: published.courseId }, { token })).status,
      ).toBe(404);
      expect((await t.call(`${BUILDING}/copy`, { courseId: published.courseId }, { token })).status).toBe(404);
    }
    expect((await t.call('/openApi/overall/getUserBuildingCourses', {}, { token: w.tk.student })).status).toBe(403);
    expect((await preview(w.tk.student, published.courseId)).status).toBe(403);
    // Another school's published course is not in its class course list.
    const lessons = await ok<TTeacherLesson[]>(
      '/openApi/resourceManage/lesson/teacherLessonList',
      {},
      w.tk.otherTeacher,
    );
    expect(lessons.map((l) => l.courseId)).toEqual([w.sourceId]);
  });

  it('keeps a course picture to a public file', async () => {
    const list = await ok<TBuiltCourseSummary[]>('/openApi/overall/getUserBuildingCourses', {}, w.tk.owner);
    const draft = list.find((c) => c.status === 'draft');
    const r = await t.call(
      `${BUILDING}/updateInfo`,
      {
        courseId: draft?.courseId,
        name: { cn: '甲', en: 'A' },
        audience: { cn: '', en: '' },
        introduction: { cn: '', en: '' },
        picUrl: '/files/2026-01/private.png',
      },
      { token: w.tk.owner },
    );
    expect(r.status).toBe(400);
  });
});
