/**
 * Intelligent course creation (issue 18 item 5) through the real app on a small hand-built world:
 * a catalogue course 外贸函电 with three chapters and four trainings of known levels, a school with
 * a teacher, a colleague, a manager and a class, and a second school. The copy is deep and leaves
 * the source unchanged; outline edits keep their order; the proposal picks by topic and level;
 * a published course becomes a class's course and its student reads it; who may reach what.
 */
import {
  QuestionTypeCodes as C,
  type TBuiltCourse,
  type TBuiltCourseSummary,
  type TClassLesson,
  type TCoursePreview,
  type TDemoCourse,
  type TOutlineChapterInput,
  type TOutlineProposal,
  type TSchoolBuiltCourse,
  type TTeacherLesson,
  type TTrainingSeed,
} from '@lingua/contracts';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityTrainings, courseActivities, courseChapters, courseSteps, courses } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildClass, buildManager, buildSchool, buildStudent, buildTeacher } from '../../test/factories';
import { insertTraining } from '../trainings/insert-training';

const B = '/openApi/teacher/buildingCourse';
const analysis = { cn: '解析', en: 'Analysis' };

function training(
  key: string,
  kind: 'readSkill' | 'writingSkill' | 'hearingSkill',
  title: { cn: string; en: string },
  difficulty: 1 | 2 | 3,
): TTrainingSeed {
  return {
    key,
    kind,
    title,
    intro: { cn: title.cn, en: title.en },
    background: [],
    settings: {},
    difficulty,
    questions: [
      { subject_type: C.trueFalse, stem: 'CIF includes insurance.', fullMark: 5, analysis, content: { answer: true } },
    ],
  };
}

let t: TestApp;
let sourceId: number;
const tr: Record<'enquiry' | 'hardEnquiry' | 'firstContact' | 'fair' | 'foreignBank', number> = {
  enquiry: 0,
  hardEnquiry: 0,
  firstContact: 0,
  fair: 0,
  foreignBank: 0,
};
let tk: Record<'owner' | 'colleague' | 'manager' | 'student' | 'otherTeacher' | 'otherManager', string>;
let classId: number;

/** The catalogue course's whole tree, to compare before and after. */
async function sourceTree() {
  const [course] = await t.db.select().from(courses).where(eq(courses.id, sourceId));
  return {
    course,
    chapters: await t.db
      .select()
      .from(courseChapters)
      .where(eq(courseChapters.courseId, sourceId))
      .orderBy(asc(courseChapters.id)),
    steps: await t.db.select().from(courseSteps).where(eq(courseSteps.courseId, sourceId)).orderBy(asc(courseSteps.id)),
    activities: await t.db
      .select({ a: courseActivities, trainingId: activityTrainings.trainingId })
      .from(courseActivities)
      .leftJoin(activityTrainings, eq(activityTrainings.activityId, courseActivities.id))
      .where(eq(courseActivities.courseId, sourceId))
      .orderBy(asc(courseActivities.id)),
  };
}

const ok = async <T>(path: string, body: unknown, token: string) => {
  const r = await t.call<T>(path, body, { token });
  if (r.body.code !== 200) throw new Error(`${path}: ${r.status} ${r.body.message}`);
  return r.body.data as T;
};

