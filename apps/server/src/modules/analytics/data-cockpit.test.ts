/**
 * The data cockpit through the real app on a small hand-built school whose figures are worked out
 * by hand below: online now at the window's edge, answering now (a training draft saved within the
 * window, an exam in progress), sign-ins today across midnight in China Standard Time, learning
 * time by day, the score bands and the knowledge points of a mapped course (chapters of
 * 外贸函电 → graph nodes) and of a course without a graph (its chapters); who may read it.
 */
import { type TDataCockpit, zonedDay } from '@lingua/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activityTrainings,
  courseActivities,
  courseChapters,
  courseSteps,
  courses,
  examAttempts,
  examPapers,
  exams,
  sessions,
  trainingAttempts,
} from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildClass, buildManager, buildSchool, buildStudent, buildTeacher } from '../../test/factories';
import { analyticsTrainings, cstMoment, insertAttempt, ZONE } from '../../test/fixtures/analytics';
import { insertTraining } from '../trainings/insert-training';
import { liveCounts } from './cockpit-live';
import { shiftDay } from './learning-time';

const CLASS = '/openApi/teacher/dataCockpit/class';
const SCHOOL = '/openApi/manage/dataCockpit/school';
const { terms, reply } = analyticsTrainings('cockpit');
const MIN = 60_000;

let t: TestApp;
let school: number;
let classId: number;
let otherClassId: number;
let teacher: string;
let colleague: string;
let manager: string;
let stranger: string;
let studentToken: string;
/** When s1 was last seen: the online window's edge is 15 minutes after it. */
let s1Seen: Date;
const today = () => zonedDay(new Date(), ZONE);
const day = (offset: number) => shiftDay(today(), { days: offset });

/** A course with the given chapters (sort → title), each with one activity opening the trainings given. */
async function course(key: string, chapters: [sort: number, cn: string, trainingIds: number[]][]) {
  const [c] = await t.db
    .insert(courses)
    .values({
      key,
      name: { cn: `课程 ${key}`, en: `Course ${key}` },
      audience: { cn: '学生', en: 'Students' },
      introduction: { cn: '<p>课程</p>', en: '<p>Course</p>' },
      version: '1',
    })
    .returning();
  const courseId = c?.id ?? 0;
  for (const [sort, cn, trainingIds] of chapters) {
    const [chapter] = await t.db
      .insert(courseChapters)
      .values({ courseId, sort, title: { cn, en: cn } })
      .returning();
    const [step] = await t.db
      .insert(courseSteps)
      .values({ courseId, chapterId: chapter?.id ?? 0, sort, title: { cn: '练习', en: 'Practise' } })
      .returning();
    for (const [i, trainingId] of trainingIds.entries()) {
      const [activity] = await t.db
        .insert(courseActivities)
        .values({ courseId, stepId: step?.id ?? 0, sort: i, kind: 'readSkill', title: { cn: cn, en: cn } })
        .returning();
      await t.db.insert(activityTrainings).values({ activityId: activity?.id ?? 0, trainingId });
    }
  }
  return courseId;
}

