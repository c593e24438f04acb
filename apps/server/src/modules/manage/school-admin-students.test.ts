/** School administration (issue 24): the school's students (list, move, import into a class), and a teacher resetting their own student's password. */
import type { TFileDownload, TInitialPassword, TStudentPage } from '@lingua/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app';
import { buildClass, buildStudent, buildTeacher } from '../../test/factories';
import { A, admin, audit, openAdminWorld, sheetOf, T, xlsx } from '../../test/fixtures/school-admin';

openAdminWorld();
let t: TestApp;
let schoolId: number;
let otherSchoolId: number;
let _manager: { id: number; mobile: string };
let token: string;
beforeAll(() => {
  ({ t, schoolId, otherSchoolId, token } = admin);
});

describe('students', () => {
  it('lists with search and class filter, paged; moves a student between classes of the school', async () => {
    const teacher = await buildTeacher(t.db, schoolId);
    const s1 = await buildStudent(t.db, schoolId);
    const s2 = await buildStudent(t.db, schoolId);
    const from = await buildClass(t.db, { schoolId, teacherId: teacher.id, studentIds: [s1.id, s2.id] });
    const to = await buildClass(t.db, { schoolId, teacherId: teacher.id });
    const inFrom = await t.call<TStudentPage>(`${A}/studentList`, { classId: from.id }, { token });
    expect(inFrom.body.data?.total).toBe(2);
    expect(inFrom.body.data?.list[0]?.classes[0]?.className).toBe(from.name);
    const paged = await t.call<TStudentPage>(
      `${A}/studentList`,
      { classId: from.id, pageSize: 1, pageNum: 2 },
      { token },
    );
    expect(paged.body.data).toMatchObject({ total: 2, list: [expect.anything()] });
    const searched = await t.call<TStudentPage>(`${A}/studentList`, { keyword: s2.mobile }, { token });
    expect(searched.body.data?.list.map((s) => s.userId)).toEqual([s2.id]);

    const moved = await t.call(
      `${A}/moveStudent`,
      { studentId: s1.id, fromClassId: from.id, toClassId: to.id },
      { token },
    );
    expect(moved.body).toMatchObject({ code: 200, data: { studentId: s1.id, classId: to.id } });
    const inTo = await t.call<TStudentPage>(`${A}/studentList`, { classId: to.id }, { token });
    expect(inTo.body.data?.list.map((s) => s.userId)).toEqual([s1.id]);
    expect((await audit({ objectType: 'student' }))[0]).toMatchObject({
      action: 'student.move',
      before: { classId: from.id, className: from.name },
      after: { classId: to.id, className: to.name },
    });
    const again = await t.call(
      `${A}/moveStudent`,
      { studentId: s1.id, fromClassId: from.id, toClassId: to.id },
      { token },
    );
    expect(again.body).toMatchObject({ code: 400, field: 'fromClassId' });
    const same = await t.call(
      `${A}/moveStudent`,
      { studentId: s1.id, fromClassId: to.id, toClassId: to.id },
      { token },
    );
    expect(same.body).toMatchObject({ code: 400, field: 'toClassId' });
  });

  it('never lists, moves or filters by another school’s students or classes', async () => {
    const otherTeacher = await buildTeacher(t.db, otherSchoolId);
    const foreign = await buildStudent(t.db, otherSchoolId);
    const foreignClass = await buildClass(t.db, {
      schoolId: otherSchoolId,
      teacherId: otherTeacher.id,
      studentIds: [foreign.id],
    });
    const teacher = await buildTeacher(t.db, schoolId);
    const mine = await buildClass(t.db, { schoolId, teacherId: teacher.id });
    expect((await t.call(`${A}/studentList`, { classId: foreignClass.id }, { token })).status).toBe(404);
    expect((await t.call(`${A}/exportStudents`, { classId: foreignClass.id }, { token })).status).toBe(404);
    const list = await t.call<TStudentPage>(`${A}/studentList`, { keyword: foreign.mobile }, { token });
    expect(list.body.data?.total).toBe(0);
    const move = await t.call(
      `${A}/moveStudent`,
      { studentId: foreign.id, fromClassId: foreignClass.id, toClassId: mine.id },
      { token },
    );
    expect(move.status).toBe(404);
  });

  it('imports students into a class through the class roster import, and audits it', async () => {
    const teacher = await buildTeacher(t.db, schoolId);
    const c = await buildClass(t.db, { schoolId, teacherId: teacher.id });
    const bytes = await xlsx([['13755550401', '黄佳怡']]);
    const boundary = '----roster';
    const r = await t.app.inject({
      method: 'POST',
      url: `${T}/importStudents`,
      payload: Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="classId"\r\n\r\n${c.id}\r\n`),
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\n\r\n`),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
      headers: { token, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(r.json()).toMatchObject({ code: 200, data: { added: 1, created: 1 } });
    expect((await audit({ objectType: 'class' }))[0]).toMatchObject({
      action: 'student.import',
      objectId: c.id,
      after: { added: 1, created: 1 },
    });
    const exported = await t.call<TFileDownload>(`${A}/exportStudents`, { classId: c.id }, { token });
    expect((await sheetOf(exported.body.data))[1]?.slice(1, 3)).toEqual(['黄佳怡', '13755550401']);
  });
});

describe('a teacher helps a student who forgot their password', () => {
  it('resets a student of their own class, never one of another teacher’s class', async () => {
    const teacher = await buildTeacher(t.db, schoolId);
    const colleague = await buildTeacher(t.db, schoolId);
    const mine = await buildStudent(t.db, schoolId);
    const theirs = await buildStudent(t.db, schoolId);
    const c = await buildClass(t.db, { schoolId, teacherId: teacher.id, studentIds: [mine.id] });
    const other = await buildClass(t.db, { schoolId, teacherId: colleague.id, studentIds: [theirs.id] });
    const teacherToken = await t.signIn(teacher.mobile);
    const r = await t.call<TInitialPassword>(
      `${T}/resetStudentPassword`,
      { classId: c.id, studentId: mine.id },
      { token: teacherToken },
    );
    expect(await t.signIn(mine.mobile, r.body.data?.initialPassword)).toBeTruthy();
    expect(
      (await t.call(`${T}/resetStudentPassword`, { classId: other.id, studentId: theirs.id }, { token: teacherToken }))
        .status,
    ).toBe(404);
    expect(
      (await t.call(`${T}/resetStudentPassword`, { classId: c.id, studentId: theirs.id }, { token: teacherToken }))
        .status,
    ).toBe(404);
    expect(await t.signIn(theirs.mobile)).toBeTruthy();
    const [entry] = await audit({ objectType: 'student' });
    expect(entry).toMatchObject({ action: 'user.resetPassword', actorId: teacher.id, objectId: mine.id });
  });
});
