import type { TClassSummary, TNowClass, TTeacherListItem } from '@lingua/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildClass, buildManager, buildSchool, buildStudent, buildTeacher } from '../../test/factories';

let t: TestApp;
let schoolId: number;
let teacher: { id: number; mobile: string; name: string };
let first: { id: number };
let second: { id: number };
let otherSchoolClass: { id: number };

beforeAll(async () => {
  t = await buildTestApp();
  schoolId = (await buildSchool(t.db)).id;
  teacher = await buildTeacher(t.db, schoolId);
  first = await buildClass(t.db, { schoolId, teacherId: teacher.id });
  second = await buildClass(t.db, { schoolId, teacherId: teacher.id });
  const other = (await buildSchool(t.db)).id;
  otherSchoolClass = await buildClass(t.db, { schoolId: other, teacherId: (await buildTeacher(t.db, other)).id });
});
afterAll(() => t.close());

const now = (token: string, classType: number) =>
  t.call<TNowClass>('/openApi/overall/getNowClassId', { classType }, { token });

describe('getNowClassId and updateDefaultSelect (part 2 §4)', () => {
  it('answers the first class by default, then the one chosen, per class type', async () => {
    const token = await t.signIn(teacher.mobile);
    expect((await now(token, 0)).body.data).toMatchObject({ hasClass: true, classId: first.id, classType: 0 });
    const saved = await t.call('/openApi/overall/updateDefaultSelect', { code: 0, value: second.id }, { token });
    expect(saved.body.data).toMatchObject({ classId: second.id });
    expect((await now(token, 0)).body.data?.classId).toBe(second.id);
    // Another class type keeps its own choice.
    expect((await now(token, 1)).body.data?.classId).toBe(first.id);
  });

  it('never saves a class the user may not see, and answers hasClass false with none', async () => {
    const token = await t.signIn(teacher.mobile);
    const foreign = await t.call(
      '/openApi/overall/updateDefaultSelect',
      { code: 0, value: otherSchoolClass.id },
      { token },
    );
    expect(foreign.status).toBe(404);
    const lonely = await t.signIn((await buildStudent(t.db, schoolId)).mobile);
    expect((await now(lonely, 0)).body.data).toEqual({ hasClass: false, classId: null, className: null, classType: 0 });
  });

  it('validates the class type', async () => {
    const token = await t.signIn(teacher.mobile);
    expect((await now(token, 7)).body).toMatchObject({ code: 400, field: 'classType' });
    const r = await t.call('/openApi/overall/updateDefaultSelect', { code: 0 }, { token });
    expect(r.body).toMatchObject({ code: 400, field: 'value' });
  });
});

describe("the manager's teacher selector", () => {
  it("lists the school's teachers and one teacher's classes", async () => {
    const manager = await t.signIn((await buildManager(t.db, schoolId)).mobile);
    const teachers = await t.call<TTeacherListItem[]>(
      '/openApi/dynExamTeacher/manage/school/teacherNameList',
      {},
      { token: manager },
    );
    expect(teachers.body.data?.map((x) => x.userId)).toContain(teacher.id);
    // Teachers with classes come first: the selector picks the first by default.
    expect(teachers.body.data?.[0]?.userId).toBe(teacher.id);
    const classes = await t.call<TClassSummary[]>(
      '/openApi/dynExamTeacher/manage/school/teacherClassList',
      { userId: teacher.id },
      { token: manager },
    );
    expect(classes.body.data?.map((c) => c.classId)).toEqual([first.id, second.id]);
  });

  it("refuses another school's teacher (404) and non-managers (403)", async () => {
    const manager = await t.signIn((await buildManager(t.db, schoolId)).mobile);
    const foreignTeacher = await buildTeacher(t.db, (await buildSchool(t.db)).id);
    const r = await t.call(
      '/openApi/dynExamTeacher/manage/school/teacherClassList',
      { userId: foreignTeacher.id },
      { token: manager },
    );
    expect(r.status).toBe(404);
    const plain = await t.signIn(teacher.mobile);
    expect((await t.call('/openApi/dynExamTeacher/manage/school/teacherNameList', {}, { token: plain })).status).toBe(
      403,
    );
  });
});