/** The outline as the editor sends it back: every id kept. */
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
  t = await buildTestApp();
  const schoolId = (await buildSchool(t.db)).id;
  const otherSchoolId = (await buildSchool(t.db)).id;
  tr.enquiry = (
    await insertTraining(
      t.db,
      training('b-enquiry', 'readSkill', { cn: '阅读询盘邮件', en: 'Reading an enquiry email' }, 2),
    )
  ).training.id;
  tr.hardEnquiry = (
    await insertTraining(
      t.db,
      training('b-hard', 'readSkill', { cn: '分析复杂询盘', en: 'Analysing a complex enquiry' }, 3),
    )
  ).training.id;
  tr.firstContact = (
    await insertTraining(
      t.db,
      training('b-first', 'writingSkill', { cn: '撰写建交函', en: 'Writing a first-contact letter' }, 2),
    )
  ).training.id;
  tr.fair = (
    await insertTraining(
      t.db,
      training('b-fair', 'hearingSkill', { cn: '展会听力', en: 'Listening at a trade fair' }, 1),
    )
  ).training.id;
  tr.foreignBank = (
    await insertTraining(
      t.db,
      training('b-foreign', 'readSkill', { cn: '外校题库', en: 'Another school bank' }, 2),
      otherSchoolId,
    )
  ).training.id;

  // The catalogue course: its key is 外贸函电's, so chapter 2 practises the graph's 询盘 point.
  const [source] = await t.db
    .insert(courses)
    .values({
      key: 'foreign-trade-correspondence',
      name: { cn: '外贸函电', en: 'Foreign Trade Correspondence' },
      audience: { cn: '外贸专业学生', en: 'Foreign trade students' },
      introduction: { cn: '<p>商务信函写作</p>', en: '<p>Writing business letters</p>' },
      pictureUrl: '/files/public/2026-01/cover.svg',
      version: '1',
    })
    .returning();
  sourceId = source?.id ?? 0;
  const chapterTitles = [
    { cn: '商务信函概述', en: 'Business letters: an overview' },
    { cn: '建立业务关系', en: 'Establishing business relations' },
    { cn: '询盘', en: 'Enquiries' },
  ];
  const chapterTrainings = [[tr.fair], [tr.firstContact], [tr.enquiry, tr.hardEnquiry]];
  for (const [sort, title] of chapterTitles.entries()) {
    const [chapter] = await t.db.insert(courseChapters).values({ courseId: sourceId, sort, title }).returning();
    const [step] = await t.db
      .insert(courseSteps)
      .values({
        courseId: sourceId,
        chapterId: chapter?.id ?? 0,
        sort,
        title: { cn: `${title.cn}练习`, en: `${title.en}: practice` },
      })
      .returning();
    for (const [i, trainingId] of (chapterTrainings[sort] ?? []).entries()) {
      const [activity] = await t.db
        .insert(courseActivities)
        .values({
          courseId: sourceId,
          stepId: step?.id ?? 0,
          sort: i,
          kind: 'readSkill',
          title: { cn: `任务${i + 1}`, en: `Task ${i + 1}` },
        })
        .returning();
      await t.db.insert(activityTrainings).values({ activityId: activity?.id ?? 0, trainingId });
    }
  }

  const owner = await buildTeacher(t.db, schoolId);
  const colleague = await buildTeacher(t.db, schoolId);
  const manager = await buildManager(t.db, schoolId);
  const student = await buildStudent(t.db, schoolId);
  const otherTeacher = await buildTeacher(t.db, otherSchoolId);
  const otherManager = await buildManager(t.db, otherSchoolId);
  classId = (await buildClass(t.db, { schoolId, teacherId: owner.id, courseId: sourceId, studentIds: [student.id] }))
    .id;
  tk = {
    owner: await t.signIn(owner.mobile),
    colleague: await t.signIn(colleague.mobile),
    manager: await t.signIn(manager.mobile),
    student: await t.signIn(student.mobile),
    otherTeacher: await t.signIn(otherTeacher.mobile),
    otherManager: await t.signIn(otherManager.mobile),
  };
});

afterAll(async () => {
  await t.close();
});

describe('copying a catalogue course', () => {
  it('lists the catalogue to copy with sizes', async () => {
    const demo = await ok<TDemoCourse[]>('/openApi/overall/selectAllDemoSet', {}, tk.owner);
    expect(demo).toEqual([
      expect.objectContaining({ courseId: sourceId, courseName: '外贸函电', chapterCount: 3, activityCount: 4 }),
    ]);
  });

  it('copies deeply, opening the same trainings, and the source stays as it was even after the copy is edited', async () => {
    const before = await sourceTree();
    const copy = await ok<TBuiltCourse>(`${B}/copy`, { courseId: sourceId }, tk.owner);
    expect(copy).toMatchObject({ status: 'draft', copiedFromName: '外贸函电', name: { cn: '外贸函电（副本）' } });
    expect(copy.introduction.cn).toBe('商务信函写作');
    expect(copy.chapters.map((c) => c.title.cn)).toEqual(['商务信函概述', '建立业务关系', '询盘']);
    expect(copy.chapters.map((c) => c.steps[0]?.activities.map((a) => a.trainingId))).toEqual([
      [tr.fair],
      [tr.firstContact],
      [tr.enquiry, tr.hardEnquiry],
    ]);
    // New rows, not the source's.
    const sourceIds = new Set(before.chapters.map((c) => c.id));
    expect(copy.chapters.every((c) => !sourceIds.has(c.chapterId))).toBe(true);

    // Edit the copy hard: rename, drop a chapter and an activity.
    const chapters = asInput(copy).slice(1);
    const first = chapters[0];
    if (first) first.title = { cn: '建立业务关系（改）', en: 'Business relations (edited)' };
    chapters[1]?.steps[0]?.activities.pop();
    await ok(`${B}/saveOutline`, { courseId: copy.courseId, chapters }, tk.owner);
    await ok(
      `${B}/updateInfo`,
      {
        courseId: copy.courseId,
        name: { cn: '我的函电', en: 'My letters' },
        audience: { cn: '', en: '' },
        introduction: { cn: '新简介', en: 'New' },
        picUrl: '',
      },
      tk.owner,
    );
    expect(await sourceTree()).toEqual(before);
  });
});