beforeAll(async () => {
  t = await buildTestApp({ jobs: { run: false } });
  school = (await buildSchool(t.db, { timeZone: ZONE, name: '驾驶舱学校' })).id;
  const teacherRow = await buildTeacher(t.db, school);
  const students = await Promise.all([1, 2, 3, 4, 5].map(() => buildStudent(t.db, school)));
  const [s1, s2, s3, s4, s5] = students.map((s) => s.id) as [number, number, number, number, number];
  const termsTraining = await insertTraining(t.db, terms);
  const replyTraining = await insertTraining(t.db, reply);
  const termsId = termsTraining.training.id;
  const replyId = replyTraining.training.id;
  const [q1, q2, q3] = termsTraining.questions.map((q) => q.id) as [number, number, number];
  const w = replyTraining.questions[0]?.id ?? 0;

  // 外贸函电 (mapped): chapter 0 the overview (no point), 1 建立业务关系 → node 1, 2 询盘 → node 2.
  const letters = await course('foreign-trade-correspondence', [
    [0, '商务信函概述', [termsId]],
    [1, '建立业务关系', [replyId]],
    [2, '询盘', [termsId]],
  ]);
  // 商务礼仪 has no knowledge graph: its chapters are the units.
  const etiquette = await course('business-etiquette', [[3, '电话礼仪', [termsId]]]);
  classId = (
    await buildClass(t.db, {
      schoolId: school,
      teacherId: teacherRow.id,
      studentIds: [s1, s2, s3, s4],
      courseId: letters,
    })
  ).id;
  otherClassId = (
    await buildClass(t.db, { schoolId: school, teacherId: teacherRow.id, studentIds: [s5, s1], courseId: etiquette })
  ).id;

  const attempt = (
    studentId: number,
    trainingId: number,
    submittedAt: Date,
    answers: [number, number | null][],
    minutes: number,
    inClass = classId,
  ) =>
    insertAttempt(t.db, {
      schoolId: school,
      classId: inClass,
      studentId,
      trainingId,
      fullMark: trainingId === termsId ? 30 : 20,
      submittedAt,
      minutes,
      answers,
      teacher: trainingId === replyId,
    });
  // s1: terms 30/30 (100%) today 00:10, reply 10/20 (50%) yesterday 23:50 (CST).
  await attempt(
    s1,
    termsId,
    cstMoment(day(0), 10),
    [
      [q1, 10],
      [q2, 10],
      [q3, 10],
    ],
    10,
  );
  await attempt(s1, replyId, cstMoment(day(-1), 23 * 60 + 50), [[w, 10]], 15);
  // s2: terms 10/30 then 20/30 three days ago (highest 66.7%), reply 20/20 (100%) three days ago.
  await attempt(
    s2,
    termsId,
    cstMoment(day(-3), 600),
    [
      [q1, 10],
      [q2, 0],
      [q3, 0],
    ],
    5,
  );
  await attempt(
    s2,
    termsId,
    cstMoment(day(-3), 620),
    [
      [q1, 10],
      [q2, 10],
      [q3, 0],
    ],
    6,
  );
  await attempt(s2, replyId, cstMoment(day(-3), 640), [[w, 20]], 7);
  // s3: terms 0/30 today; s4 nothing submitted. Eight days ago falls outside the week.
  await attempt(
    s3,
    termsId,
    cstMoment(day(0), 30),
    [
      [q1, 0],
      [q2, 0],
      [q3, 0],
    ],
    8,
  );
  await attempt(
    s3,
    termsId,
    cstMoment(day(-7), 600),
    [
      [q1, 0],
      [q2, 0],
      [q3, 0],
    ],
    50,
  );
  // The other class (商务礼仪): s5 terms 20/30 (66.7%), s1 terms 30/30 (100%), both today.
  await attempt(
    s5,
    termsId,
    cstMoment(day(0), 40),
    [
      [q1, 10],
      [q2, 10],
      [q3, 0],
    ],
    4,
    otherClassId,
  );
  await attempt(
    s1,
    termsId,
    cstMoment(day(0), 41),
    [
      [q1, 10],
      [q2, 10],
      [q3, 10],
    ],
    3,
    otherClassId,
  );

  const now = Date.now();
  const ago = (minutes: number) => new Date(now - minutes * MIN);
  const later = new Date(now + 24 * 60 * MIN);
  s1Seen = ago(14);
  await t.db.insert(sessions).values([
    // s1: signed in yesterday 23:59 CST, seen 14 minutes ago: online, not a sign-in today.
    { tokenHash: 'c1', userId: s1, createdAt: cstMoment(day(-1), 23 * 60 + 59), lastSeenAt: s1Seen, expiresAt: later },
    // s2: signed in today 00:01 CST, seen 16 minutes ago: a sign-in today, not online.
    { tokenHash: 'c2', userId: s2, createdAt: cstMoment(day(0), 1), lastSeenAt: ago(16), expiresAt: later },
    // s3: signed in at midnight, signed out a minute ago: a sign-in today, not online.
    {
      tokenHash: 'c3',
      userId: s3,
      createdAt: cstMoment(day(0), 0),
      lastSeenAt: ago(1),
      expiresAt: later,
      endedAt: ago(1),
      endReason: 'logout',
    },
    // s4: seen a minute ago but the session expired: neither.
    { tokenHash: 'c4', userId: s4, createdAt: cstMoment(day(-3), 0), lastSeenAt: ago(1), expiresAt: ago(0.5) },
  ]);

  // Answering: s4 saved a draft 9 minutes ago (in), s3 11 minutes ago (out); s5 a draft now in the other class.
  const draft = (studentId: number, trainingId: number, minutes: number, inClass = classId) =>
    t.db.insert(trainingAttempts).values({
      schoolId: school,
      classId: inClass,
      studentId,
      trainingId,
      fullMark: 30,
      startedAt: ago(minutes + 5),
      updatedAt: ago(minutes),
    });
  await draft(s4, termsId, 9);
  await draft(s3, replyId, 11);
  await draft(s5, replyId, 0, otherClassId);
  // s2 is in an exam of the class (deadline ahead); s1's exam attempt is past its deadline.
  const [paper] = await t.db
    .insert(examPapers)
    .values({
      schoolId: school,
      teacherId: teacherRow.id,
      title: '期中',
      timeMinutes: 60,
      source: 'manual',
      questionCount: 1,
      fullMark: 10,
    })
    .returning();
  const [exam] = await t.db
    .insert(exams)
    .values({
      schoolId: school,
      teacherId: teacherRow.id,
      classId,
      paperId: paper?.id ?? 0,
      title: '期中考试',
      opensAt: ago(60),
      closesAt: later,
      timeLimitMinutes: 60,
      published: true,
    })
    .returning();
  const running = { examId: exam?.id ?? 0, schoolId: school, attemptNo: 1, state: 'inProgress' as const, fullMark: 10 };
  await t.db.insert(examAttempts).values([
    { ...running, studentId: s2, startedAt: ago(20), deadlineAt: new Date(now + 30 * MIN) },
    { ...running, studentId: s1, startedAt: ago(70), deadlineAt: ago(1) },
  ]);

  teacher = await t.signIn(teacherRow.mobile);
  colleague = await t.signIn((await buildTeacher(t.db, school)).mobile);
  manager = await t.signIn((await buildManager(t.db, school)).mobile);
  stranger = await t.signIn((await buildManager(t.db, (await buildSchool(t.db)).id)).mobile);
  // A student of another school signs in for the 4xx case (their session counts nowhere here).
  studentToken = await t.signIn((await buildStudent(t.db, (await buildSchool(t.db)).id)).mobile);
});
afterAll(() => t.close());

