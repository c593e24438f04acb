import type { TClassDetail, TClassSummary } from '@lingua/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildClass, buildManager, buildSchool, buildStudent, buildTeacher } from '../../test/factories';

let t: TestApp;
let classA: { id: number };
let teacherA: string;
let teacherA2: string;
let managerA: string;
let studentA: string;
let teacherB: string;
let managerB: string;

beforeAll(async () => {
  t = await buildTestApp();
  const schoolA = await buildSchool(t.db);
  const schoolB = await buildSchool(t.db);
  const a = await buildTeacher(t.db, schoolA.id);
  const students = [await buildStudent(t.db, schoolA.id), await buildStudent(t.db, schoolA.id)];
  classA = await buildClass(t.db, { schoolId: schoolA.id, teacherId: a.id, studentIds: students.map((s) => s.id) });
  const b = await buildTeacher(t.db, schoolB.id);
  await buildClass(t.db, { schoolId: schoolB.id, teacherId: b.id });
  teacherA = await t.signIn(a.mobile);
  teacherA2 = await t.signIn((await buildTeacher(t.db, schoolA.id)).mobile);
  managerA = await t.signIn((await buildManager(t.db, schoolA.id)).mobile);
  studentA = await t.signIn(students[0]?.mobile ?? '');
  teacherB = await t.signIn(b.mobile);
  managerB = await t.signIn((await buildManager(t.db, schoolB.id)).mobile);
});
afterAll(() => t.close());

describe('school isolation on classes', () => {
  it('lets the class teacher read the class with its students', async () => {
    const r = await t.call<TClassDetail>(
      '/openApi/teacher/manage/class/classDetail',
      { classId: classA.id },
      { token: teacherA },
    );
    expect(r.body.code).toBe(200);
    expect(r.body.data?.students).toHaveLength(2);
    expect(r.body.data?.studentNumber).toBe(2);
  });

  it('gives a teacher and a manager of school B a 404 and no data for school A’s class', async () => {
    for (const token of [teacherB, managerB]) {
      const r = await t.call('/openApi/teacher/manage/class/classDetail', { classId: classA.id }, { token });
      expect(r.status).toBe(404);
      expect(r.body.data).toBeNull();
      expect(JSON.stringify(r.body)).not.toContain(String(classA.id * 1000 + 7)); // nothing echoed
    }
  });

  it('shows a class only to its teacher and the school manager within school A', async () => {
    const other = await t.call(
      '/openApi/teacher/manage/class/classDetail',
      { classId: classA.id },
      { token: teacherA2 },
    );
    expect(other.status).toBe(404);
    const manager = await t.call(
      '/openApi/teacher/manage/class/classDetail',
      { classId: classA.id },
      { token: managerA },
    );
    expect(manager.body.code).toBe(200);
  });

  it('forbids students the teacher call, and lists only their own classes', async () => {
    const r = await t.call('/openApi/teacher/manage/class/classDetail', { classId: classA.id }, { token: studentA });
    expect(r.status).toBe(403);
    const mine = await t.call<TClassSummary[]>('/openApi/overall/getClassResource', {}, { token: studentA });
    expect(mine.body.data?.map((c) => c.classId)).toEqual([classA.id]);
  });

  it('never lists another school’s classes', async () => {
    const b = await t.call<TClassSummary[]>('/openApi/overall/getClassResource', {}, { token: managerB });
    expect(b.body.data?.some((c) => c.classId === classA.id)).toBe(false);
    expect(b.body.data).toHaveLength(1);
  });

  it('names the field when classId is missing or not a number', async () => {
    const r = await t.call('/openApi/teacher/manage/class/classDetail', { classId: 'x' }, { token: teacherA });
    expect(r.body).toMatchObject({ code: 400, field: 'classId' });
  });
});
