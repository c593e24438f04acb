import type { TStudentTask, TTaskFile, TTaskProgressRow } from '@lingua/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, taskSubmissions, tasks } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildSchool, buildStudent, buildTeacher } from '../../test/factories';
import { inAnHour, PDF, PNG, publishTask, S, T, uploadAnswerFile } from '../../test/fixtures/tasks';

let t: TestApp;
let schoolId: number;

beforeAll(async () => {
  t = await buildTestApp();
  schoolId = (await buildSchool(t.db)).id;
});
afterAll(() => t.close());

const setUp = (task: Record<string, unknown> = {}) => publishTask(t, schoolId, task);
const upload = (token: string, taskId: number, classId: number, bytes: Buffer, name: string) =>
  uploadAnswerFile(t, token, taskId, classId, bytes, name);

describe('publishing a task', () => {
  it('publishes to the teacher’s classes, tells the students, and sanitises the background', async () => {
    const c = await setUp();
    const [row] = await t.db
      .select({ n: count() })
      .from(messages)
      .where(eq(messages.userId, c.students[0]?.id ?? 0));
    expect(row?.n).toBe(1);
    const task = (
      await t.call<TStudentTask>(`${S}/detail`, { taskId: c.taskId, classId: c.classId }, { token: c.st[0] })
    ).body.data;
    expect(task).toMatchObject({ status: 'notStarted', uploadRule: 'required', fileGroups: ['document'] });
    expect(task?.background[0]?.htmlStr).toBe('<p>Reply to <b>Mr Lee</b></p>');
  });

  it('keeps out other teachers’ classes, students and other schools', async () => {
    const c = await setUp();
    const colleague = await t.signIn((await buildTeacher(t.db, schoolId)).mobile);
    const body = { title: 'x', taskType: 'writing', deadline: inAnHour(), classIds: [c.classId] };
    expect((await t.call(`${T}/create`, body, { token: colleague })).status).toBe(404);
    expect((await t.call(`${T}/create`, body, { token: c.st[0] })).status).toBe(403);
    expect((await t.call(`${T}/create`, body)).status).toBe(401);
    expect(
      (await t.call(`${T}/stuProcess`, { taskId: c.taskId, classId: c.classId }, { token: colleague })).status,
    ).toBe(404);
    const stranger = await t.signIn((await buildStudent(t.db, schoolId)).mobile);
    expect((await t.call(`${S}/detail`, { taskId: c.taskId, classId: c.classId }, { token: stranger })).status).toBe(
      404,
    );
    const past = { ...body, deadline: new Date(Date.now() - 60_000).toISOString() };
    expect((await t.call(`${T}/create`, past, { token: c.tt })).body).toMatchObject({ code: 400, field: 'deadline' });
  });
});

describe('task upload rules', () => {
  it('takes a file of an allowed type by its content, and refuses another type whatever its name', async () => {
    const c = await setUp();
    const ok = await upload(c.st[0] as string, c.taskId, c.classId, PDF, 'letter.pdf');
    expect(ok.body).toMatchObject({ code: 200, data: { name: 'letter.pdf', size: PDF.length } });
    expect(ok.body.data.url).toMatch(/^\/files\/[^?]+\.pdf\?exp=\d+&sig=[\w-]+$/);
    const image = await upload(c.st[0] as string, c.taskId, c.classId, PNG, 'letter.pdf');
    expect(image.status).toBe(415);
    expect(image.body.message).toBe('文件类型不支持');
  });

  it('refuses a file over the task’s size limit', async () => {
    const c = await setUp();
    const big = Buffer.concat([PDF, Buffer.alloc(1024 * 1024 + 1, 0x20)]);
    const r = await upload(c.st[0] as string, c.taskId, c.classId, big, 'big.pdf');
    expect(r.status).toBe(413);
    expect(r.body.message).toBe('文件大小不能超过1MB');
  });

  it('requires an attachment when the task says so, and refuses one when it takes none', async () => {
    const c = await setUp();
    const noFile = await t.call(
      `${S}/submit`,
      { taskId: c.taskId, classId: c.classId, text: 'Dear Mr Lee' },
      { token: c.st[0] },
    );
    expect(noFile.body).toMatchObject({ code: 400, field: 'files', message: '请上传附件' });
    const file = (await upload(c.st[0] as string, c.taskId, c.classId, PDF, 'letter.pdf')).body.data as TTaskFile;
    const done = await t.call<TStudentTask>(
      `${S}/submit`,
      { taskId: c.taskId, classId: c.classId, text: 'Dear Mr Lee', files: [file] },
      { token: c.st[0] },
    );
    expect(done.body).toMatchObject({ code: 222, data: { status: 'completed', files: [file] } });

    const none = await setUp({ uploadRule: 'none' });
    expect((await upload(none.st[0] as string, none.taskId, none.classId, PDF, 'a.pdf')).body).toMatchObject({
      code: 400,
    });
    const empty = await t.call(
      `${S}/submit`,
      { taskId: none.taskId, classId: none.classId, text: '  ' },
      { token: none.st[0] },
    );
    expect(empty.body).toMatchObject({ code: 400, message: '请先作答' });
    const forged = await t.call(
      `${S}/submit`,
      {
        taskId: none.taskId,
        classId: none.classId,
        text: 'x',
        files: [{ name: 'a', url: 'https://evil.example/a.pdf', size: 1 }],
      },
      { token: none.st[0] },
    );
    expect(forged.body).toMatchObject({ code: 400, field: 'files' });
  });

  it('refuses answers after the deadline and beyond the time limit', async () => {
    const c = await setUp({ uploadRule: 'optional', timeLimitMinutes: 5 });
    await t.call(`${S}/start`, { taskId: c.taskId, classId: c.classId }, { token: c.st[0] });
    await t.db
      .update(taskSubmissions)
      .set({ startedAt: new Date(Date.now() - 7 * 60_000) })
      .where(eq(taskSubmissions.taskId, c.taskId));
    const late = await t.call(`${S}/submit`, { taskId: c.taskId, classId: c.classId, text: 'x' }, { token: c.st[0] });
    expect(late.body).toMatchObject({ code: 409, message: '作答时间已到，不能再提交' });
    await t.db
      .update(tasks)
      .set({ deadline: new Date(Date.now() - 60_000) })
      .where(eq(tasks.id, c.taskId));
    const expired = await t.call<TStudentTask>(
      `${S}/submit`,
      { taskId: c.taskId, classId: c.classId, text: 'x' },
      { token: c.st[1] },
    );
    expect(expired.body).toMatchObject({ code: 409, message: '任务已过期' });
    const status = await t.call<TStudentTask>(
      `${S}/detail`,
      { taskId: c.taskId, classId: c.classId },
      { token: c.st[1] },
    );
    expect(status.body.data?.status).toBe('expired');
  });
});

