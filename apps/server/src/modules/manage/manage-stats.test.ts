/**
 * The manager's statistics through the real app on a small hand-built school whose every figure is
 * worked out below: usage over 7 and 30 school days in China Standard Time (an attempt at 23:30 the
 * day before the range stays out, one at 00:10 of its first day counts), per teacher, class and
 * project type; class progress and scores by the class's score rule; a class's students and one
 * student's steps and attempts; the export matching the page; and who may read them.
 */
import type {
  TClassProgressRow,
  TClassStudentsProgress,
  TFileDownload,
  TStudentProgressDetails,
  TUsageStatistics,
} from '@lingua/contracts';
import { zonedDay } from '@lingua/contracts';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activityProgress,
  classes,
  courseActivities,
  courseChapters,
  courseSteps,
  courses,
  examPapers,
  exams,
  onlineLessons,
  onlineTime,
  taskClasses,
  taskSubmissions,
  tasks,
  trainingAttempts,
} from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildClass, buildManager, buildSchool, buildStudent, buildTeacher } from '../../test/factories';
import { analyticsTrainings, cstMoment as at, insertAttempt, ZONE } from '../../test/fixtures/analytics';
import { shiftDay } from '../analytics/learning-time';
import { insertTraining } from '../trainings/insert-training';

const S = '/openApi/manage/stats';
const { terms, reply } = analyticsTrainings('manage-stats');

let t: TestApp;
let manager: string;
let teacher: string;
let student: string;
let stranger: string;
let c1: number;
let c2: number;
let otherClass: number;
let teacher1: number;
let teacher2: number;
let s1: number;
let s4: number;
const d = zonedDay(new Date(), ZONE);
const day = (n: number) => shiftDay(d, { days: n });