describe('the outline editor', () => {
  let course: TBuiltCourse;

  it('starts from scratch with an empty draft', async () => {
    course = await ok<TBuiltCourse>(
      `${B}/create`,
      { name: { cn: '商务邮件写作', en: 'Business Email Writing' } },
      tk.owner,
    );
    expect(course).toMatchObject({ status: 'draft', chapters: [], copiedFromName: null });
    expect(course.picUrl).toMatch(/^\/files\/public\//);
  });

  it('adds, renames, reorders and deletes chapters, steps and activities, keeping the order sent', async () => {
    const ch = (cn: string, en: string) => ({ cn, en });
    course = await ok<TBuiltCourse>(
      `${B}/saveOutline`,
      {
        courseId: course.courseId,
        chapters: [
          {
            title: ch('询盘', 'Enquiries'),
            steps: [
              {
                title: ch('读询盘', 'Reading enquiries'),
                activities: [{ title: ch('阅读', 'Read'), trainingId: tr.enquiry }],
              },
              { title: ch('写回复', 'Replying'), activities: [] },
            ],
          },
          {
            title: ch('建交', 'First contact'),
            steps: [
              {
                title: ch('建交函', 'The letter'),
                activities: [{ title: ch('写作', 'Write'), trainingId: tr.firstContact }],
              },
            ],
          },
        ],
      },
      tk.owner,
    );
    expect(course.chapters.map((c) => c.title.en)).toEqual(['Enquiries', 'First contact']);
    expect(course.chapters[0]?.steps[0]?.activities[0]).toMatchObject({ kind: 'readSkill', trainingId: tr.enquiry });
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
      `${B}/saveOutline`,
      { courseId: course.courseId, chapters: [renamed, kept] },
      tk.owner,
    );
    expect(saved.chapters.map((c) => c.chapterId)).toEqual([b.chapterId, a.chapterId]);
    expect(saved.chapters[0]?.steps.map((s) => s.title.en)).toEqual(['Writing the letter']);
    expect(saved.chapters[0]?.steps[0]?.activities.map((x) => x.trainingId)).toEqual([tr.firstContact, tr.enquiry]);
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
      .where(eq(courseChapters.courseId, sourceId))
      .limit(1);
    const bad = await t.call(
      `${B}/saveOutline`,
      {
        courseId: course.courseId,
        chapters: [{ chapterId: foreignChapter?.id, title: { cn: '甲', en: 'A' }, steps: [] }],
      },
      { token: tk.owner },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('不属于该课程');
    const input = asInput(course);
    input[0]?.steps[0]?.activities.push({ title: { cn: '外校', en: 'Foreign' }, trainingId: tr.foreignBank });
    const foreign = await t.call(
      `${B}/saveOutline`,
      { courseId: course.courseId, chapters: input },
      { token: tk.owner, headers: { 'accept-language': 'en' } },
    );
    // Another school's training is not there for this teacher: a 404, as every unseen row.
    expect(foreign.status).toBe(404);
    const again = await ok<TBuiltCourse>(`${B}/detail`, { courseId: course.courseId }, tk.owner);
    expect(again.chapters).toEqual(course.chapters);
  });

  it('keeps a copied activity that opens no training (a test paper) through a save, and refuses a new one without a training', async () => {
    const copy = await ok<TBuiltCourse>(`${B}/copy`, { courseId: sourceId }, tk.owner);
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
    const loaded = await ok<TBuiltCourse>(`${B}/detail`, { courseId: copy.courseId }, tk.owner);
    const chapters = asInput(loaded);
    const kept = chapters[0]?.steps[0]?.activities.find((a) => a.activityId === paper?.id);
    expect(kept).toBeDefined();
    expect(kept && 'trainingId' in kept).toBe(false);
    if (kept) kept.title = { cn: '单元测验（改）', en: 'Unit test (edited)' };
    const saved = await ok<TBuiltCourse>(`${B}/saveOutline`, { courseId: copy.courseId, chapters }, tk.owner);
    const after = saved.chapters[0]?.steps[0]?.activities.find((a) => a.activityId === paper?.id);
    expect(after).toMatchObject({ kind: 'testPaper', trainingId: null, title: { cn: '单元测验（改）' } });

    chapters[0]?.steps[0]?.activities.push({ title: { cn: '新活动', en: 'New activity' } });
    const refused = await t.call(`${B}/saveOutline`, { courseId: copy.courseId, chapters }, { token: tk.owner });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 400, field: 'trainingId' });
    // Gone again, so the manager's list below sees the courses it expects.
    await ok(`${B}/delete`, { courseId: copy.courseId }, tk.owner);
  });

  it('names the field in both languages for an empty title', async () => {
    const body = { courseId: course.courseId, chapters: [{ title: { cn: '', en: 'A' }, steps: [] }] };
    const cn = await t.call(`${B}/saveOutline`, body, { token: tk.owner });
    expect(cn.status).toBe(400);
    const en = await t.call(`${B}/saveOutline`, body, { token: tk.owner, headers: { 'accept-language': 'en' } });
    expect(en.status).toBe(400);
    expect(cn.body.message).not.toBe(en.body.message);
  });
});

