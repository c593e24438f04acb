/**
 * The student's home through the API (issue 24): each section on seeded data (a real course,
 * tasks and exams published by the teacher, lessons, attempts), the student without a class and
 * the class whose course has no content, and that no one reads another student's home.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TClassLesson, TStudentDashboard } from '@lingua/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activityProgress,
  activityTrainings,
  courses,
  onlineLessons,
  taskSubmissions,
  trainingAttempts,
} from '../../db/schema';
import { createDiskStorage } from '../../platform/storage';
import { seedCourses } from '../../seed/seed-courses';
import { seedTrainings } from '../../seed/seed-trainings';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildClass, buildSchool, buildStudent, buildTeacher } from '../../test/factories';
import { createExam, examFixture } from '../../test/fixtures/exams';

const HOME = '/openApi/student/index/mainNew_V2_0_4';
const HOUR = 3600_000;
const DAY = 24 * HOUR;

let t: TestApp;
let correspondenceId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const storage = createDiskStorage(mkdtempSync(path.join(os.tmpdir(), 'dashboard-')));
  await seedCourses(t.db, storage);
  await seedTrainings(t.db, storage);
  const [course] = await t.db.select().from(courses).where(eq(courses.key, 'foreign-trade-correspondence'));
  correspondenceId = course?.id ?? 0;
}, 120_000);
afterAll(() => t.close());

const home = async (token: string) => {
  const r = await t.call<TStudentDashboard>(HOME, {}, { token });
  expect(r.status).toBe(200);
  return r.body.data as TStudentDashboard;
};

/** A school with a teacher and one class on 外贸函电, its student and a classmate. */
async function courseWorld() {
  const school = await buildSchool(t.db);
  const teacher = await buildTeacher(t.db, school.id);
  const student = await buildStudent(t.db, school.id);
  const classmate = await buildStudent(t.db, school.id);
  const klass = await buildClass(t.db, {
    schoolId: school.id,
    teacherId: teacher.id,
    courseId: correspondenceId,
    studentIds: [student.id, classmate.id],
  });
  const token = await t.signIn(student.mobile);
  const lesson = (
    await t.call<TClassLesson>('/openApi/student/lesson/index/classLesson', { classId: klass.id }, { token })
  ).body.data as TClassLesson;
  const available = lesson.chapters.flatMap((c) => c.steps.flatMap((s) => s.activities)).filter((a) => a.available);
  return { school, teacher, student, classmate, klass, token, lesson, available };
}

const openActivity = (token: string, classId: number, activityId: number) =>
  t.call('/openApi/student/training/openActivity', { classId, activityId }, { token });

/** Completes an activity as a submission does (setActivityFinished), a moment after the last write. */
async function complete(classId: number, studentId: number, activityId: number, at = new Date()) {
  await t.db
    .insert(activityProgress)
    .values({ classId, studentId, activityId, finished: 2, updatedAt: at })
    .onConflictDoUpdate({
      target: [activityProgress.classId, activityProgress.studentId, activityProgress.activityId],
      set: { finished: 2, updatedAt: at },
    });
}

describe('course progress and continue', () => {
  it('counts the activities that open a training, per chapter, and starts at the first', async () => {
    const w = await courseWorld();
    const data = await home(w.token);
    expect(data.currentClass).toEqual({ classId: w.klass.id, className: w.klass.name });
    expect(data.course).toMatchObject({
      courseName: '外贸函电',
      knowledgeGraph: 'correspondence',
      done: 0,
      percent: 0,
    });
    expect(data.course?.total).toBe(w.available.length);
    expect(data.course?.chapters.reduce((n, c) => n + c.total, 0)).toBe(w.available.length);
    expect(data.course?.chapters.length).toBe(w.lesson.chapters.length);
    expect(data.continueAt).toMatchObject({
      activityId: w.available[0]?.activityId,
      reason: 'first',
      locked: false,
      finished: 0,
    });
  });

  it('continues from the activity last worked on, then goes on to the next one not done', async () => {
    const w = await courseWorld();
    const [first, second, third] = w.available;
    if (!first || !second || !third) throw new Error('the course has fewer than three activities');
    expect((await openActivity(w.token, w.klass.id, first.activityId)).status).toBe(200);
    expect((await home(w.token)).continueAt).toMatchObject({
      activityId: first.activityId,
      reason: 'lastWorked',
      finished: 1,
    });

    // Completed: the next one after it, and the progress counts it.
    await complete(w.klass.id, w.student.id, first.activityId);
    let data = await home(w.token);
    expect(data.continueAt).toMatchObject({ activityId: second.activityId, reason: 'next' });
    expect(data.course?.done).toBe(1);
    expect(data.course?.percent).toBe(Math.floor(100 / w.available.length));
    expect(data.course?.chapters[0]?.done).toBe(1);

    // The second opened (from here or the report's "next activity"): that one, in progress.
    await openActivity(w.token, w.klass.id, second.activityId);
    data = await home(w.token);
    expect(data.continueAt).toMatchObject({ activityId: second.activityId, reason: 'lastWorked', finished: 1 });

    // The classmate's work moves nothing for this student.
    await complete(w.klass.id, w.classmate.id, third.activityId, new Date(Date.now() + 5000));
    expect((await home(w.token)).continueAt?.activityId).toBe(second.activityId);
  });

  it('says nothing is left once every activity is completed', async () => {
    const w = await courseWorld();
    for (const a of w.available) await complete(w.klass.id, w.student.id, a.activityId);
    const data = await home(w.token);
    expect(data.course).toMatchObject({ done: w.available.length, percent: 100 });
    expect(data.continueAt).toBeNull();
  });

  it('follows the current class the course page is on', async () => {
    const w = await courseWorld();
    const other = await buildClass(t.db, {
      schoolId: w.school.id,
      teacherId: w.teacher.id,
      studentIds: [w.student.id],
    });
    expect((await home(w.token)).currentClass?.classId).toBe(w.klass.id);
    await t.call('/openApi/overall/updateDefaultSelect', { code: 0, value: other.id }, { token: w.token });
    const data = await home(w.token);
    expect(data).toMatchObject({ currentClass: { classId: other.id }, course: null, continueAt: null, classCount: 2 });
  });
});

