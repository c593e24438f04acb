/**
 * Issue 24 point 8: a school has one time zone (Asia/Shanghai unless set), and its messages and
 * exports write times in it, whatever the server's or the reader's zone.
 */
import type { TFileDownload, TSchoolInfo } from '@lingua/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildClass, buildSchool, buildStudent, buildTeacher, buildUser } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** A school in `zone` with a teacher, a class and one student; the teacher's token. */
async function schoolIn(zone?: string) {
  const school = await buildSchool(t.db, zone ? { timeZone: zone } : {});
  const teacher = await buildTeacher(t.db, school.id);
  const student = await buildStudent(t.db, school.id);
  const klass = await buildClass(t.db, { schoolId: school.id, teacherId: teacher.id, studentIds: [student?.id ?? 0] });
  return { school, klass, student, token: await t.signIn(teacher.mobile) };
}

const taskMessage = async (userId: number) =>
  (
    await t.db
      .select({ content: messages.content })
      .from(messages)
      .where(and(eq(messages.userId, userId), sql`${messages.title}->>'cn' like '新任务%'`))
  )[0]?.content as { cn: string; en: string } | undefined;

describe('school time zone', () => {
  it('is Asia/Shanghai by default, shown with the school info, and used in a task’s message', async () => {
    const { klass, student, token } = await schoolIn();
    const info = await t.call<TSchoolInfo>('/openApi/student/index/schoolInfo', {}, { token });
    expect(info.body.data?.timeZone).toBe('Asia/Shanghai');
    // 15:59 UTC on 30 Nov is 23:59 on the school's clock.
    const r = await t.call(
      '/openApi/teacher/task/create',
      {
        title: 'Reply to the enquiry',
        taskType: 'writing',
        uploadRule: 'none',
        deadline: '2099-11-30T15:59:00.000Z',
        classIds: [klass.id],
      },
      { token },
    );
    expect(r.body.message).toBe('任务已发布');
    expect(await taskMessage(student?.id ?? 0)).toEqual({
      cn: '截止时间 2099-11-30 23:59（北京时间）',
      en: 'Due 2099-11-30 23:59 (China Standard Time)',
    });
  });

  it('of a school in Tokyo: the task message and the roster export follow Tokyo', async () => {
    const { klass, student, token } = await schoolIn('Asia/Tokyo');
    await t.call(
      '/openApi/teacher/task/create',
      {
        title: 'Send the price list',
        taskType: 'writing',
        uploadRule: 'none',
        deadline: '2099-11-30T15:30:00.000Z',
        classIds: [klass.id],
      },
      { token },
    );
    expect((await taskMessage(student?.id ?? 0))?.en).toBe('Due 2099-12-01 00:30 (Asia/Tokyo (UTC+09:00))');
    const file = await t.call<TFileDownload>(
      '/openApi/teacher/manage/class/exportStudents',
      { classId: klass.id },
      { token },
    );
    expect(file.body.code).toBe(200);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date());
    expect(file.body.data?.fileName).toContain(today);
  });

  it('is chosen by the operator when creating a school, and must be a real zone', async () => {
    const operator = await t.signIn(
      (await buildUser(t.db, { schoolId: null, userType: 1, roles: ['operator'] })).mobile,
    );
    const base = { schoolName: '伦敦商务英语中心', managerName: '韩老师', managerPassword: 'secret66' };
    const bad = await t.call(
      '/openApi/platform/school/create',
      { ...base, managerMobile: '13511114444', timeZone: 'Mars/Olympus' },
      { token: operator },
    );
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ field: 'timeZone' });
    expect(JSON.stringify(bad.body)).toContain('时区');
    const ok = await t.call(
      '/openApi/platform/school/create',
      { ...base, managerMobile: '13511115555', timeZone: 'Europe/London' },
      { token: operator },
    );
    expect(ok.body.code).toBe(200);
    const manager = await t.signInFirstTime('13511115555', 'secret66');
    const info = await t.call<TSchoolInfo>('/openApi/student/index/schoolInfo', {}, { token: manager });
    expect(info.body.data?.timeZone).toBe('Europe/London');
  });
});
