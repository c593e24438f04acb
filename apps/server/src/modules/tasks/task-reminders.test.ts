import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildClass, buildSchool, buildStudent, buildTeacher } from '../../test/factories';
import { remindedClasses, sendDueReminders } from './task-reminders';

let t: TestApp;
let schoolId: number;

beforeAll(async () => {
  t = await buildTestApp();
  schoolId = (await buildSchool(t.db)).id;
});
afterAll(() => t.close());

const reminders = async (userId: number) =>
  (
    await t.db
      .select({ n: count() })
      .from(messages)
      .where(and(eq(messages.userId, userId), sql`${messages.title}->>'cn' like '%即将截止%'`))
  )[0]?.n;

describe('deadline reminders', () => {
  it('remind, once, the students who have not submitted a task due within a day', async () => {
    const teacher = await buildTeacher(t.db, schoolId);
    const [done, todo] = await Promise.all([buildStudent(t.db, schoolId), buildStudent(t.db, schoolId)]);
    const klass = await buildClass(t.db, {
      schoolId,
      teacherId: teacher.id,
      studentIds: [done?.id ?? 0, todo?.id ?? 0],
    });
    const tt = await t.signIn(teacher.mobile);
    const create = (hours: number) =>
      t.call<{ taskId: number }>(
        '/openApi/teacher/task/create',
        {
          title: `Task due in ${hours} h`,
          taskType: 'writing',
          uploadRule: 'none',
          deadline: new Date(Date.now() + hours * 3_600_000).toISOString(),
          classIds: [klass.id],
        },
        { token: tt },
      );
    const soon = (await create(3)).body.data?.taskId ?? 0;
    const later = (await create(72)).body.data?.taskId ?? 0;
    await t.call(
      '/openApi/student/task/submit',
      { taskId: soon, classId: klass.id, text: 'Done' },
      { token: await t.signIn(done?.mobile ?? '') },
    );

    expect(await sendDueReminders(t.db)).toBe(1);
    expect(await reminders(todo?.id ?? 0)).toBe(1);
    expect(await reminders(done?.id ?? 0)).toBe(0);
    expect(await remindedClasses(t.db, soon)).toEqual([klass.id]);
    expect(await remindedClasses(t.db, later)).toEqual([]);
    // A second sweep (another instance, a minute later) sends nothing more.
    expect(await sendDueReminders(t.db)).toBe(0);
    expect(await reminders(todo?.id ?? 0)).toBe(1);
    // Two days on, the later task is due within a day too.
    expect(await sendDueReminders(t.db, new Date(Date.now() + 50 * 3_600_000))).toBe(2);
  });
});
