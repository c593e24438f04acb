import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TClassLesson, TLessonInfo } from '@lingua/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityProgress, courses } from '../../db/schema';
import { createDiskStorage } from '../../platform/storage';
import { seedCourses } from '../../seed/seed-courses';
import { seedTrainings } from '../../seed/seed-trainings';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildClass, buildSchool, buildStudent, buildTeacher } from '../../test/factories';

let t: TestApp;
let courseId: number;
let classId: number;
let student: { id: number; mobile: string };
let token: string;

beforeAll(async () => {
  t = await buildTestApp();
  const storage = createDiskStorage(mkdtempSync(path.join(os.tmpdir(), 'courses-')));
  await seedCourses(t.db, storage);
  // The step order holds on activities that open a training.
  await seedTrainings(t.db, storage);
  const [course] = await t.db.select().from(courses).where(eq(courses.key, 'foreign-trade-correspondence'));
  courseId = course?.id ?? 0;
  const schoolId = (await buildSchool(t.db)).id;
  student = await buildStudent(t.db, schoolId);
  const teacher = await buildTeacher(t.db, schoolId);
  classId = (await buildClass(t.db, { schoolId, teacherId: teacher.id, courseId, studentIds: [student.id] })).id;
  token = await t.signIn(student.mobile);
});
afterAll(() => t.close());

const lesson = async (language = 'zh-CN') =>
  (
    await t.call<TClassLesson>(
      '/openApi/student/lesson/index/classLesson',
      { classId },
      { token, headers: { 'accept-language': language } },
    )
  ).body.data;
const start = (activityId: number) =>
  t.call('/openApi/student/lesson/index/startActivity', { classId, activityId }, { token });

describe('seeded courses', () => {
  it('seeds the eight catalogue courses once, with their outlines', async () => {
    expect(await t.db.$count(courses)).toBe(8);
    expect(await seedCourses(t.db, createDiskStorage(os.tmpdir()))).toBe(false);
    const view = await lesson();
    expect(view?.chapters).toHaveLength(12);
    expect(view?.courseName).toBe('外贸函电');
  });
});

describe('the step order, enforced by the API (part 1 §4)', () => {
  it('opens the first step and its first task for a new student; the second step is locked', async () => {
    const view = await lesson();
    const [first, second] = view?.chapters[0]?.steps ?? [];
    expect(first).toMatchObject({ locked: false, finished: 0, lockReason: null });
    expect(first?.activities[0]).toMatchObject({ locked: false, finished: 0 });
    if ((first?.activities.length ?? 0) > 1)
      expect(first?.activities[1]).toMatchObject({ locked: true, lockReason: 'previousActivity' });
    expect(second).toMatchObject({ locked: true, lockReason: 'previousStep' });
  });

  it('refuses a task of a locked step, and a later task before an earlier one', async () => {
    const view = await lesson();
    const [first, second] = view?.chapters[0]?.steps ?? [];
    const locked = await start(second?.activities[0]?.activityId ?? 0);
    expect(locked).toMatchObject({ status: 409, body: { message: '请先完成上一步骤的全部任务' } });
    const outOfOrder = await start(first?.activities[1]?.activityId ?? 0);
    expect(outOfOrder).toMatchObject({ status: 409, body: { message: '请按顺序完成本步骤的任务' } });
  });

  it('starts the open task (in progress) and opens the next step once the first is complete', async () => {
    const view = await lesson();
    const [first, second] = view?.chapters[0]?.steps ?? [];
    const firstIds = first?.activities.map((a) => a.activityId) ?? [];
    expect((await start(firstIds[0] ?? 0)).body).toMatchObject({ code: 200, data: { finished: 1 } });
    expect((await lesson())?.chapters[0]?.steps[0]?.finished).toBe(1);
    // The trainings of later issues mark completion; here the rows are written directly.
    for (const activityId of firstIds) {
      await t.db
        .insert(activityProgress)
        .values({ classId, studentId: student.id, activityId, finished: 2 })
        .onConflictDoUpdate({
          target: [activityProgress.classId, activityProgress.studentId, activityProgress.activityId],
          set: { finished: 2 },
        });
    }
    const after = await lesson('en');
    expect(after?.chapters[0]?.steps[0]?.finished).toBe(2);
    expect(after?.chapters[0]?.steps[1]).toMatchObject({ locked: false, lockReason: null });
    expect((await start(second?.activities[0]?.activityId ?? 0)).body.code).toBe(200);
    const rows = await t.db
      .select()
      .from(activityProgress)
      .where(and(eq(activityProgress.studentId, student.id), inArray(activityProgress.activityId, firstIds)));
    expect(rows.every((r) => r.finished === 2)).toBe(true);
  });

  it('answers another course’s activity, another class and other schools with a 404; teachers 403', async () => {
    expect((await start(999999)).status).toBe(404);
    const otherSchool = (await buildSchool(t.db)).id;
    const otherClass = await buildClass(t.db, {
      schoolId: otherSchool,
      teacherId: (await buildTeacher(t.db, otherSchool)).id,
      courseId,
    });
    const r = await t.call('/openApi/student/lesson/index/classLesson', { classId: otherClass.id }, { token });
    expect(r.status).toBe(404);
    const teacher = await t.signIn((await buildTeacher(t.db, otherSchool)).mobile);
    expect((await t.call('/openApi/student/lesson/index/classLesson', { classId }, { token: teacher })).status).toBe(
      403,
    );
  });
});

describe('lessonInfo (part 1 §3 lesson details)', () => {
  it('answers the course-details fields, counting the people studying in this school', async () => {
    const r = await t.call<TLessonInfo>('/openApi/student/index/lessonInfo', { lessonId: courseId }, { token });
    expect(r.body.data).toMatchObject({
      lessonId: courseId,
      lessonName: '外贸函电',
      studyPeopleNum: 1,
      version: expect.any(String),
    });
    expect(r.body.data?.pictures[0]?.picUrl).toMatch(/^\/files\/.+\.svg$/);
    expect(r.body.data?.lessonContent).toContain('<p>');
    expect((await t.call('/openApi/student/index/lessonInfo', { lessonId: 999999 }, { token })).status).toBe(404);
  });
});