describe('the proposed outline', () => {
  it('picks the knowledge point of the topic and ranks trainings by point, words and level', async () => {
    const p = await ok<TOutlineProposal>(`${B}/propose`, { topic: '询盘 enquiry', level: 2, hours: 4 }, tk.owner);
    expect(p.topicWords).toEqual(['enquiry', '询盘']);
    const enquiries = p.chapters.find((c) => c.knowledgePoint === '询盘');
    expect(enquiries).toBeDefined();
    const chosen = enquiries?.steps.flatMap((s) => s.activities.map((a) => a.trainingId)) ?? [];
    // Level 2 first: the medium enquiry reading beats the hard one; the trade-fair listening never comes.
    expect(chosen.slice(0, 2)).toEqual([tr.enquiry, tr.hardEnquiry]);
    const all = p.chapters.flatMap((c) => c.steps.flatMap((s) => s.activities.map((a) => a.trainingId)));
    expect(all).not.toContain(tr.fair);
    expect(all).not.toContain(tr.foreignBank);
    expect(enquiries?.steps[0]?.activities[0]?.reasons).toEqual([
      '知识点: 询盘',
      '共同词: enquiry, 询盘',
      '难度 2 / 2',
    ]);
  });

  it('says the level it matched for the level asked', async () => {
    const scoreOf = async (level: number) => {
      const p = await ok<TOutlineProposal>(`${B}/propose`, { topic: '询盘 enquiry', level, hours: 4 }, tk.owner);
      const activities = p.chapters.flatMap((c) => c.steps.flatMap((s) => s.activities));
      return {
        hard: activities.find((a) => a.trainingId === tr.hardEnquiry),
        medium: activities.find((a) => a.trainingId === tr.enquiry),
      };
    };
    const two = await scoreOf(2);
    const three = await scoreOf(3);
    // Each is scored in the step it lands in (whose topic words add to the topic's), so compare levels by their reasons.
    expect(two.hard?.reasons.at(-1)).toBe('难度 3 / 2');
    expect(three.hard?.reasons.at(-1)).toBe('难度 3 / 3');
    expect(three.medium?.reasons.at(-1)).toBe('难度 2 / 3');
  });

  it('proposes nothing for a topic no point shares a word with', async () => {
    const p = await ok<TOutlineProposal>(`${B}/propose`, { topic: 'zzzz qqqq', level: 2, hours: 8 }, tk.owner);
    expect(p.chapters).toEqual([]);
  });
});

