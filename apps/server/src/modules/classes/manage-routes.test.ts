import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TClassSummary, TManagedClass, TTeacherLesson } from '@lingua/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStorage } from '../../platform/storage';
import { seedCourses } from '../../seed/seed-courses';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildManager, buildSchool, buildStudent, buildTeacher } from '../../test/factories';

let t: TestApp;
let schoolId: number;
let teacher: string;
let courseId: number;
const base = '/openApi/teacher/manage/class';

beforeAll(async () => {
  t = await buildTestApp();
  await seedCourses(t.db, createDiskStorage(mkdtempSync(path.join(os.tmpdir(), 'manage-'))));
  schoolId = (await buildSchool(t.db)).id;
  teacher = await t.signIn((await buildTeacher(t.db, schoolId)).mobile);
  const lessons = await t.call<TTeacherLesson[]>(
    '/openApi/resourceManage/lesson/teacherLessonList',
    {},
    { token: teacher },
  );
  courseId = lessons.body.data?.find((l) => l.courseName === '商务谈判')?.courseId ?? 0;
});
afterAll(() => t.close());

const create = (className: string, token = teacher) =>
  t.call<TClassSummary>(`${base}/createClass`, { className, courseId }, { token });

describe('class management', () => {
  it('lists the courses a class can be opened for', async () => {
    const r = await t.call<TTeacherLesson[]>(
      '/openApi/resourceManage/lesson/teacherLessonList',
      {},
      { token: teacher },
    );
    expect(r.body.data).toHaveLength(8);
    expect(r.body.data?.find((l) => l.courseId === courseId)?.chapterCount).toBe(11);
  });

  it('creates a class for a course with a fresh code that a student can join', async () => {
    const r = await create('2026级国际商务1班');
    expect(r.body.code).toBe(200);
    expect(r.body.data?.classCode).toMatch(/^[ACDEFGHJKMNPQRTUVWXY34679]{6}$/);
    const student = await t.signIn((await buildStudent(t.db, schoolId)).mobile);
    const joined = await t.call(
      '/openApi/student/index/addClassByCode',
      { classCode: r.body.data?.classCode },
      { token: student },
    );
    expect(joined.body.code).toBe(200);
    const list = await t.call<TManagedClass[]>(`${base}/classList`, {}, { token: teacher });
    expect(list.body.data?.[0]).toMatchObject({
      className: '2026级国际商务1班',
      courseName: '商务谈判',
      studentNumber: 1,
      status: 'open',
    });
  });

  it('validates the name and the course', async () => {
    expect((await create('A')).body).toMatchObject({ code: 400, field: 'className', message: '班级名称至少2个字符' });
    const r = await t.call(`${base}/createClass`, { className: '商务英语3班', courseId: 999999 }, { token: teacher });
    expect(r.body).toMatchObject({ code: 400, field: 'courseId' });
  });

  it('renames and closes a class; a closed class admits nobody', async () => {
    const c = (await create('临时班级')).body.data;
    const renamed = await t.call<TClassSummary>(
      `${base}/renameClass`,
      { classId: c?.classId, className: '商务英语选修班' },
      { token: teacher },
    );
    expect(renamed.body.data?.className).toBe('商务英语选修班');
    await t.call(`${base}/closeClass`, { classId: c?.classId }, { token: teacher });
    const student = await t.signIn((await buildStudent(t.db, schoolId)).mobile);
    const join = await t.call('/openApi/student/index/addClassByCode', { classCode: c?.classCode }, { token: student });
    expect(join.status).toBe(409);
  });

  it('adds a student of this school by mobile and removes them again', async () => {
    const c = (await create('补录班级')).body.data;
    const s = await buildStudent(t.db, schoolId);
    const added = await t.call<TClassSummary>(
      `${base}/addStudent`,
      { classId: c?.classId, mobile: s.mobile },
      { token: teacher },
    );
    expect(added.body.data?.studentNumber).toBe(1);
    const again = await t.call(`${base}/addStudent`, { classId: c?.classId, mobile: s.mobile }, { token: teacher });
    expect(again).toMatchObject({ status: 409, body: { message: '该学生已在本班级中' } });
    const removed = await t.call<{ studentNumber: number }>(
      `${base}/removeStudent`,
      { classId: c?.classId, studentId: s.id },
      { token: teacher },
    );
    expect(removed.body.data?.studentNumber).toBe(0);
    expect(
      (await t.call(`${base}/removeStudent`, { classId: c?.classId, studentId: s.id }, { token: teacher })).status,
    ).toBe(404);
  });

  it('never adds another school’s student, nor lets another teacher or school touch the class', async () => {
    const c = (await create('隔离测试班')).body.data;
    const otherSchool = (await buildSchool(t.db)).id;
    const foreigner = await buildStudent(t.db, otherSchool);
    const r = await t.call(`${base}/addStudent`, { classId: c?.classId, mobile: foreigner.mobile }, { token: teacher });
    expect(r.body).toMatchObject({ code: 400, field: 'mobile', message: '本校没有使用该手机号的学生账号' });
    const colleague = await t.signIn((await buildTeacher(t.db, schoolId)).mobile);
    expect(
      (await t.call(`${base}/renameClass`, { classId: c?.classId, className: '改名' }, { token: colleague })).status,
    ).toBe(404);
    const outsider = await t.signIn((await buildManager(t.db, otherSchool)).mobile);
    expect((await t.call(`${base}/closeClass`, { classId: c?.classId }, { token: outsider })).status).toBe(404);
    const manager = await t.signIn((await buildManager(t.db, schoolId)).mobile);
    expect(
      (await t.call(`${base}/renameClass`, { classId: c?.classId, className: '校管理员改名' }, { token: manager })).body
        .code,
    ).toBe(200);
  });

  it('is for teachers: students get 403, signed-out calls 700', async () => {
    const student = await t.signIn((await buildStudent(t.db, schoolId)).mobile);
    expect((await create('学生建班', student)).status).toBe(403);
    expect((await t.call(`${base}/classList`)).body.code).toBe(700);
  });
});