describe('recall, progress and rating', () => {
  async function submitted(task: Record<string, unknown> = {}) {
    const c = await setUp({ uploadRule: 'optional', ...task });
    await t.call(`${S}/submit`, { taskId: c.taskId, classId: c.classId, text: 'Dear Mr Lee' }, { token: c.st[0] });
    return c;
  }

  it('lets a student recall until the teacher has seen the answer, never for a practice task', async () => {
    const c = await submitted();
    const recalled = await t.call<TStudentTask>(
      `${S}/recall`,
      { taskId: c.taskId, classId: c.classId },
      { token: c.st[0] },
    );
    expect(recalled.body.data?.status).toBe('inProgress');
    await t.call(`${S}/submit`, { taskId: c.taskId, classId: c.classId, text: 'Dear Mr Lee, v2' }, { token: c.st[0] });
    const seen = await t.call<{ text: string }>(
      `${T}/answerDetail`,
      { taskId: c.taskId, classId: c.classId, studentId: c.students[0]?.id },
      { token: c.tt },
    );
    expect(seen.body.data?.text).toBe('Dear Mr Lee, v2');
    expect(
      (await t.call(`${S}/recall`, { taskId: c.taskId, classId: c.classId }, { token: c.st[0] })).body.message,
    ).toBe('教师已查看，不能撤回');
    const practice = await submitted({ taskType: 'practice' });
    expect(
      (await t.call(`${S}/recall`, { taskId: practice.taskId, classId: practice.classId }, { token: practice.st[0] }))
        .body.message,
    ).toBe('练习类任务提交后不能撤回');
  });

  it('shows each student’s status to the teacher', async () => {
    const c = await submitted();
    const rows = (
      await t.call<TTaskProgressRow[]>(`${T}/stuProcess`, { taskId: c.taskId, classId: c.classId }, { token: c.tt })
    ).body.data;
    expect(rows?.map((r) => r.status).sort()).toEqual(['completed', 'notStarted']);
  });

  it('rating needs a score within the full mark and a comment, for a submitted answer; the student sees it', async () => {
    const c = await submitted({ fullMark: 50 });
    const rate = (body: Record<string, unknown>) =>
      t.call(
        `${T}/rate`,
        { taskId: c.taskId, classId: c.classId, studentId: c.students[0]?.id, ...body },
        { token: c.tt },
      );
    expect((await rate({ comment: 'Good' })).body).toMatchObject({
      code: 400,
      field: 'score',
      message: '分数不能为空',
    });
    expect((await rate({ score: 51, comment: 'Good' })).body).toMatchObject({
      code: 400,
      field: 'score',
      message: '分数不能超过满分 50',
    });
    expect((await rate({ score: -1, comment: 'Good' })).body).toMatchObject({ code: 400, field: 'score' });
    expect((await rate({ score: 45, comment: '  ' })).body).toMatchObject({
      code: 400,
      field: 'comment',
      message: '评语不能为空',
    });
    const notYet = await t.call(
      `${T}/rate`,
      { taskId: c.taskId, classId: c.classId, studentId: c.students[1]?.id, score: 10, comment: 'x' },
      { token: c.tt },
    );
    expect(notYet.status).toBe(409);
    expect((await rate({ score: 45, comment: 'Clear and polite.' })).body.code).toBe(222);
    const mine = (
      await t.call<TStudentTask>(`${S}/detail`, { taskId: c.taskId, classId: c.classId }, { token: c.st[0] })
    ).body.data;
    expect(mine).toMatchObject({ score: 45, comment: 'Clear and polite.', canRecall: false });
    const colleague = await t.signIn((await buildTeacher(t.db, schoolId)).mobile);
    expect(
      (
        await t.call(
          `${T}/rate`,
          { taskId: c.taskId, classId: c.classId, studentId: c.students[0]?.id, score: 1, comment: 'x' },
          { token: colleague },
        )
      ).status,
    ).toBe(404);
  });
});