describe('students without a class or without content', () => {
  it('a student in no class gets empty sections, not an error', async () => {
    const school = await buildSchool(t.db);
    const token = await t.signIn((await buildStudent(t.db, school.id)).mobile);
    expect(await home(token)).toMatchObject({
      classCount: 0,
      currentClass: null,
      course: null,
      continueAt: null,
      due: [],
      todayLessons: [],
      recentScores: [],
    });
  });

  it('a class whose course has no content yet: the course with nothing to count or continue', async () => {
    const school = await buildSchool(t.db);
    const teacher = await buildTeacher(t.db, school.id);
    const student = await buildStudent(t.db, school.id);
    const text = { cn: '商务会展英语', en: 'English for Trade Fairs' };
    const [empty] = await t.db
      .insert(courses)
      .values({ key: `empty-${Date.now()}`, name: text, audience: text, introduction: text, version: 'V1.0' })
      .returning();
    await buildClass(t.db, {
      schoolId: school.id,
      teacherId: teacher.id,
      courseId: empty?.id,
      studentIds: [student.id],
    });
    const data = await home(await t.signIn(student.mobile));
    expect(data.course).toMatchObject({ courseName: '商务会展英语', done: 0, total: 0, percent: 0, chapters: [] });
    expect(data.continueAt).toBeNull();
  });
});

describe('due', () => {
  it('lists tasks not handed in and exams still to sit, most urgent first, with their deadlines', async () => {
    const f = await examFixture(t, 2);
    const [token, classmateToken] = f.tokens as [string, string];
    const now = Date.now();
    const publish = async (title: string, deadline: number) => {
      const r = await t.call<{ taskId: number }>(
        '/openApi/teacher/task/create',
        {
          title,
          taskType: 'writing',
          background: [{ displayType: 1, htmlStr: '<p>Write to the buyer.</p>' }],
          uploadRule: 'optional',
          fileGroups: ['document'],
          maxFileMb: 1,
          fullMark: 100,
          deadline: new Date(deadline).toISOString(),
          classIds: [f.klass.id],
        },
        { token: f.teacherToken },
      );
      expect(r.body.code).toBe(222);
      return r.body.data?.taskId as number;
    };
    const later = await publish('Reply to a complaint about late delivery', now + 3 * DAY + 2 * HOUR);
    const soon = await publish('Write a counter-offer letter', now + 2 * HOUR);
    const handedIn = await publish('Confirm the order by email', now + 2 * DAY);
    await t.db.insert(taskSubmissions).values({
      taskId: handedIn,
      classId: f.klass.id,
      studentId: f.students[0]?.id ?? 0,
      text: 'Dear Ms Lin, we confirm your order No. 2381.',
      submittedAt: new Date(),
    });
    const openExam = await createExam(t, f, new Date(now), {
      title: 'Unit 3 trade terms',
      closesAt: new Date(now + 2 * DAY + 3 * HOUR).toISOString(),
    });
    const upcoming = await createExam(t, f, new Date(now), {
      title: 'Mid-term: business letters',
      opensAt: new Date(now + 5 * DAY).toISOString(),
      closesAt: new Date(now + 5 * DAY + 2 * HOUR).toISOString(),
    });

    const data = await home(token);
    expect(data.due.map((d) => (d.type === 'task' ? `task ${d.taskId}` : `exam ${d.examId}`))).toEqual([
      `task ${soon}`,
      `exam ${openExam}`,
      `task ${later}`,
      `exam ${upcoming}`,
    ]);
    const left = (i: number) => Date.parse(data.due[i]?.deadline ?? '') - Date.parse(data.now);
    expect(Math.abs(left(0) - 2 * HOUR)).toBeLessThan(60_000);
    expect(Math.abs(left(1) - (2 * DAY + 3 * HOUR))).toBeLessThan(60_000);
    expect(data.due[3]).toMatchObject({ type: 'exam', status: 'notStarted', className: f.klass.name });
    expect(Date.parse((data.due[3] as { opensAt: string }).opensAt)).toBeGreaterThan(Date.parse(data.now));
    // The classmate did not hand in the third task: it is due for them.
    expect((await home(classmateToken)).due.some((d) => d.type === 'task' && d.taskId === handedIn)).toBe(true);
  });

  it('drops a task once its deadline passed and an exam once it is handed in', async () => {
    const f = await examFixture(t, 1);
    const token = f.tokens[0] as string;
    const examId = await createExam(t, f, new Date());
    expect((await home(token)).due.map((d) => d.type)).toEqual(['exam']);
    const sheet = await t.call<{ attemptId: number }>(
      '/openApi/student/exam/start',
      { examId, device: 'test' },
      { token },
    );
    expect((await home(token)).due[0]).toMatchObject({ type: 'exam', status: 'inProgress' });
    await t.call('/openApi/student/exam/submit', { attemptId: sheet.body.data?.attemptId }, { token });
    expect((await home(token)).due).toEqual([]);
  });
});