describe('publishing to a class', () => {
  let built: TBuiltCourse;

  it('refuses to publish an empty course', async () => {
    const empty = await ok<TBuiltCourse>(`${B}/create`, { name: { cn: '空课程', en: 'Empty' } }, tk.owner);
    const r = await t.call(`${B}/publish`, { courseId: empty.courseId, published: true }, { token: tk.owner });
    expect(r.status).toBe(409);
    await ok(`${B}/delete`, { courseId: empty.courseId }, tk.owner);
  });

  it('publishes, becomes the class course, and the student reads its outline', async () => {
    const list = await ok<TBuiltCourseSummary[]>('/openApi/overall/getUserBuildingCourses', {}, tk.owner);
    const mine = list.find((c) => c.courseName === '我的函电');
    if (!mine) throw new Error('the copy is listed');
    expect(mine).toMatchObject({ status: 'draft', chapterCount: 2, activityCount: 2, copiedFromName: '外贸函电' });
    // A draft cannot be a class's course.
    const early = await t.call(
      '/openApi/teacher/manage/class/setClassCourse',
      { classId, courseId: mine.courseId },
      { token: tk.owner },
    );
    expect(early.status).toBe(400);
    built = await ok<TBuiltCourse>(`${B}/publish`, { courseId: mine.courseId, published: true }, tk.owner);
    expect(built.status).toBe('published');
    const lessons = await ok<TTeacherLesson[]>('/openApi/resourceManage/lesson/teacherLessonList', {}, tk.owner);
    expect(lessons.find((l) => l.courseId === built.courseId)).toMatchObject({ isBuilt: true, chapterCount: 2 });
    await ok('/openApi/teacher/manage/class/setClassCourse', { classId, courseId: built.courseId }, tk.owner);
    const lesson = await ok<TClassLesson>('/openApi/student/lesson/index/classLesson', { classId }, tk.student);
    expect(lesson.courseName).toBe('我的函电');
    expect(lesson.chapters.map((c) => c.title)).toEqual(['建立业务关系（改）', '询盘']);
    expect(lesson.chapters.flatMap((c) => c.steps.flatMap((s) => s.activities.map((a) => a.available)))).toEqual([
      true,
      true,
    ]);
    const info = await t.call('/openApi/student/index/lessonInfo', { lessonId: built.courseId }, { token: tk.student });
    expect(info.status).toBe(200);
  });

  it('cannot go back to draft or be deleted while a class studies it', async () => {
    expect(
      (await t.call(`${B}/publish`, { courseId: built.courseId, published: false }, { token: tk.owner })).status,
    ).toBe(409);
    expect((await t.call(`${B}/delete`, { courseId: built.courseId }, { token: tk.owner })).status).toBe(409);
  });

  it('shows the manager every built course of the school with teacher, counts and classes', async () => {
    const rows = await ok<TSchoolBuiltCourse[]>('/openApi/manage/buildingCourse/list', {}, tk.manager);
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
      tk.manager,
    );
    expect(preview.chapters).toHaveLength(2);
    expect(await ok('/openApi/manage/buildingCourse/list', {}, tk.otherManager)).toEqual([]);
  });
});

describe('who may reach a built course', () => {
  it('lets a colleague preview a published course but neither edit it nor see a draft; another school gets 404; students 403', async () => {
    const list = await ok<TBuiltCourseSummary[]>('/openApi/overall/getUserBuildingCourses', {}, tk.owner);
    const published = list.find((c) => c.status === 'published');
    const draft = list.find((c) => c.status === 'draft');
    if (!published || !draft) throw new Error('one of each');
    const preview = (token: string, lessonId: number) =>
      t.call('/openApi/mainNew/skillLessonPreviewList', { lessonId }, { token });
    expect((await preview(tk.colleague, published.courseId)).status).toBe(200);
    expect((await preview(tk.colleague, draft.courseId)).status).toBe(404);
    expect((await t.call(`${B}/detail`, { courseId: published.courseId }, { token: tk.colleague })).status).toBe(404);
    expect((await t.call(`${B}/detail`, { courseId: published.courseId }, { token: tk.manager })).status).toBe(404);
    for (const token of [tk.otherTeacher, tk.otherManager]) {
      expect((await preview(token, published.courseId)).status).toBe(404);
      expect(
        (await t.call('/openApi/student/index/lessonInfo', { lessonId: published.courseId }, { token })).status,
      ).toBe(404);
      expect((await t.call(`${B}/copy`, { courseId: published.courseId }, { token })).status).toBe(404);
    }
    expect((await t.call('/openApi/overall/getUserBuildingCourses', {}, { token: tk.student })).status).toBe(403);
    expect((await preview(tk.student, published.courseId)).status).toBe(403);
    // Another school's published course is not in its class course list.
    const lessons = await ok<TTeacherLesson[]>('/openApi/resourceManage/lesson/teacherLessonList', {}, tk.otherTeacher);
    expect(lessons.map((l) => l.courseId)).toEqual([sourceId]);
  });

  it('keeps a course picture to a public file', async () => {
    const list = await ok<TBuiltCourseSummary[]>('/openApi/overall/getUserBuildingCourses', {}, tk.owner);
    const draft = list.find((c) => c.status === 'draft');
    const r = await t.call(
      `${B}/updateInfo`,
      {
        courseId: draft?.courseId,
        name: { cn: '甲', en: 'A' },
        audience: { cn: '', en: '' },
        introduction: { cn: '', en: '' },
        picUrl: '/files/2026-01/private.png',
      },
      { token: tk.owner },
    );
    expect(r.status).toBe(400);
  });
});
