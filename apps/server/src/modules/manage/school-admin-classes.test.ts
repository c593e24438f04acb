/** School administration (issue 24): the school's classes made for a teacher, given to another, archived (read-only) and restored, exported. */
import type { TClassSummary, TFileDownload, TSchoolClass } from '@lingua/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app';
import { buildClass, buildStudent, buildTeacher } from '../../test/factories';
import { A, admin, audit, openAdminWorld, sheetOf, T } from '../../test/fixtures/school-admin';

openAdminWorld();
let t: TestApp;
let schoolId: number;
let otherSchoolId: number;
let _manager: { id: number; mobile: string };
let token: string;
let courseId: number;
beforeAll(() => {
  ({ t, schoolId, otherSchoolId, token, courseId } = admin);
});

describe('classes', () => {
  it('makes a class for a teacher without a course; the teacher finds it and sets the course', async () => {
    const teacher = await buildTeacher(t.db, schoolId);
    const made = await t.call<TClassSummary>(
      `${A}/createClass`,
      { className: '2026 秋 商英一班', teacherId: teacher.id },
      { token },
    );
    expect(made.body.code).toBe(200);
    const classId = made.body.data?.classId ?? 0;
    const teacherToken = await t.signIn(teacher.mobile);
    const theirs = await t.call<{ classId: number; courseId: number | null }[]>(
      `${T}/classList`,
      {},
      { token: teacherToken },
    );
    expect(theirs.body.data).toEqual([expect.objectContaining({ classId, courseId: null })]);
    const set = await t.call(`${T}/setClassCourse`, { classId, courseId }, { token: teacherToken });
    expect(set.body.code).toBe(200);
    const list = await t.call<TSchoolClass[]>(`${A}/classList`, {}, { token });
    expect(list.body.data?.find((c) => c.classId === classId)).toMatchObject({
      teacherName: teacher.name,
      courseName: '外贸函电',
      studentNumber: 0,
      archived: false,
    });
    expect((await audit({ objectType: 'class' })).slice(0, 2).map((e) => e.action)).toEqual([
      'class.setCourse',
      'class.create',
    ]);
    expect(
      (await t.call(`${T}/setClassCourse`, { classId, courseId: 2_000_000_000 }, { token: teacherToken })).body,
    ).toMatchObject({ code: 400, field: 'courseId' });
  });

  it('gives a class to another teacher, who then runs it', async () => {
    const first = await buildTeacher(t.db, schoolId);
    const second = await buildTeacher(t.db, schoolId);
    const c = await buildClass(t.db, { schoolId, teacherId: first.id });
    const r = await t.call<TSchoolClass>(`${A}/changeTeacher`, { classId: c.id, teacherId: second.id }, { token });
    expect(r.body.data).toMatchObject({ teacherId: second.id, teacherName: second.name });
    const secondToken = await t.signIn(second.mobile);
    expect((await t.call(`${T}/classDetail`, { classId: c.id }, { token: secondToken })).body.code).toBe(200);
    const firstToken = await t.signIn(first.mobile);
    expect((await t.call(`${T}/classDetail`, { classId: c.id }, { token: firstToken })).status).toBe(404);
    expect((await audit({ objectType: 'class' }))[0]).toMatchObject({
      action: 'class.changeTeacher',
      before: { teacher: first.name },
      after: { teacher: second.name },
    });
    const foreignTeacher = await buildTeacher(t.db, otherSchoolId);
    expect(
      (await t.call(`${A}/changeTeacher`, { classId: c.id, teacherId: foreignTeacher.id }, { token })).status,
    ).toBe(404);
  });

  it('archives a class: it leaves the working lists, keeps its records, and can be restored', async () => {
    const teacher = await buildTeacher(t.db, schoolId);
    const student = await buildStudent(t.db, schoolId);
    const c = await buildClass(t.db, { schoolId, teacherId: teacher.id, studentIds: [student.id], courseId });
    const teacherToken = await t.signIn(teacher.mobile);
    const studentToken = await t.signIn(student.mobile);
    const ids = async (path: string, tk: string) =>
      ((await t.call<{ classId: number }[]>(path, {}, { token: tk })).body.data ?? []).map((x) => x.classId);
    expect(await ids('/openApi/overall/getClassResource', studentToken)).toContain(c.id);

    const archived = await t.call<TSchoolClass>(`${A}/archiveClass`, { classId: c.id }, { token });
    expect(archived.body.data?.archived).toBe(true);
    expect(await ids('/openApi/overall/getClassResource', studentToken)).not.toContain(c.id);
    expect(await ids('/openApi/overall/getClassResource', teacherToken)).not.toContain(c.id);
    expect(await ids(`${T}/classList`, teacherToken)).not.toContain(c.id);
    expect((await t.call(`${T}/classDetail`, { classId: c.id }, { token: teacherToken })).body.code).toBe(200);
    const working = await t.call<TSchoolClass[]>(`${A}/classList`, { scope: 'working' }, { token });
    expect(working.body.data?.some((x) => x.classId === c.id)).toBe(false);
    const kept = await t.call<TSchoolClass[]>(`${A}/classList`, { scope: 'archived' }, { token });
    expect(kept.body.data?.find((x) => x.classId === c.id)?.studentNumber).toBe(1);
    expect((await t.call(`${A}/archiveClass`, { classId: c.id }, { token })).body.code).toBe(409);
    // Read-only: nothing new is given to an archived class, and the refusal names it.
    const task = await t.call(
      '/openApi/teacher/task/create',
      {
        title: 'Reply to the Lisbon enquiry',
        taskType: 'writing',
        uploadRule: 'none',
        deadline: new Date(Date.now() + 86_400_000).toISOString(),
        classIds: [c.id],
      },
      { token: teacherToken },
    );
    expect(task.body).toMatchObject({ code: 409, message: expect.stringContaining('已归档') });
    const lesson = await t.call(
      '/openApi/teacher/onlineLesson/start',
      { classId: c.id, title: '报价' },
      { token: teacherToken, headers: { 'accept-language': 'en' } },
    );
    expect(lesson.body).toMatchObject({ code: 409, message: expect.stringContaining('is archived') });
    const joined = await t.call(
      '/openApi/student/index/addClassByCode',
      { classCode: c.classCode },
      { token: await t.signIn((await buildStudent(t.db, schoolId)).mobile) },
    );
    expect(joined.body.code).toBe(409);

    await t.call(`${A}/restoreClass`, { classId: c.id }, { token });
    expect(await ids('/openApi/overall/getClassResource', studentToken)).toContain(c.id);
    expect((await t.call(`${A}/restoreClass`, { classId: c.id }, { token })).body.code).toBe(409);
    expect((await audit({ objectType: 'class' })).slice(0, 2).map((e) => e.action)).toEqual([
      'class.restore',
      'class.archive',
    ]);
  });

  it('exports the class list; another school’s class is a 404 for every change', async () => {
    const exported = await t.call<TFileDownload>(`${A}/exportClasses`, { scope: 'all' }, { token });
    expect((await sheetOf(exported.body.data))[0]).toEqual([
      '班级',
      '教师',
      '课程',
      '学生数',
      '状态',
      '班级码',
      '创建日期',
    ]);
    const otherTeacher = await buildTeacher(t.db, otherSchoolId);
    const foreign = await buildClass(t.db, { schoolId: otherSchoolId, teacherId: otherTeacher.id });
    for (const path of ['archiveClass', 'restoreClass']) {
      expect((await t.call(`${A}/${path}`, { classId: foreign.id }, { token })).status).toBe(404);
    }
    const teacher = await buildTeacher(t.db, schoolId);
    expect((await t.call(`${A}/changeTeacher`, { classId: foreign.id, teacherId: teacher.id }, { token })).status).toBe(
      404,
    );
    const list = await t.call<TSchoolClass[]>(`${A}/classList`, { scope: 'all' }, { token });
    expect(list.body.data?.some((c) => c.classId === foreign.id)).toBe(false);
  });
});
