import type { TSchoolOverview } from '@lingua/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildClass, buildManager, buildSchool, buildStudent, buildTeacher } from '../../test/factories';

let t: TestApp;
let schoolId: number;
beforeAll(async () => {
  t = await buildTestApp();
  schoolId = (await buildSchool(t.db)).id;
});
afterAll(() => t.close());

describe('POST /openApi/manage/school/overview', () => {
  it('counts the manager’s own school and sums today’s online time', async () => {
    const teacher = await buildTeacher(t.db, schoolId);
    const students = [await buildStudent(t.db, schoolId), await buildStudent(t.db, schoolId)];
    await buildClass(t.db, { schoolId, teacherId: teacher.id, studentIds: students.map((s) => s.id) });
    const otherSchool = (await buildSchool(t.db)).id;
    await buildStudent(t.db, otherSchool);
    const manager = await t.signIn((await buildManager(t.db, schoolId)).mobile);
    const studentToken = await t.signIn(students[0]?.mobile ?? '');
    await t.call('/openApi/overall/addOnlineTime', { duration: 300 }, { token: studentToken });
    await t.call('/openApi/overall/addOnlineTime', { duration: 120 }, { token: manager });

    const r = await t.call<TSchoolOverview>('/openApi/manage/school/overview', {}, { token: manager });
    expect(r.body.data).toMatchObject({ teacherCount: 2, studentCount: 2, classCount: 1, activeTodayCount: 2 });
    const days = r.body.data?.onlineTimeByDay ?? [];
    expect(days).toHaveLength(7);
    expect(days.at(-1)).toMatchObject({ studentSeconds: 300, teacherSeconds: 120 });
  });

  it('is for school managers only', async () => {
    const teacher = await t.signIn((await buildTeacher(t.db, schoolId)).mobile);
    expect((await t.call('/openApi/manage/school/overview', {}, { token: teacher })).status).toBe(403);
    expect((await t.call('/openApi/manage/school/overview')).body.code).toBe(700);
  });
});
