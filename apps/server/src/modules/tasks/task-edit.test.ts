import type { TStudentTask, TTaskFinishedReport, TTeacherTaskDetail } from '@lingua/contracts';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classStudents, messages, taskClasses, tasks } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildClass, buildSchool, buildStudent, buildTeacher } from '../../test/factories';
import { inAnHour, PDF, publishTask, S, T, uploadAnswerFile } from '../../test/fixtures/tasks';

let t: TestApp;
let schoolId: number;

beforeAll(async () => {
  t = await buildTestApp();
  schoolId = (await buildSchool(t.db)).id;
});
afterAll(() => t.close());

type Setup = Awaited<ReturnType<typeof publishTask>>;

const detail = async (c: Setup) =>
  (await t.call<TTeacherTaskDetail>(`${T}/detail`, { taskId: c.taskId }, { token: c.tt })).body
    .data as TTeacherTaskDetail;

/** The edit form sends the whole task back; `change` is what the teacher altered. */
async function update(c: Setup, change: Partial<TTeacherTaskDetail>, token = c.tt) {
  const { classes: _classes, submittedNumber: _s, highestScore: _h, ...current } = await detail(c);
  return t.call<TTeacherTaskDetail>(`${T}/update`, { ...current, ...change }, { token });
}

async function handIn(c: Setup, studentToken: string, text = 'Dear Mr Lee, thank you for your offer.') {
  await t.call(`${S}/start`, { taskId: c.taskId, classId: c.classId }, { token: studentToken });
  const file = await uploadAnswerFile(t, studentToken, c.taskId, c.classId, PDF, 'letter.pdf');
  const r = await t.call(
    `${S}/submit`,
    { taskId: c.taskId, classId: c.classId, text, files: [file.body.data] },
    { token: studentToken },
  );
  expect(r.body.code).toBe(222);
}

describe('editing a published task', () => {
  it('changes the task, tells the students and asks for a new reminder when the deadline moves', async () => {
    const c = await publishTask(t, schoolId);
    await t.db.update(taskClasses).set({ remindedAt: new Date() }).where(eq(taskClasses.taskId, c.taskId));
    const later = new Date(Date.now() + 48 * 3_600_000).toISOString();
    const r = await update(c, { title: 'Write a firm counter-offer', deadline: later, uploadRule: 'optional' });
    expect(r.body).toMatchObject({ code: 222, message: '任务已修改' });
    expect(r.body.data).toMatchObject({ title: 'Write a firm counter-offer', uploadRule: 'optional', deadline: later });
    const [klass] = await t.db.select().from(taskClasses).where(eq(taskClasses.taskId, c.taskId));
    expect(klass?.remindedAt).toBeNull();
    const [told] = await t.db
      .select({ n: count() })
      .from(messages)
      .where(eq(messages.userId, c.students[0]?.id ?? 0));
    expect(told?.n).toBe(2); // published, then updated
  });

  it('fixes the answer rules once an answer is in, and keeps the full mark above given scores', async () => {
    const c = await publishTask(t, schoolId);
    await handIn(c, c.st[0] as string);
    const rules = await update(c, { uploadRule: 'none' });
    expect(rules.status).toBe(409);
    expect(rules.body.message).toBe('已有学生提交，不能再修改任务类型和附件要求');
    expect((await update(c, { taskType: 'report' })).status).toBe(409);
    expect((await update(c, { fileGroups: ['document', 'image'] })).status).toBe(409);
    // The title and the deadline may still change.
    expect((await update(c, { title: 'Counter-offer (revised)' })).body.code).toBe(222);
    await t.call(
      `${T}/rate`,
      { taskId: c.taskId, classId: c.classId, studentId: c.students[0]?.id, score: 85, comment: 'Clear and polite.' },
      { token: c.tt },
    );
    const low = await update(c, { fullMark: 80 });
    expect(low.status).toBe(400);
    expect(low.body.message).toBe('满分不能低于已给出的分数 85');
    expect((await update(c, { fullMark: 85 })).body.code).toBe(222);
  });

  it('refuses a past deadline, another teacher and a student', async () => {
    const c = await publishTask(t, schoolId);
    const past = await update(c, { deadline: new Date(Date.now() - 60_000).toISOString() });
    expect(past.status).toBe(400);
    expect(past.body.message).toBe('截止时间必须晚于现在');
    const colleague = await t.signIn((await buildTeacher(t.db, schoolId)).mobile);
    expect((await update(c, { title: 'Taken over' }, colleague)).status).toBe(404);
    expect((await t.call(`${T}/detail`, { taskId: c.taskId }, { token: colleague })).status).toBe(404);
    expect((await update(c, { title: 'Mine now' }, c.st[0])).status).toBe(403);
  });
});

