import type { TStudentExamItem } from '@lingua/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildClass, buildStudent } from '../../test/factories';
import { createExam, examFixture, S, start, T } from '../../test/fixtures/exams';

let t: TestApp;
const now = new Date('2026-11-20T08:00:00Z');

beforeAll(async () => {
  t = await buildTestApp({ clock: () => now });
});
afterAll(() => t.close());

const hours = (n: number) => new Date(now.getTime() + n * 3600_000);

describe('exams of my other classes (student/exam/elsewhere)', () => {
  it('lists the open and coming exams I can still sit in my other classes, never those of the class shown', async () => {
    // The exam class of the fixture, and a second class of the same student with no exam.
    const f = await examFixture(t, 1);
    const student = f.students[0];
    const token = f.tokens[0] as string;
    const home = await buildClass(t.db, {
      schoolId: f.school.id,
      teacherId: f.teacher.id,
      studentIds: [student?.id ?? 0],
    });
    const open = await createExam(t, f, now);
    const tomorrowMorning = await createExam(t, f, hours(20));
    await createExam(t, f, hours(30)); // too far ahead for a hint
    const finished = await createExam(t, f, now);
    const sheet = (await start(t, token, finished)).body.data;
    await t.call(`${S}submit`, { attemptId: sheet?.attemptId }, { token });
    const closed = await createExam(t, f, now);
    await t.call(`${T}action`, { examId: closed, action: 'close' }, { token: f.teacherToken });

    const elsewhere = async (classId: number) =>
      (await t.call<TStudentExamItem[]>(`${S}elsewhere`, { classId }, { token })).body.data?.map((e) => e.examId);
    expect(new Set(await elsewhere(home.id))).toEqual(new Set([open, tomorrowMorning]));
    // Shown from the exam class itself: nothing to point at.
    expect(await elsewhere(f.klass.id)).toEqual([]);
    // A started exam stays in the hint until it is handed in.
    await start(t, token, open);
    const items = (await t.call<TStudentExamItem[]>(`${S}elsewhere`, { classId: home.id }, { token })).body.data;
    expect(items?.find((e) => e.examId === open)).toMatchObject({ status: 'inProgress', className: f.klass.name });
  });

  it('shows nothing of classes I am not in, and is for students only', async () => {
    const f = await examFixture(t, 1);
    await createExam(t, f, now);
    const outsider = await buildStudent(t.db, f.school.id);
    const token = await t.signIn(outsider.mobile);
    const mine = await buildClass(t.db, { schoolId: f.school.id, teacherId: f.teacher.id, studentIds: [outsider.id] });
    const r = await t.call<TStudentExamItem[]>(`${S}elsewhere`, { classId: mine.id }, { token });
    expect(r.body.data).toEqual([]);
    expect((await t.call(`${S}elsewhere`, { classId: mine.id }, { token: f.teacherToken })).status).toBe(403);
  });
});
