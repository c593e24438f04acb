/**
 * School administration through the real app (issue 24): teachers, students, classes, accounts,
 * exports and the audit log, each for the manager of one school only.
 */
import type {
  TAuditPage,
  TClassSummary,
  TFileDownload,
  TInitialPassword,
  TSchoolClass,
  TSchoolTeacher,
  TStudentPage,
} from '@lingua/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildClass, buildManager, buildSchool, buildStudent, buildTeacher } from '../../test/factories';
import { createExam, T as EXAM, examFixture } from '../../test/fixtures/exams';
import { rosterBomb, xlsxOf } from '../../test/xlsx-zip';

const A = '/openApi/manage/school';
const T = '/openApi/teacher/manage/class';

let t: TestApp;
let schoolId: number;
let otherSchoolId: number;
let manager: { id: number; mobile: string };
let token: string;
let otherManagerToken: string;
let courseId: number;

beforeAll(async () => {
  t = await buildTestApp({ jobs: { run: false } });
  schoolId = (await buildSchool(t.db)).id;
  otherSchoolId = (await buildSchool(t.db)).id;
  manager = await buildManager(t.db, schoolId);
  token = await t.signIn(manager.mobile);
  otherManagerToken = await t.signIn((await buildManager(t.db, otherSchoolId)).mobile);
  const [course] = await t.db
    .insert(courses)
    .values({
      key: 'admin-test-course',
      name: { cn: '外贸函电', en: 'Foreign Trade Correspondence' },
      audience: { cn: '外贸专业学生', en: 'Foreign trade students' },
      introduction: { cn: '<p>商务信函写作</p>', en: '<p>Writing business letters</p>' },
      version: '1',
    })
    .returning({ id: courses.id });
  courseId = course?.id ?? 0;
});
afterAll(() => t.close());

async function xlsx(rows: (string | number)[][], header = ['手机号', '姓名']): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('教师名单');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function uploadTeachers(bytes: Buffer, tk = token) {
  const boundary = '----teachers';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="教师.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const r = await t.app.inject({
    method: 'POST',
    url: `${A}/importTeachers`,
    payload,
    headers: { token: tk, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  return { status: r.statusCode, body: r.json() };
}

async function sheetOf(file: TFileDownload | null | undefined) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(Buffer.from(file?.base64 ?? '', 'base64')).buffer);
  const sheet = workbook.worksheets[0];
  const rows: string[][] = [];
  sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
  return rows;
}

const audit = async (body: object = {}) =>
  (await t.call<TAuditPage>(`${A}/auditList`, body, { token })).body.data?.list ?? [];

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
    expect(rows[0]).toEqual(['姓名', '手机号（账号）', '状态', '班级', '课程']);
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

describe('the audit log', () => {
  it('filters by who and by school day, and refuses a reversed range', async () => {
    const teacherEntries = await audit({ actorId: manager.id, objectType: 'teacher' });
    expect(teacherEntries.length).toBeGreaterThan(0);
    expect(teacherEntries.every((e) => e.actorId === manager.id && e.objectType === 'teacher')).toBe(true);
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    expect((await audit({ from: today, to: today })).length).toBeGreaterThan(0);
    expect(await audit({ from: '2020-01-01', to: '2020-01-02' })).toEqual([]);
    expect((await t.call(`${A}/auditList`, { from: '2026-02-01', to: '2026-01-01' }, { token })).body).toMatchObject({
      code: 400,
      field: 'from',
    });
    expect((await t.call(`${A}/auditList`, { from: 'yesterday' }, { token })).body).toMatchObject({
      code: 400,
      field: 'from',
    });
    const exported = await t.call<TFileDownload>(`${A}/auditExport`, { objectType: 'class' }, { token });
    expect((await sheetOf(exported.body.data))[0]?.[0]).toBe('时间（北京时间）');
  });

  it('holds the exams’ invigilation actions too, named by the exam, for that school’s manager only', async () => {
    const f = await examFixture(t, 1);
    const examId = await createExam(t, f, new Date());
    await t.call(`${EXAM}action`, { examId, action: 'pause', reason: 'fire drill' }, { token: f.teacherToken });
    const examManager = await t.signIn((await buildManager(t.db, f.school.id)).mobile);
    const r = await t.call<TAuditPage>(
      `${A}/auditList`,
      { objectType: 'exam', pageNum: 1, pageSize: 20 },
      { token: examManager },
    );
    expect(r.body.data?.list.map((e) => [e.action, e.objectType, e.objectId, e.objectName])).toEqual([
      ['pause', 'exam', examId, 'Unit 3 trade terms'],
      ['create', 'exam', examId, 'Unit 3 trade terms'],
    ]);
    const exported = await t.call<TFileDownload>(`${A}/auditExport`, { objectType: 'exam' }, { token: examManager });
    expect((await sheetOf(exported.body.data))[1]?.[2]).toBe('暂停考试');
    // This file's school sees none of them.
    expect((await audit({ objectType: 'exam' })).some((e) => e.objectId === examId)).toBe(false);
  });

  it('shows the manager of another school nothing of this school', async () => {
    const r = await t.call<TAuditPage>(`${A}/auditList`, {}, { token: otherManagerToken });
    expect(r.body.data?.total).toBe(0);
    expect((await t.call(`${A}/auditList`, { actorId: manager.id }, { token: otherManagerToken })).status).toBe(404);
  });
});

describe('who may call', () => {
  const calls: [string, object][] = [
    ['teacherList', {}],
    ['addTeacher', { name: '赵六', mobile: '13755550901' }],
    ['studentList', {}],
    ['classList', {}],
    ['auditList', {}],
    ['exportTeachers', {}],
    ['resetPassword', { userId: 1 }],
  ];
  it('refuses teachers and students every manager call (403), and nobody signed in (700)', async () => {
    const teacherToken = await t.signIn((await buildTeacher(t.db, schoolId)).mobile);
    const studentToken = await t.signIn((await buildStudent(t.db, schoolId)).mobile);
    for (const [path, body] of calls) {
      expect((await t.call(`${A}/${path}`, body, { token: teacherToken })).status, path).toBe(403);
      expect((await t.call(`${A}/${path}`, body, { token: studentToken })).status, path).toBe(403);
      expect((await t.call(`${A}/${path}`, body)).body.code, path).toBe(700);
    }
    const students = await t.call(`${T}/resetStudentPassword`, { classId: 1, studentId: 1 }, { token: studentToken });
    expect(students.status).toBe(403);
  });
});