describe('deleting a task from a class', () => {
  it('withdraws it from one class with its answers, and removes the task with its last class', async () => {
    const c = await publishTask(t, schoolId);
    const second = await buildClass(t.db, {
      schoolId,
      teacherId: c.teacher.id,
      studentIds: [(await buildStudent(t.db, schoolId)).id],
    });
    // Published to a second class through create, the same task.
    await t.db.insert(taskClasses).values({ taskId: c.taskId, classId: second.id });
    await handIn(c, c.st[0] as string);
    const first = await t.call<{ removedAnswers: number }>(
      `${T}/delete`,
      { taskId: c.taskId, classId: c.classId },
      { token: c.tt },
    );
    expect(first.body).toMatchObject({ code: 222, message: '任务已删除', data: { removedAnswers: 1 } });
    expect((await t.call(`${S}/detail`, { taskId: c.taskId, classId: c.classId }, { token: c.st[0] })).status).toBe(
      404,
    );
    expect(await t.db.select().from(tasks).where(eq(tasks.id, c.taskId))).toHaveLength(1);
    await t.call(`${T}/delete`, { taskId: c.taskId, classId: second.id }, { token: c.tt });
    expect(await t.db.select().from(tasks).where(eq(tasks.id, c.taskId))).toHaveLength(0);
  });

  it('answers 404 for a class the task is not in, and for another teacher', async () => {
    const c = await publishTask(t, schoolId);
    const colleague = await t.signIn((await buildTeacher(t.db, schoolId)).mobile);
    expect((await t.call(`${T}/delete`, { taskId: c.taskId, classId: c.classId }, { token: colleague })).status).toBe(
      404,
    );
    expect((await t.call(`${T}/delete`, { taskId: c.taskId, classId: c.classId + 999 }, { token: c.tt })).status).toBe(
      404,
    );
    const rows = await t.db
      .select()
      .from(taskClasses)
      .where(and(eq(taskClasses.taskId, c.taskId), eq(taskClasses.classId, c.classId)));
    expect(rows).toHaveLength(1);
  });
});