beforeAll(async () => {
  t = await buildTestApp({ jobs: { run: false } });
  const school = (await buildSchool(t.db, { timeZone: ZONE })).id;
  const other = (await buildSchool(t.db, { timeZone: ZONE })).id;
  const managerRow = await buildManager(t.db, school);
  const t1 = await buildTeacher(t.db, school);
  const t2 = await buildTeacher(t.db, school);
  teacher1 = t1.id;
  teacher2 = t2.id;
  const [st1, st2, st3, st4] = await Promise.all([1, 2, 3, 4].map(() => buildStudent(t.db, school)));
  s1 = st1?.id ?? 0;
  const s2 = st2?.id ?? 0;
  const s3 = st3?.id ?? 0;
  s4 = st4?.id ?? 0;
  const otherTeacher = await buildTeacher(t.db, other);
  const otherStudent = await buildStudent(t.db, other);

  // The course: one chapter, step A of two activities and step B of two.
  const [course] = await t.db
    .insert(courses)
    .values({
      key: 'manage-stats-course',
      name: { cn: '外贸函电', en: 'Trade correspondence' },
      audience: { cn: '学生', en: 'Students' },
      introduction: { cn: '<p>课程</p>', en: '<p>Course</p>' },
      version: '1',
    })
    .returning();
  const courseId = course?.id ?? 0;
  const [chapter] = await t.db
    .insert(courseChapters)
    .values({ courseId, sort: 0, title: { cn: '询盘', en: 'Enquiries' } })
    .returning();
  const steps = await t.db
    .insert(courseSteps)
    .values([
      { courseId, chapterId: chapter?.id ?? 0, sort: 0, title: { cn: '阅读询盘', en: 'Reading enquiries' } },
      { courseId, chapterId: chapter?.id ?? 0, sort: 1, title: { cn: '回复询盘', en: 'Replying' } },
    ])
    .returning();
  const acts = await t.db
    .insert(courseActivities)
    .values(
      [0, 0, 1, 1].map((stepIndex, i) => ({
        courseId,
        stepId: steps[stepIndex]?.id ?? 0,
        sort: i,
        kind: 'readSkill' as const,
        title: { cn: `活动${i}`, en: `Activity ${i}` },
      })),
    )
    .returning();
  const [a0, a1, a2] = acts.map((a) => a.id) as [number, number, number];

  c1 = (await buildClass(t.db, { schoolId: school, teacherId: t1.id, courseId, studentIds: [s1, s2, s3] })).id;
  c2 = (await buildClass(t.db, { schoolId: school, teacherId: t2.id, studentIds: [s4] })).id;
  otherClass = (await buildClass(t.db, { schoolId: other, teacherId: otherTeacher.id, studentIds: [otherStudent.id] }))
    .id;
  manager = await t.signIn(managerRow.mobile);
  teacher = await t.signIn(t1.mobile);
  student = await t.signIn(st1?.mobile ?? '');
  stranger = await t.signIn((await buildManager(t.db, other)).mobile);

  await t.db.insert(activityProgress).values([
    { classId: c1, studentId: s1, activityId: a0, finished: 2 },
    { classId: c1, studentId: s1, activityId: a1, finished: 2 },
    { classId: c1, studentId: s1, activityId: a2, finished: 1 },
    { classId: c1, studentId: s2, activityId: a0, finished: 2 },
  ]);

  // Online time: teacher 1 today (int_edu), on the range's first day (int_live) and the day before it.
  const ot = (
    userId: number,
    userType: number,
    n: number,
    projectType: string,
    seconds: number,
    schoolId = school,
  ) => ({
    userId,
    schoolId,
    userType,
    day: day(n),
    projectType,
    seconds,
  });
  await t.db
    .insert(onlineTime)
    .values([
      ot(t1.id, 1, 0, 'int_edu', 600),
      ot(t1.id, 1, -6, 'int_live', 300),
      ot(t1.id, 1, -7, 'int_edu', 900),
      ot(s1, 2, 0, 'int_edu', 1200),
      ot(s2, 2, -1, 'int_edu', 600),
      ot(s4, 2, -2, 'int_vr', 120),
      ot(otherTeacher.id, 1, 0, 'int_edu', 999, other),
    ]);

  // Attempts (class 1, highest rule): S1 terms 20/30 on the first day 00:10 and 30/30 today, reply
  // 10/20 ten days ago; S2 terms 15/30 at 23:30 the day before the range.
  const termsT = await insertTraining(t.db, terms);
  const replyT = await insertTraining(t.db, reply);
  const [q1, q2, q3] = termsT.questions.map((q) => q.id) as [number, number, number];
  const w = replyT.questions[0]?.id ?? 0;
  const attempt = (studentId: number, trainingId: number, when: Date, answers: [number, number][]) =>
    insertAttempt(t.db, {
      schoolId: school,
      classId: c1,
      studentId,
      trainingId,
      fullMark: trainingId === termsT.training.id ? 30 : 20,
      submittedAt: when,
      minutes: 10,
      answers,
    });
  const tt = termsT.training.id;
  await attempt(s1, tt, at(day(-6), 10), [
    [q1, 10],
    [q2, 10],
    [q3, 0],
  ]);
  await attempt(s1, tt, at(d, 8 * 60), [
    [q1, 10],
    [q2, 10],
    [q3, 10],
  ]);
  await attempt(s1, replyT.training.id, at(day(-10), 600), [[w, 10]]);
  await attempt(s2, tt, at(day(-7), 23 * 60 + 30), [
    [q1, 10],
    [q2, 5],
    [q3, 0],
  ]);
  // Teacher 1 opened S1's first-day attempt 10 minutes later, and S2's at 23:40 the day before.
  await t.db
    .update(trainingAttempts)
    .set({ viewedAt: at(day(-6), 20) })
    .where(eq(trainingAttempts.studentId, s1));
  await t.db
    .update(trainingAttempts)
    .set({ viewedAt: at(day(-7), 23 * 60 + 40) })
    .where(eq(trainingAttempts.studentId, s2));
  // Only the first-day attempt of S1 counts as viewed: clear the others.
  await t.db
    .update(trainingAttempts)
    .set({ viewedAt: null })
    .where(eq(trainingAttempts.submittedAt, at(d, 8 * 60)));
  await t.db
    .update(trainingAttempts)
    .set({ viewedAt: null })
    .where(eq(trainingAttempts.submittedAt, at(day(-10), 600)));

  // Tasks of teacher 1: one at 23:50 the day before the range, one at 00:05 of its first day.
  const task = (createdAt: Date) => ({
    schoolId: school,
    teacherId: t1.id,
    title: 'Reply to an enquiry',
    taskType: 'writing' as const,
    background: [],
    attachments: [],
    uploadRule: 'none' as const,
    fileGroups: [],
    maxFileMb: 10,
    fullMark: 100,
    deadline: at(day(3), 0),
    createdAt,
  });
  const [early, inRange] = await t.db
    .insert(tasks)
    .values([task(at(day(-7), 23 * 60 + 50)), task(at(day(-6), 5))])
    .returning();
  await t.db.insert(taskClasses).values([{ taskId: inRange?.id ?? 0, classId: c1 }]);
  await t.db.insert(taskSubmissions).values([
    {
      taskId: inRange?.id ?? 0,
      classId: c1,
      studentId: s1,
      submittedAt: at(day(-1), 600),
      score: 90,
      ratedAt: at(d, 600),
    },
    { taskId: inRange?.id ?? 0, classId: c1, studentId: s2, submittedAt: at(day(-1), 610) },
    { taskId: inRange?.id ?? 0, classId: c1, studentId: s3 },
  ]);
  expect(early).toBeDefined();
  // Teacher 2 held an online lesson today and an exam that opened yesterday (and a deleted one).
  await t.db.insert(onlineLessons).values({
    schoolId: school,
    classId: c2,
    teacherId: t2.id,
    title: 'Price negotiation',
    signInMode: 'fixed',
    fixedCode: '1234',
    signInSecret: 'secret',
    lateAfterMinutes: 5,
    startedAt: at(d, 9 * 60),
    endedAt: at(d, 10 * 60),
  });
  const [paper] = await t.db
    .insert(examPapers)
    .values({
      schoolId: school,
      teacherId: t2.id,
      title: 'Mid-term',
      timeMinutes: 60,
      source: 'manual',
      questionCount: 1,
      fullMark: 100,
    })
    .returning();
  const exam = (deletedAt: Date | null) => ({
    schoolId: school,
    teacherId: t2.id,
    classId: c2,
    paperId: paper?.id ?? 0,
    title: 'Mid-term exam',
    opensAt: at(day(-1), 9 * 60),
    closesAt: at(day(-1), 11 * 60),
    timeLimitMinutes: 60,
    published: true,
    deletedAt,
  });
  await t.db.insert(exams).values([exam(null), exam(at(d, 0))]);
});
afterAll(() => t.close());