const read = async (path: string, body: object, token: string) => {
  const r = await t.call<TDataCockpit>(path, body, { token, headers: { 'accept-language': 'cn' } });
  expect(r.body.code, r.body.message).toBe(200);
  return r.body.data as TDataCockpit;
};

describe('the class cockpit', () => {
  it('counts online now, answering now and sign-ins today', async () => {
    const r = await read(CLASS, { classId }, teacher);
    expect(r).toMatchObject({ scope: 'class', students: 4 });
    expect(r.live).toEqual({
      onlineNow: 1,
      answeringNow: 2,
      signInsToday: 2,
      onlineWindowMinutes: 15,
      answeringWindowMinutes: 10,
    });
  });

  it('takes a session seen exactly 15 minutes ago as online, and not a millisecond more', async () => {
    const edge = new Date(s1Seen.getTime() + 15 * MIN);
    const scope = { kind: 'class' as const, classId };
    expect((await liveCounts(t.db, scope, ZONE, edge)).onlineNow).toBe(1);
    expect((await liveCounts(t.db, scope, ZONE, new Date(edge.getTime() + 1))).onlineNow).toBe(0);
  });

  it('sums the learning time of the last 7 days by day in China Standard Time', async () => {
    const r = await read(CLASS, { classId }, teacher);
    // Day -3: 5 + 6 + 7; yesterday 23:50: 15; today 00:10 and 00:30: 10 + 8; day -7 is outside.
    expect(r.learningTime).toEqual([0, 0, 0, 18, 0, 15, 18].map((minutes, i) => ({ day: day(i - 6), minutes })));
  });

  it('bands the students by the class rule (highest attempt)', async () => {
    const r = await read(CLASS, { classId }, teacher);
    // s1 avg(100, 50) = 75; s2 avg(66.7, 100) = 83.3; s3 0 (its 0 from day -7 too); s4 none.
    expect(r.scores).toEqual({ rule: 'highest', scored: 3, average: 52.8, bands: [1, 0, 1, 1, 0] });
  });

  it('averages the knowledge points over their chapters, leaving the overview out', async () => {
    const r = await read(CLASS, { classId }, teacher);
    // 询盘 (terms): 100, 66.7, 0 → 55.6; 建立业务关系 (reply): 50, 100 → 75.
    const courseName = '课程 foreign-trade-correspondence';
    const enquiries = { name: '询盘', course: courseName, byChapter: false, average: 55.6, scores: 3 };
    const relations = { name: '建立业务关系', course: courseName, byChapter: false, average: 75, scores: 2 };
    expect(r.knowledge).toEqual({ count: 2, top: [relations, enquiries], weakest: [enquiries, relations] });
  });

  it('shows the chapters of a course without a graph', async () => {
    const r = await read(CLASS, { classId: otherClassId }, teacher);
    expect(r.knowledge.top).toEqual([
      { name: '电话礼仪', course: '课程 business-etiquette', byChapter: true, average: 83.3, scores: 2 },
    ]);
    // s5's draft now counts here; s1's exam is not of this class.
    expect(r.live.answeringNow).toBe(1);
  });

  it('lets the school manager read it, and no other teacher, school or student', async () => {
    expect((await read(CLASS, { classId }, manager)).title).toBeTruthy();
    for (const token of [colleague, stranger]) {
      expect((await t.call(CLASS, { classId }, { token })).status).toBe(404);
    }
    expect((await t.call(CLASS, { classId }, { token: studentToken })).status).toBe(403);
  });
});

