/**
 * A VR scene put in a built course, opened by a student of the class studying it (issue 18's VR
 * kind through the real app): the step's material answers the scene's picture (signed) with its
 * hotspots in order, English and Chinese, even though the scene is the teacher's private pool
 * resource; the pool's own scene call stays closed to the student (403), and a student of another
 * class or school, or a teacher, gets nothing (404, 403). A document material has no hotspots.
 */
import {
  type TActivityMaterial,
  type TBuiltCourse,
  type TClassLesson,
  type TVrHotspot,
  vrSceneCalls,
} from '@lingua/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildClass, buildSchool, buildStudent, buildTeacher } from '../../test/factories';
import { PDF, pictureOf, uploadMaterial } from '../../test/fixtures/resource-pool';

const B = '/openApi/teacher/buildingCourse';
const MATERIAL = '/openApi/student/lesson/activityMaterial';
const HOTSPOTS = [
  {
    yaw: 0,
    pitch: -5,
    titleEn: 'Sample shelf',
    titleZh: '样品架',
    textEn: 'Visitor: Are these towels one hundred percent cotton?\nExhibitor: Yes, and they are certified.',
    textZh: '访客：这些毛巾是百分之百纯棉的吗？\n参展商：是的，而且有认证。',
  },
  {
    yaw: 90,
    pitch: 0,
    titleEn: 'Price board',
    titleZh: '价目板',
    textEn: 'All prices are FOB Ningbo, valid until the end of the month.',
    textZh: '所有价格均为宁波离岸价，月底前有效。',
  },
];

let t: TestApp;
let tk: Record<'owner' | 'student' | 'otherClass' | 'noClass' | 'otherSchool', string>;
let classId = 0;
let otherClassId = 0;
let sceneActivity = 0;
let documentActivity = 0;
let sceneId = 0;

const ok = async <T>(path: string, body: unknown, token: string) => {
  const r = await t.call<T>(path, body, { token });
  if (r.body.code !== 200 && r.body.code !== 222) throw new Error(`${path}: ${r.status} ${r.body.message}`);
  return r.body.data as T;
};
const open = (token: string, body: { classId: number; activityId: number }, language = 'zh') =>
  t.call<TActivityMaterial>(MATERIAL, body, { token, headers: { 'accept-language': language } });

beforeAll(async () => {
  t = await buildTestApp({ jobs: { run: false } });
  const schoolId = (await buildSchool(t.db)).id;
  const otherSchoolId = (await buildSchool(t.db)).id;
  const owner = await buildTeacher(t.db, schoolId);
  const student = await buildStudent(t.db, schoolId);
  const classmateElsewhere = await buildStudent(t.db, schoolId);
  tk = {
    owner: await t.signIn(owner.mobile),
    student: await t.signIn(student.mobile),
    otherClass: await t.signIn(classmateElsewhere.mobile),
    noClass: await t.signIn((await buildStudent(t.db, schoolId)).mobile),
    otherSchool: await t.signIn((await buildStudent(t.db, otherSchoolId)).mobile),
  };

  // The teacher's own scene, private (never shared in the pool), with two hotspots.
  const scene = await uploadMaterial(
    t,
    tk.owner,
    pictureOf(2048, 1024, 'jpg'),
    'stand.jpg',
    {
      title: 'Our trade-fair stand 我们的展位',
    },
    vrSceneCalls.upload.path,
  );
  expect(scene.status, scene.body.message).toBe(200);
  sceneId = scene.body.data.resourceId;
  for (const h of HOTSPOTS) await ok<TVrHotspot>(vrSceneCalls.addHotspot.path, { ...h, resourceId: sceneId }, tk.owner);
  const document = await uploadMaterial(t, tk.owner, PDF, 'price-list.pdf', { title: 'Price list 价目表' });

  // Her course: one step holding the scene and the document, published, studied by her class.
  const created = await ok<TBuiltCourse>(
    `${B}/create`,
    { name: { cn: '展会英语', en: 'Trade-fair English' } },
    tk.owner,
  );
  const course = await ok<TBuiltCourse>(
    `${B}/saveOutline`,
    {
      courseId: created.courseId,
      chapters: [
        {
          title: { cn: '参展', en: 'At the fair' },
          steps: [{ title: { cn: '逛展位', en: 'Touring the stand' }, activities: [] }],
        },
      ],
    },
    tk.owner,
  );
  const stepId = course.chapters[0]?.steps[0]?.stepId ?? 0;
  const add = (resourceId: number) =>
    ok<{ activityId: number }>(`${B}/addResource`, { courseId: course.courseId, stepId, resourceId }, tk.owner);
  sceneActivity = (await add(sceneId)).activityId;
  documentActivity = (await add(document.body.data.resourceId)).activityId;
  await ok(`${B}/publish`, { courseId: course.courseId, published: true }, tk.owner);
  classId = (
    await buildClass(t.db, { schoolId, teacherId: owner.id, courseId: course.courseId, studentIds: [student.id] })
  ).id;
  // Another class of the school, on no course of hers.
  otherClassId = (await buildClass(t.db, { schoolId, teacherId: owner.id, studentIds: [classmateElsewhere.id] })).id;
});
afterAll(() => t.close());