describe('the student’s draft', () => {
  it('keeps what was typed across reads, and never touches a handed-in answer', async () => {
    const c = await publishTask(t, schoolId, { uploadRule: 'optional' });
    const key = { taskId: c.taskId, classId: c.classId };
    const early = await t.call(`${S}/saveDraft`, { ...key, text: 'Dear Mr Lee' }, { token: c.st[0] });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('请先开始任务');
    await t.call(`${S}/start`, key, { token: c.st[0] });
    const saved = await t.call<TStudentTask>(
      `${S}/saveDraft`,
      { ...key, text: 'Dear Mr Lee, thank you for' },
      { token: c.st[0] },
    );
    expect(saved.body.data).toMatchObject({ status: 'inProgress', text: 'Dear Mr Lee, thank you for' });
    const bad = await t.call(
      `${S}/saveDraft`,
      { ...key, text: 'x', files: [{ name: 'a', url: 'https://elsewhere.example/a.pdf', size: 1 }] },
      { token: c.st[0] },
    );
    expect(bad.status).toBe(400);
    await t.call(`${S}/submit`, { ...key, text: 'Dear Mr Lee, thank you for your offer.' }, { token: c.st[0] });
    const late = await t.call(`${S}/saveDraft`, { ...key, text: 'overwrite' }, { token: c.st[0] });
    expect(late.status).toBe(409);
    const read = await t.call<TStudentTask>(`${S}/detail`, key, { token: c.st[0] });
    expect(read.body.data?.text).toBe('Dear Mr Lee, thank you for your offer.');
  });

  it('never lets a late resend of an older draft overwrite a newer one', async () => {
    const c = await publishTask(t, schoolId, { uploadRule: 'optional' });
    const key = { taskId: c.taskId, classId: c.classId };
    await t.call(`${S}/start`, key, { token: c.st[0] });
    // The page numbers its changes by the clock (Date.now(), far beyond 2^31).
    const at = Date.now();
    const newer = await t.call(
      `${S}/saveDraft`,
      { ...key, text: 'Dear Mr Lee, thank you', seq: at },
      { token: c.st[0] },
    );
    expect(newer.status).toBe(200);
    // The journal's earlier save, resent after a failure, arrives after the newer one.
    const older = await t.call<TStudentTask>(
      `${S}/saveDraft`,
      { ...key, text: 'Dear', seq: at - 1 },
      { token: c.st[0] },
    );
    expect(older.status).toBe(200);
    expect(older.body.data?.text).toBe('Dear Mr Lee, thank you');
    const next = await t.call<TStudentTask>(
      `${S}/saveDraft`,
      { ...key, text: 'Dear Mr Lee, thank you for', seq: at + 1 },
      { token: c.st[0] },
    );
    expect(next.body.data?.text).toBe('Dear Mr Lee, thank you for');
    const negative = await t.call(`${S}/saveDraft`, { ...key, text: 'x', seq: -1 }, { token: c.st[0] });
    expect(negative.status).toBe(400);
  });
});

describe('the finished report', () => {
  it('gives the student’s rank and the class’s figures without naming anyone', async () => {
    const c = await publishTask(t, schoolId, { fullMark: 50 });
    const third = await buildStudent(t.db, schoolId);
    await t.db.insert(classStudents).values({ classId: c.classId, studentId: third.id });
    const thirdToken = await t.signIn(third.mobile);
    for (const token of [c.st[0], c.st[1], thirdToken] as string[]) await handIn(c, token);
    const scores = [
      [c.students[0]?.id, 40],
      [c.students[1]?.id, 46],
      [third.id, 28],
    ] as const;
    for (const [studentId, score] of scores) {
      await t.call(
        `${T}/rate`,
        { taskId: c.taskId, classId: c.classId, studentId, score, comment: 'See the notes on tone.' },
        { token: c.tt },
      );
    }
    const r = await t.call<TTaskFinishedReport>(
      `${S}/finishedReport`,
      { taskId: c.taskId, classId: c.classId },
      { token: c.st[0] },
    );
    expect(r.body.data).toMatchObject({
      score: 40,
      rank: 2,
      studentNumber: 3,
      submittedNumber: 3,
      ratedNumber: 3,
      average: 38,
      highest: 46,
      lowest: 28,
    });
    // 40/50 = 80 %, 46/50 = 92 %, 28/50 = 56 %.
    expect(r.body.data?.bands).toEqual([
      { band: '0-59', count: 1 },
      { band: '60-69', count: 0 },
      { band: '70-79', count: 0 },
      { band: '80-89', count: 1 },
      { band: '90-100', count: 1 },
    ]);
    expect(JSON.stringify(r.body.data)).not.toContain(third.mobile);
    const outsider = await t.signIn((await buildStudent(t.db, schoolId)).mobile);
    expect(
      (await t.call(`${S}/finishedReport`, { taskId: c.taskId, classId: c.classId }, { token: outsider })).status,
    ).toBe(404);
    expect(
      (await t.call(`${S}/finishedReport`, { taskId: c.taskId, classId: c.classId }, { token: c.tt })).status,
    ).toBe(403);
  });

  it('has no rank before the answer is rated', async () => {
    const c = await publishTask(t, schoolId, { deadline: inAnHour() });
    const r = await t.call<TTaskFinishedReport>(
      `${S}/finishedReport`,
      { taskId: c.taskId, classId: c.classId },
      { token: c.st[1] },
    );
    expect(r.body.data).toMatchObject({ status: 'notStarted', rank: null, average: null, ratedNumber: 0 });
  });
});