describe('the school cockpit', () => {
  it('adds up every class of the school', async () => {
    const r = await read(SCHOOL, {}, manager);
    expect(r).toMatchObject({ scope: 'school', title: '驾驶舱学校', students: 5 });
    // s4 and s5 drafts, s2's exam; s1 online; s2, s3 signed in today.
    expect(r.live).toMatchObject({ onlineNow: 1, answeringNow: 3, signInsToday: 2 });
    // Today adds the other class's 4 + 3 minutes.
    expect(r.learningTime.map((d) => d.minutes)).toEqual([0, 0, 0, 18, 0, 15, 25]);
    // Highest per student, class and training, averaged per student: s1 avg(100, 50, 100) = 83.3,
    // s2 83.3, s3 0, s5 66.7.
    expect(r.scores).toEqual({ rule: 'highest', scored: 4, average: 58.3, bands: [1, 1, 0, 2, 0] });
    expect(r.knowledge.count).toBe(3);
    expect(r.knowledge.top[0]).toMatchObject({ name: '电话礼仪', byChapter: true, average: 83.3 });
  });

  it('is for the manager of the school only', async () => {
    expect((await t.call(SCHOOL, {}, { token: teacher })).status).toBe(403);
    expect((await t.call(SCHOOL, {}, { token: studentToken })).status).toBe(403);
    // Another school's manager reads their own (empty) school, never this one.
    const r = await read(SCHOOL, {}, stranger);
    expect(r.students).toBe(0);
  });
});