describe("a VR scene in a course, for the class's students", () => {
  it('opens with its picture and its hotspots, English and Chinese, in order', async () => {
    const lesson = await ok<TClassLesson>('/openApi/student/lesson/index/classLesson', { classId }, tk.student);
    const kinds = lesson.chapters[0]?.steps[0]?.activities.map((a) => [a.activityId, a.kind]);
    expect(kinds).toEqual(expect.arrayContaining([[sceneActivity, 'material']]));
    const r = await open(tk.student, { classId, activityId: sceneActivity });
    expect(r.status, r.body.message).toBe(200);
    const m = r.body.data as TActivityMaterial;
    expect(m).toMatchObject({ resourceTopLevelType: 3, mediaType: 'image' });
    expect(m.fileUrl).toMatch(/^\/files\/.+\.jpg\?exp=\d+&sig=/);
    expect(m.hotspots.map((h) => [h.title, h.yaw, h.pitch])).toEqual([
      ['样品架', 0, -5],
      ['价目板', 90, 0],
    ]);
    expect(m.hotspots[0]).toMatchObject({
      titleEn: 'Sample shelf',
      titleZh: '样品架',
      textEn: HOTSPOTS[0]?.textEn,
      textZh: HOTSPOTS[0]?.textZh,
    });
    const en = await open(tk.student, { classId, activityId: sceneActivity }, 'en');
    expect(en.body.data?.hotspots.map((h) => h.title)).toEqual(['Sample shelf', 'Price board']);
  });

  it('stays out of the pool for the student: its own scene call is 403', async () => {
    const pool = await t.call(vrSceneCalls.scene.path, { resourceId: sceneId }, { token: tk.student });
    expect(pool.status).toBe(403);
  });

  it('is a 404 for students of another class or school, and a 403 for a teacher', async () => {
    expect((await open(tk.noClass, { classId, activityId: sceneActivity })).status).toBe(404);
    expect((await open(tk.otherClass, { classId, activityId: sceneActivity })).status).toBe(404);
    // Their own class does not study the course that holds the scene.
    expect((await open(tk.otherClass, { classId: otherClassId, activityId: sceneActivity })).status).toBe(404);
    expect((await open(tk.otherSchool, { classId, activityId: sceneActivity })).status).toBe(404);
    expect((await open(tk.owner, { classId, activityId: sceneActivity })).status).toBe(403);
  });

  it('answers no hotspots for a document material', async () => {
    const r = await open(tk.student, { classId, activityId: documentActivity });
    expect(r.status, r.body.message).toBe(200);
    expect(r.body.data).toMatchObject({ resourceTopLevelType: 5, mediaType: 'document', hotspots: [] });
  });
});