const read = async <T>(path: string, body: object | undefined, token = manager, language = 'cn') => {
  const r = await t.call<T>(`${S}/${path}`, body, { token, headers: { 'accept-language': language } });
  expect(r.body.code, r.body.message).toBe(200);
  return r.body.data as T;
};

describe('usage statistics', () => {
  it('adds up 7 school days per day, project type, teacher and class', async () => {
    const u = await read<TUsageStatistics>('usage', { range: '7d' });
    expect(u.from).toBe(day(-6));
    expect(u.to).toBe(d);
    expect(u.days).toHaveLength(7);
    expect(u.days.find((x) => x.day === d)).toEqual({ day: d, teacherMinutes: 10, studentMinutes: 20 });
    expect(u.days.find((x) => x.day === day(-6))).toEqual({ day: day(-6), teacherMinutes: 5, studentMinutes: 0 });
    expect(u.days.find((x) => x.day === day(-2))).toEqual({ day: day(-2), teacherMinutes: 0, studentMinutes: 2 });
    expect(u.projects).toEqual([
      { projectType: 'int_edu', users: 3, teacherMinutes: 10, studentMinutes: 30 },
      { projectType: 'int_live', users: 1, teacherMinutes: 5, studentMinutes: 0 },
      { projectType: 'int_vr', users: 1, teacherMinutes: 0, studentMinutes: 2 },
    ]);
    const one = u.teachers.find((x) => x.teacherId === teacher1);
    expect(one).toMatchObject({
      onlineMinutes: 15,
      tasksSet: 1,
      onlineLessons: 0,
      examsHeld: 0,
      attemptsReviewed: 1,
      tasksRated: 1,
    });
    expect(u.teachers.find((x) => x.teacherId === teacher2)).toMatchObject({
      onlineMinutes: 0,
      tasksSet: 0,
      onlineLessons: 1,
      examsHeld: 1,
    });
    // The manager is staff too; nobody of the other school is there.
    expect(u.teachers).toHaveLength(3);
    expect(u.classes.find((c) => c.classId === c1)).toMatchObject({
      students: 3,
      activeStudents: 2,
      onlineMinutes: 30,
      attempts: 2,
    });
    expect(u.classes.find((c) => c.classId === c2)).toMatchObject({
      students: 1,
      activeStudents: 1,
      onlineMinutes: 2,
      attempts: 0,
    });
    expect(u.classes.some((c) => c.classId === otherClass)).toBe(false);
  });

  it('takes in the day before over 30 days', async () => {
    const u = await read<TUsageStatistics>('usage', { range: '30d' });
    expect(u.days).toHaveLength(30);
    expect(u.teachers.find((x) => x.teacherId === teacher1)).toMatchObject({
      onlineMinutes: 30,
      tasksSet: 2,
      attemptsReviewed: 2,
    });
    expect(u.classes.find((c) => c.classId === c1)?.attempts).toBe(4);
  });

  it('exports the page in the caller language', async () => {
    const u = await read<TUsageStatistics>('usage', { range: '7d' }, manager, 'en');
    const file = await read<TFileDownload>('usageExport', { range: '7d' }, manager, 'en');
    expect(file.fileName).toBe(`Usage statistics_${day(-6)}_${d}.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(file.base64, 'base64') as unknown as ArrayBuffer);
    const rows = (name: string) =>
      (book.getWorksheet(name)?.getSheetValues() ?? []).slice(1).map((r) => (r as unknown[]).slice(1));
    expect(rows('Teachers')[0]).toEqual([
      'Name',
      'Account',
      'Online (min)',
      'Tasks set',
      'Online lessons',
      'Exams',
      'Attempts reviewed',
      'Tasks rated',
    ]);
    expect(rows('Teachers').slice(1)).toEqual(
      u.teachers.map((x) => [
        x.name,
        x.mobile,
        x.onlineMinutes,
        x.tasksSet,
        x.onlineLessons,
        x.examsHeld,
        x.attemptsReviewed,
        x.tasksRated,
      ]),
    );
    expect(rows('Platform modules').slice(1)).toEqual([
      ['Teaching', 3, 10, 30],
      ['Online classroom', 1, 5, 0],
      ['Virtual simulation', 1, 0, 2],
    ]);
    expect(rows('Classes')).toHaveLength(3);
  });
});

describe('progress and scores', () => {
  it('gives each class its progress, average score and tasks done', async () => {
    const rows = await read<TClassProgressRow[]>('classProgress', undefined);
    expect(rows.map((r) => r.classId).sort()).toEqual([c1, c2].sort());
    expect(rows.find((r) => r.classId === c1)).toMatchObject({
      courseName: '外贸函电',
      students: 3,
      activities: 4,
      progress: 25,
      averageScore: 62.5,
      tasksDone: 2,
    });
    expect(rows.find((r) => r.classId === c2)).toMatchObject({
      courseName: null,
      students: 1,
      activities: 0,
      progress: null,
      averageScore: null,
      tasksDone: 0,
    });
  });

  it('scores by the class rule: the first attempt, the average, the latest', async () => {
    // S1: terms 66.67 then 100, reply 50; S2: terms 50.
    const expected: [code: number, average: number][] = [
      [1, 54.2], // first: S1 (66.67 + 50) / 2 = 58.33, S2 50
      [2, 58.3], // average: S1 (83.33 + 50) / 2 = 66.67, S2 50
      [3, 62.5], // latest: S1 (100 + 50) / 2 = 75, S2 50
    ];
    try {
      for (const [code, average] of expected) {
        await t.db.update(classes).set({ scoreRule: code }).where(eq(classes.id, c1));
        const rows = await read<TClassProgressRow[]>('classProgress', undefined);
        expect(rows.find((r) => r.classId === c1)?.averageScore, `rule ${code}`).toBe(average);
      }
    } finally {
      await t.db.update(classes).set({ scoreRule: 0 }).where(eq(classes.id, c1));
    }
  });

  it("lists a class's students", async () => {
    const r = await read<TClassStudentsProgress>('classStudents', { classId: c1 });
    expect(r.activities).toBe(4);
    expect(
      r.rows.map(({ completed, progress, averageScore, attempts, tasksDone, lastActive }) => ({
        completed,
        progress,
        averageScore,
        attempts,
        tasksDone,
        lastActive,
      })),
    ).toEqual([
      { completed: 2, progress: 50, averageScore: 75, attempts: 3, tasksDone: 1, lastActive: d },
      { completed: 1, progress: 25, averageScore: 50, attempts: 1, tasksDone: 1, lastActive: day(-1) },
      { completed: 0, progress: 0, averageScore: null, attempts: 0, tasksDone: 0, lastActive: null },
    ]);
  });

  it("shows one student's steps and attempts", async () => {
    const r = await read<TStudentProgressDetails>('studentProgress', { classId: c1, userId: s1 }, manager, 'en');
    expect(r).toMatchObject({ activities: 4, completed: 2, progress: 50, averageScore: 75 });
    expect(r.chapters).toEqual([
      {
        chapterId: expect.any(Number),
        title: 'Enquiries',
        steps: [
          { stepId: expect.any(Number), title: 'Reading enquiries', activities: 2, completed: 2, inProgress: 0 },
          { stepId: expect.any(Number), title: 'Replying', activities: 2, completed: 0, inProgress: 1 },
        ],
      },
    ]);
    expect(r.attempts.map((a) => [a.trainingTitle, a.submittedAt, a.score, a.minutes])).toEqual([
      ['Reading: trade terms', `${d} 08:00`, 100, 10],
      ['Reading: trade terms', `${day(-6)} 00:10`, 66.7, 10],
      ['Writing: reply to an enquiry', `${day(-10)} 10:00`, 50, 10],
    ]);
  });
});

describe('who may read them', () => {
  it('refuses teachers and students', async () => {
    for (const token of [teacher, student]) {
      expect((await t.call(`${S}/usage`, { range: '7d' }, { token })).status).toBe(403);
      expect((await t.call(`${S}/classProgress`, undefined, { token })).status).toBe(403);
      expect((await t.call(`${S}/classStudents`, { classId: c1 }, { token })).status).toBe(403);
    }
  });

  it("answers 404 for another school's class and a student not of the class", async () => {
    expect((await t.call(`${S}/classStudents`, { classId: otherClass }, { token: manager })).status).toBe(404);
    expect((await t.call(`${S}/classStudents`, { classId: c1 }, { token: stranger })).status).toBe(404);
    expect((await t.call(`${S}/studentProgress`, { classId: c1, userId: s1 }, { token: stranger })).status).toBe(404);
    expect((await t.call(`${S}/studentProgress`, { classId: c1, userId: s4 }, { token: manager })).status).toBe(404);
    const theirs = await read<TUsageStatistics>('usage', { range: '7d' }, stranger);
    expect(theirs.teachers.some((x) => x.teacherId === teacher1)).toBe(false);
    expect(theirs.days.find((x) => x.day === d)?.teacherMinutes).toBe(16.7);
  });
});
