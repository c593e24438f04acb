/** School administration (issue 24): the manager's teachers, one by one and from a list, and the accounts (disable, enable, reset). */
import type { TFileDownload, TInitialPassword, TSchoolTeacher } from '@lingua/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app';
import { buildClass, buildStudent, buildTeacher } from '../../test/factories';
import { A, admin, audit, openAdminWorld, sheetOf, uploadTeachers, xlsx } from '../../test/fixtures/school-admin';
import { rosterBomb, xlsxOf } from '../../test/xlsx-zip';

openAdminWorld();
let t: TestApp;
let schoolId: number;
let otherSchoolId: number;
let manager: { id: number; mobile: string };
let token: string;
let otherManagerToken: string;
let courseId: number;
beforeAll(() => {
  ({ t, schoolId, otherSchoolId, manager, token, otherManagerToken, courseId } = admin);
});

describe('teachers', () => {
  it('adds a teacher who signs in with the generated password, shown once, and audits it', async () => {
    const r = await t.call<TInitialPassword>(`${A}/addTeacher`, { name: '陈思远', mobile: '13755550001' }, { token });
    expect(r.body.code).toBe(200);
    const password = r.body.data?.initialPassword ?? '';
    expect(password).toMatch(/^[a-z2-9]{8}$/);
    expect(await t.signIn('13755550001', password)).toBeTruthy();
    const [entry] = await audit({ objectType: 'teacher' });
    expect(entry).toMatchObject({ action: 'teacher.add', actorId: manager.id, objectName: '陈思远 (13755550001)' });
  });

  it('takes a chosen first password, refuses a number that has an account and bad fields with their message', async () => {
    const chosen = await t.call(
      `${A}/addTeacher`,
      { name: '李娜', mobile: '13755550002', password: 'trade2026' },
      { token },
    );
    expect(chosen.body.code).toBe(200);
    expect(await t.signIn('13755550002', 'trade2026')).toBeTruthy();
    const taken = await t.call(`${A}/addTeacher`, { name: '李娜', mobile: '13755550002' }, { token });
    expect(taken.body).toMatchObject({ code: 400, field: 'mobile', message: '该手机号已被注册' });
    const bad = await t.call(
      `${A}/addTeacher`,
      { name: '', mobile: '12345' },
      { token, headers: { 'accept-language': 'en' } },
    );
    expect(bad.status).toBe(400);
    expect(['name', 'mobile']).toContain(bad.body.field);
    const short = await t.call(`${A}/addTeacher`, { name: '王', mobile: '13755550003', password: '123' }, { token });
    expect(short.body).toMatchObject({ code: 400, field: 'password' });
  });

  it('lists the school’s teachers with their working classes and courses, never another school’s', async () => {
    const teacher = await buildTeacher(t.db, schoolId);
    await buildClass(t.db, { schoolId, teacherId: teacher.id, courseId });
    await buildTeacher(t.db, otherSchoolId);
    const r = await t.call<TSchoolTeacher[]>(`${A}/teacherList`, {}, { token });
    const row = r.body.data?.find((x) => x.userId === teacher.id);
    expect(row?.classes).toEqual([expect.objectContaining({ courseName: '外贸函电' })]);
    expect(r.body.data?.find((x) => x.userId === manager.id)?.isManager).toBe(true);
    expect(r.body.data?.every((x) => x.userId !== 0)).toBe(true);
    const other = await t.call<TSchoolTeacher[]>(`${A}/teacherList`, {}, { token: otherManagerToken });
    expect(other.body.data?.some((x) => x.userId === teacher.id)).toBe(false);
    const found = await t.call<TSchoolTeacher[]>(`${A}/teacherList`, { keyword: teacher.mobile }, { token });
    expect(found.body.data?.map((x) => x.userId)).toEqual([teacher.id]);
    // A keyword's % is the character, not a wildcard.
    expect((await t.call<TSchoolTeacher[]>(`${A}/teacherList`, { keyword: '%' }, { token })).body.data).toEqual([]);
  });

  it('imports a list of teachers, who sign in with the last six digits', async () => {
    const r = await uploadTeachers(
      await xlsx([
        ['13755550101', '周明'],
        ['137 5555 0102', '吴芳'],
      ]),
    );
    expect(r.body).toMatchObject({ code: 200, data: { created: 2 } });
    expect(await t.signIn('13755550102', '550102')).toBeTruthy();
    const imported = await audit({ objectType: 'teacher' });
    expect(imported.filter((e) => e.action === 'teacher.import')).toHaveLength(2);
  });

  it('answers every bad row with its row, field and reason, and imports nothing', async () => {
    const student = await buildStudent(t.db, schoolId);
    const r = await uploadTeachers(
      await xlsx([
        ['13755550201', '郑磊'],
        ['1375555', '短号'],
        ['13755550201', '重复'],
        [student.mobile, '学生号'],
        ['13755550202', ''],
      ]),
    );
    expect(r.body).toMatchObject({ code: 400, field: 'file', message: '第 3 行：手机号格式不正确' });
    expect(r.body.data.errors).toEqual([
      { row: 3, field: 'mobile', message: '第 3 行：手机号格式不正确' },
      { row: 4, field: 'mobile', message: '第 4 行：手机号与前面的行重复' },
      { row: 5, field: 'mobile', message: '第 5 行：该手机号已有账号' },
      { row: 6, field: 'name', message: '第 6 行：新账号需要填写姓名（30 字以内）' },
    ]);
    const none = await t.call<TSchoolTeacher[]>(`${A}/teacherList`, { keyword: '13755550201' }, { token });
    expect(none.body.data).toEqual([]);
  });

  it('refuses a broken or hostile file with a 400 on file, never a 5xx', async () => {
    const whole = await xlsx([['13755550301', '孙丽']]);
    expect((await uploadTeachers(whole.subarray(0, whole.length - 100))).body).toMatchObject({
      code: 400,
      field: 'file',
    });
    expect((await uploadTeachers(Buffer.from('mobile,name\n13755550302,Tom'))).body).toMatchObject({
      code: 400,
      message: '请上传 xlsx 格式的教师名单',
    });
    expect((await uploadTeachers(xlsxOf({}))).body).toMatchObject({ code: 400, message: '工作簿中没有工作表' });
    expect((await uploadTeachers(await xlsx([['13755550303', '钱']], ['Phone', 'Who']))).body).toMatchObject({
      code: 400,
      message: expect.stringContaining('请使用导入模板'),
    });
    expect((await uploadTeachers(await xlsx([]))).body).toMatchObject({ code: 400, message: '名单中没有教师' });
    // A zip bomb (tens of MB of rows in a small file) and a sheet past the row limit: refused on file.
    expect((await uploadTeachers(rosterBomb(400_000))).body).toMatchObject({ code: 400, field: 'file' });
    const tooMany = await uploadTeachers(
      await xlsx(Array.from({ length: 301 }, (_, i) => [`1376667${String(i).padStart(4, '0')}`, '教师'])),
    );
    expect(tooMany.body).toMatchObject({ code: 400, message: '表格超过 300 行' });
    const none = await t.call<TSchoolTeacher[]>(`${A}/teacherList`, { keyword: '1376667' }, { token });
    expect(none.body.data).toEqual([]);
  });

  it('gives the template and exports the list', async () => {
    const template = await t.call<TFileDownload>(`${A}/teacherImportTemplate`, {}, { token });
    expect((await sheetOf(template.body.data))[0]).toEqual(['手机号', '姓名']);
    const exported = await t.call<TFileDownload>(`${A}/exportTeachers`, {}, { token });
    expect(exported.body.data?.fileName).toMatch(/^教师名单_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const rows = await sheetOf(exported.body.data);
    expect(rows[0]).toEqual(['姓名', '手机号（账号）', '学号/工号', '状态', '班级', '课程']);
    expect(rows.some((r) => r[1] === '13755550001' && r[0] === '陈思远')).toBe(true);
  });
});

describe('accounts: disable, enable, reset', () => {
  it('disables a teacher: sign-in refused, the open session ends; enabling lets them back', async () => {
    const teacher = await buildTeacher(t.db, schoolId);
    const session = await t.signIn(teacher.mobile);
    const r = await t.call(`${A}/setUserStatus`, { userId: teacher.id, status: 'disabled' }, { token });
    expect(r.body).toMatchObject({ code: 200, data: { userId: teacher.id, status: 'disabled' } });
    expect((await t.call('/openApi/overall/getUserDetail', {}, { token: session })).body.code).toBe(700);
    const signIn = await t.call('/openApi/login/login', { mobile: teacher.mobile, password: 'lingua123' });
    expect(signIn.body).toMatchObject({ code: 403 });
    await t.call(`${A}/setUserStatus`, { userId: teacher.id, status: 'active' }, { token });
    expect(await t.signIn(teacher.mobile)).toBeTruthy();
    const entries = await audit({ objectType: 'teacher' });
    expect(entries.slice(0, 2).map((e) => [e.action, e.before, e.after])).toEqual([
      ['user.enable', { status: 'disabled' }, { status: 'active' }],
      ['user.disable', { status: 'active' }, { status: 'disabled' }],
    ]);
  });

  it('resets a student’s password: the old one stops, the new one works, sessions end', async () => {
    const student = await buildStudent(t.db, schoolId);
    const session = await t.signIn(student.mobile);
    const r = await t.call<TInitialPassword>(`${A}/resetPassword`, { userId: student.id }, { token });
    const password = r.body.data?.initialPassword ?? '';
    expect((await t.call('/openApi/overall/getUserDetail', {}, { token: session })).body.code).toBe(700);
    expect((await t.call('/openApi/login/login', { mobile: student.mobile, password: 'lingua123' })).body.code).toBe(
      400,
    );
    expect(await t.signIn(student.mobile, password)).toBeTruthy();
    expect((await audit({ objectType: 'student' }))[0]).toMatchObject({ action: 'user.resetPassword' });
  });

  it('refuses the manager’s own account, and any account of another school (404)', async () => {
    const self = await t.call(`${A}/resetPassword`, { userId: manager.id }, { token });
    expect(self.body).toMatchObject({ code: 400, field: 'userId' });
    const self2 = await t.call(`${A}/setUserStatus`, { userId: manager.id, status: 'disabled' }, { token });
    expect(self2.body).toMatchObject({ code: 400, field: 'userId' });
    const foreign = await buildStudent(t.db, otherSchoolId);
    expect((await t.call(`${A}/resetPassword`, { userId: foreign.id }, { token })).status).toBe(404);
    expect((await t.call(`${A}/setUserStatus`, { userId: foreign.id, status: 'disabled' }, { token })).status).toBe(
      404,
    );
    expect(await t.signIn(foreign.mobile)).toBeTruthy();
    expect((await t.call(`${A}/setUserStatus`, { userId: 1, status: 'gone' }, { token })).body).toMatchObject({
      code: 400,
      field: 'status',
    });
  });
});
