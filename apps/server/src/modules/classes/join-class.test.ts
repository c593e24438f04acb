import { CLASS_CODE_ALPHABET, type TClassSummary, type TMessage, type TPage } from '@lingua/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classes } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildClass, buildSchool, buildStudent, buildTeacher } from '../../test/factories';
import { randomClassCode } from './class-code';

let t: TestApp;
let schoolId: number;
let teacher: { id: number; mobile: string };
let open: { id: number; classCode: string };
let closed: { id: number; classCode: string };
let otherSchoolClass: { classCode: string };

beforeAll(async () => {
  t = await buildTestApp();
  schoolId = (await buildSchool(t.db)).id;
  teacher = await buildTeacher(t.db, schoolId);
  open = await buildClass(t.db, { schoolId, teacherId: teacher.id });
  closed = await buildClass(t.db, { schoolId, teacherId: teacher.id });
  await t.db.update(classes).set({ status: 'closed' }).where(eq(classes.id, closed.id));
  const otherSchool = (await buildSchool(t.db)).id;
  otherSchoolClass = await buildClass(t.db, {
    schoolId: otherSchool,
    teacherId: (await buildTeacher(t.db, otherSchool)).id,
  });
});
afterAll(() => t.close());

const join = (token: string, classCode: unknown) =>
  t.call<TClassSummary>('/openApi/student/index/addClassByCode', { classCode }, { token });

describe('POST /openApi/student/index/addClassByCode', () => {
  it('joins with the right code, forgiving case and spaces, and tells the teacher', async () => {
    const student = await buildStudent(t.db, schoolId);
    const token = await t.signIn(student.mobile);
    const spaced = ` ${open.classCode.slice(0, 3).toLowerCase()} ${open.classCode.slice(3)} `;
    const r = await join(token, spaced);
    expect(r.body).toMatchObject({ code: 200, data: { classId: open.id, studentNumber: 1 } });
    const mine = await t.call<TClassSummary[]>('/openApi/overall/getClassResource', {}, { token });
    expect(mine.body.data?.map((c) => c.classId)).toEqual([open.id]);
    const teacherToken = await t.signIn(teacher.mobile);
    const inbox = await t.call<TPage<TMessage>>('/openApi/messageCenter/messageListPage', {}, { token: teacherToken });
    expect(inbox.body.data?.list[0]?.title).toBe(`${student.name} 加入了班级`);
  });

  it('says the code must be correct for a wrong code', async () => {
    const token = await t.signIn((await buildStudent(t.db, schoolId)).mobile);
    const r = await join(token, 'QQQQQQ');
    expect(r).toMatchObject({ status: 400, body: { field: 'classCode', message: '班级码不正确，请核对后重新输入' } });
  });

  it('answers another school’s code exactly like a wrong one', async () => {
    const token = await t.signIn((await buildStudent(t.db, schoolId)).mobile);
    const other = await join(token, otherSchoolClass.classCode);
    const wrong = await join(token, 'QQQQQQ');
    expect(other).toEqual(wrong);
  });

  it('refuses a closed class with a clear message', async () => {
    const token = await t.signIn((await buildStudent(t.db, schoolId)).mobile);
    const r = await join(token, closed.classCode);
    expect(r).toMatchObject({ status: 409, body: { message: '该班级已关闭，无法加入' } });
  });

  it('refuses a class already joined, in the user’s language', async () => {
    const token = await t.signIn((await buildStudent(t.db, schoolId)).mobile);
    await join(token, open.classCode);
    const again = await t.call(
      '/openApi/student/index/addClassByCode',
      { classCode: open.classCode },
      {
        token,
        headers: { 'accept-language': 'en' },
      },
    );
    expect(again).toMatchObject({ status: 409, body: { message: 'You are already in this class' } });
  });

  it('asks for a code when there is none, and is for students only', async () => {
    const token = await t.signIn((await buildStudent(t.db, schoolId)).mobile);
    expect((await join(token, '  ')).body).toMatchObject({ code: 400, field: 'classCode', message: '请输入班级码' });
    expect((await join(token, undefined)).body).toMatchObject({ code: 400, field: 'classCode' });
    const teacherToken = await t.signIn(teacher.mobile);
    expect((await join(teacherToken, open.classCode)).status).toBe(403);
  });
});

describe('classInfo and regenerating a code', () => {
  it('shows a student only classes they joined', async () => {
    const token = await t.signIn((await buildStudent(t.db, schoolId)).mobile);
    expect((await t.call('/openApi/student/index/classInfo', { classId: open.id }, { token })).status).toBe(404);
    await join(token, open.classCode);
    const r = await t.call<TClassSummary>('/openApi/student/index/classInfo', { classId: open.id }, { token });
    expect(r.body.data?.classId).toBe(open.id);
  });

  it('gives the class a new code that works while the old one stops', async () => {
    const c = await buildClass(t.db, { schoolId, teacherId: teacher.id });
    const teacherToken = await t.signIn(teacher.mobile);
    const r = await t.call<TClassSummary>(
      '/openApi/teacher/manage/class/regenerateClassCode',
      { classId: c.id },
      { token: teacherToken },
    );
    const fresh = r.body.data?.classCode ?? '';
    expect(fresh).not.toBe(c.classCode);
    expect(fresh).toMatch(new RegExp(`^[${CLASS_CODE_ALPHABET}]{6}$`));
    const token = await t.signIn((await buildStudent(t.db, schoolId)).mobile);
    expect((await join(token, c.classCode)).status).toBe(400);
    expect((await join(token, fresh)).body.code).toBe(200);
  });

  it('lets no other teacher regenerate the code', async () => {
    const otherTeacher = await t.signIn((await buildTeacher(t.db, schoolId)).mobile);
    const r = await t.call(
      '/openApi/teacher/manage/class/regenerateClassCode',
      { classId: open.id },
      { token: otherTeacher },
    );
    expect(r.status).toBe(404);
  });
});

describe('randomClassCode', () => {
  it('uses six characters with no look-alikes', () => {
    for (let i = 0; i < 500; i++) expect(randomClassCode()).toMatch(/^[ACDEFGHJKMNPQRTUVWXY34679]{6}$/);
    for (const lookAlike of ['0', 'O', '1', 'I', 'L', '2', 'Z', '5', 'S', '8', 'B']) {
      expect(CLASS_CODE_ALPHABET).not.toContain(lookAlike);
    }
  });
});