describe('today, scores and who may read', () => {
  it("shows today's lessons of the student's classes, live first, and the latest scores newest first", async () => {
    const w = await courseWorld();
    const elsewhere = await buildClass(t.db, { schoolId: w.school.id, teacherId: w.teacher.id });
    const lesson = (classId: number, title: string, startedAt: Date, endedAt: Date | null) => ({
      schoolId: w.school.id,
      classId,
      teacherId: w.teacher.id,
      title,
      signInMode: 'fixed' as const,
      fixedCode: '1234',
      signInSecret: 'secret',
      lateAfterMinutes: 10,
      startedAt,
      endedAt,
    });
    const now = Date.now();
    await t.db
      .insert(onlineLessons)
      .values([
        lesson(w.klass.id, 'Unit 2 enquiries: earlier today', new Date(now - 30_000), new Date(now - 20_000)),
        lesson(w.klass.id, 'Unit 2 enquiries: live', new Date(now - 10_000), null),
        lesson(w.klass.id, 'Unit 1 review: two days ago', new Date(now - 2 * DAY), new Date(now - 2 * DAY + HOUR)),
        lesson(elsewhere.id, 'Another class', new Date(now - 5_000), null),
      ]);

    const [link] = await t.db
      .select()
      .from(activityTrainings)
      .where(eq(activityTrainings.activityId, w.available[0]?.activityId ?? 0));
    const attempt = (studentId: number, score: number, at: Date) => ({
      schoolId: w.school.id,
      classId: w.klass.id,
      studentId,
      trainingId: link?.trainingId ?? 0,
      status: 'submitted' as const,
      submittedAt: at,
      score,
      fullMark: 100,
    });
    await t.db
      .insert(trainingAttempts)
      .values([
        attempt(w.student.id, 72, new Date(now - 2 * HOUR)),
        attempt(w.student.id, 88, new Date(now - HOUR)),
        attempt(w.classmate.id, 99, new Date(now - 60_000)),
      ]);

    const data = await home(w.token);
    expect(data.todayLessons.map((l) => [l.title, l.isLive])).toEqual([
      ['Unit 2 enquiries: live', true],
      ['Unit 2 enquiries: earlier today', false],
    ]);
    expect(data.recentScores.map((s) => s.score)).toEqual([88, 72]);
    expect(data.recentScores[0]).toMatchObject({ source: 'training', classId: w.klass.id, fullMark: 100 });
  });

  it('answers only a signed-in student, and only about themselves whatever the body says', async () => {
    const w = await courseWorld();
    await complete(w.klass.id, w.classmate.id, w.available[0]?.activityId ?? 0);
    expect((await t.call(HOME, {})).status).toBe(401);
    expect((await t.call(HOME, {}, { token: await t.signIn(w.teacher.mobile) })).status).toBe(403);
    const asked = await t.call<TStudentDashboard>(
      HOME,
      { userId: w.classmate.id, studentId: w.classmate.id },
      {
        token: w.token,
      },
    );
    // Either refused as a bad body or answered with the caller's own progress, never the classmate's.
    if (asked.status === 200) expect(asked.body.data?.course?.done).toBe(0);
    else expect(asked.status).toBe(400);
    // A student of another school sees none of this class.
    const other = await buildSchool(t.db);
    const outsider = await home(await t.signIn((await buildStudent(t.db, other.id)).mobile));
    expect(outsider).toMatchObject({ currentClass: null, todayLessons: [], recentScores: [], due: [] });
    const rows = await t.db
      .select()
      .from(activityProgress)
      .where(and(eq(activityProgress.classId, w.klass.id), eq(activityProgress.studentId, w.student.id)));
    expect(rows).toEqual([]);
  });
});
