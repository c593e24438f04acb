/**
 * The student's own analytics through the real app, on a hand-built class whose figures are
 * worked out below: days and streaks in China Standard Time (23:50 and 00:10 are two days, a run
 * across midnight), the edges of the 7-day range, training scores by the class's rule beside the
 * class average, question types beside the class's; and who may read them (a student of the
 * class only, nobody else's row in the answer).
 */
import { QuestionTypeCodes as C, type TStudentEveryDay, type TStudentLearnAnalyse, zonedDay } from '@lingua/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activityProgress,
  classes,
  classStudents,
  courseActivities,
  courseChapters,
  courseSteps,
  courses,
} from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildClass, buildSchool, buildStudent, buildTeacher } from '../../test/factories';
import { analyticsTrainings, cstMoment, insertAttempt, ZONE } from '../../test/fixtures/analytics';
import { insertTraining } from '../trainings/insert-training';
import { shiftDay } from './learning-time';
import { currentRun } from './student-every-day';

const A = '/openApi/student/analysis';
const { terms, reply } = analyticsTrainings('own');

let t: TestApp;
let classId: number;
let otherClassId: number;
let me: string;
let classmate: string;
let quiet: string;
let outsider: string;
let teacher: string;
let classmateRow: { name: string; mobile: string };
const today = () => zonedDay(new Date(), ZONE);
const day = (offset: number) => shiftDay(today(), { days: offset });
/** A moment of the day `offset` days from today in China Standard Time, `minutes` after its midnight. */
const at = (offset: number, minutes: number) => cstMoment(day(offset), minutes);

beforeAll(async () => {
  t = await buildTestApp({ jobs: { run: false } });
  const school = (await buildSchool(t.db, { timeZone: ZONE })).id;
  const teacherRow = await buildTeacher(t.db, school);
  const [s1, s2, s3, s4, s5] = await Promise.all([1, 2, 3, 4, 5].map(() => buildStudent(t.db, school)));
  if (!s1 || !s2 || !s3 || !s4 || !s5) throw new Error('no students');
  classmateRow = s2;
  classId = (
    await buildClass(t.db, { schoolId: school, teacherId: teacherRow.id, studentIds: [s1.id, s2.id, s3.id, s5.id] })
  ).id;
  otherClassId = (await buildClass(t.db, { schoolId: school, teacherId: teacherRow.id, studentIds: [s4.id] })).id;
  me = await t.signIn(s1.mobile);
  classmate = await t.signIn(s2.mobile);
  quiet = await t.signIn(s3.mobile);
  outsider = await t.signIn(s4.mobile);
  teacher = await t.signIn(teacherRow.mobile);
  const termsTraining = await insertTraining(t.db, terms);
  const replyTraining = await insertTraining(t.db, reply);
  const termsId = termsTraining.training.id;
  const replyId = replyTraining.training.id;
  const [q1, q2, q3] = termsTraining.questions.map((q) => q.id) as [number, number, number];
  const w = replyTraining.questions[0]?.id ?? 0;

  /** A submitted attempt of the terms training (three scores of 10) or the writing (the teacher's score of 20). */
  const attempt = (
    studentId: number,
    when: Date,
    minutes: number,
    scores: number[],
    options: { inClass?: number; draft?: boolean } = {},
  ) => {
    const writing = scores.length === 1;
    const questions = writing ? [w] : [q1, q2, q3];
    return insertAttempt(t.db, {
      schoolId: school,
      classId: options.inClass ?? classId,
      studentId,
      trainingId: writing ? replyId : termsId,
      fullMark: writing ? 20 : 30,
      submittedAt: when,
      minutes,
      answers: questions.map((questionId, i) => [questionId, scores[i] ?? 0]),
      teacher: writing,
      draft: options.draft,
    });
  };

  // S1 (me): a run of five days forty days ago, 6 minutes and 10 of 30 each.
  for (const offset of [-41, -40, -39, -38, -37]) await attempt(s1.id, at(offset, 600), 6, [10, 0, 0]);
  // 23:59 seven days ago (outside the 7-day range) and 00:00 six days ago (its first minute): a run of two.
  await attempt(s1.id, at(-7, 23 * 60 + 59), 7, [10, 0, 0]);
  await attempt(s1.id, at(-6, 0), 8, [10, 10, 0]);
  // The current run of four: 10:00 three days ago, 23:50 and 00:10 across midnight, the writing today.
  await attempt(s1.id, at(-3, 600), 10, [0, 10, 0]);
  await attempt(s1.id, at(-2, 23 * 60 + 50), 15, [10, 10, 0]);
  await attempt(s1.id, at(-1, 10), 5, [10, 10, 10]);
  await attempt(s1.id, at(0, 9 * 60), 20, [15]);
  // A draft today and an attempt in another class count nowhere.
  await attempt(s1.id, at(0, 60), 30, [10, 10, 10], { draft: true });
  // S2 the day before yesterday and yesterday, not today: a streak of two that still stands.
  await attempt(s2.id, at(-2, 600), 9, [10, 0, 0]);
  await attempt(s2.id, at(-1, 600), 11, [10, 10, 0]);
  // S3 wrote three days ago: 10 of 20.
  await attempt(s3.id, at(-3, 600), 25, [10]);
  // S4 in the other class; S5 left the class and takes their attempt along.
  await attempt(s4.id, at(0, 600), 40, [0, 0, 0], { inClass: otherClassId });
  await attempt(s5.id, at(0, 600), 40, [0, 0, 0]);
  await t.db.delete(classStudents).where(eq(classStudents.studentId, s5.id));

  // Three activities completed by S1: one today, one yesterday, one marked done by the teacher today.
  const [course] = await t.db
    .insert(courses)
    .values({
      key: 'own-course',
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
  const [step] = await t.db
    .insert(courseSteps)
    .values({ courseId, chapterId: chapter?.id ?? 0, sort: 0, title: { cn: '阅读', en: 'Reading' } })
    .returning();
  const activities = await t.db
    .insert(courseActivities)
    .values(
      [0, 1, 2].map((sort) => ({
        courseId,
        stepId: step?.id ?? 0,
        sort,
        kind: 'readSkill' as const,
        title: { cn: `活动${sort}`, en: `Activity ${sort}` },
      })),
    )
    .returning();
  const [a0, a1, a2] = activities.map((a) => a.id) as [number, number, number];
  await t.db.insert(activityProgress).values([
    { classId, studentId: s1.id, activityId: a0, finished: 2, updatedAt: at(0, 1) },
    { classId, studentId: s1.id, activityId: a1, finished: 2, updatedAt: at(-1, 23 * 60 + 59) },
    { classId, studentId: s1.id, activityId: a2, finished: 2, markedBy: teacherRow.id, updatedAt: at(0, 2) },
    { classId, studentId: s2.id, activityId: a0, finished: 1, updatedAt: at(0, 3) },
  ]);
});
afterAll(() => t.close());

const read = async <T>(path: string, body: object, token = me) => {
  const r = await t.call<T>(`${A}/${path}`, body, { token, headers: { 'accept-language': 'cn' } });
  expect(r.body.code, r.body.message).toBe(200);
  return r.body.data as T;
};

describe("the student's day", () => {
  it("counts today, the streak across midnight in China Standard Time, and the week's minutes", async () => {
    const r = await read<TStudentEveryDay>('everyDay', { classId });
    // Days -3, -2 (23:50), -1 (00:10) and today make four; in UTC 00:10 would fall on day -2 and break it.
    expect(r).toMatchObject({
      today: today(),
      minutesToday: 20,
      attemptsToday: 1,
      activitiesToday: 1,
      currentStreak: 4,
      streakIncludesToday: true,
      longestStreak: 5,
      activeDays: 11,
    });
    expect(r.week).toEqual([8, 0, 0, 10, 15, 5, 20].map((minutes, i) => ({ day: day(i - 6), minutes })));
  });

  it('keeps a streak that ended yesterday standing, and has none after a gap', async () => {
    const mate = await read<TStudentEveryDay>('everyDay', { classId }, classmate);
    expect(mate).toMatchObject({ currentStreak: 2, streakIncludesToday: false, longestStreak: 2, minutesToday: 0 });
    const gap = await read<TStudentEveryDay>('everyDay', { classId }, quiet);
    expect(gap).toMatchObject({ currentStreak: 0, longestStreak: 1, activeDays: 1 });
    expect(currentRun([], '2026-03-01')).toEqual({ days: 0, includesToday: false });
    expect(currentRun([{ first: '2026-02-27', last: '2026-02-28', days: 2 }], '2026-03-01')).toEqual({
      days: 2,
      includesToday: false,
    });
  });
});

describe("the student's learning analysis", () => {
  it('adds minutes by day over each range, the 7-day range starting at 00:00 six days ago', async () => {
    const week = await read<TStudentLearnAnalyse>('learnAnalyse', { classId, range: '7d' });
    expect(week).toMatchObject({ from: day(-6), to: today(), minutes: 58, attempts: 5, activeDays: 5 });
    expect(week.days.map((d) => d.minutes)).toEqual([8, 0, 0, 10, 15, 5, 20]);
    // Each attempt's percentage in order, the 23:59 one seven days ago left out.
    expect(week.scores.map((s) => [s.day, s.percent])).toEqual([
      [day(-6), 66.7],
      [day(-3), 33.3],
      [day(-2), 66.7],
      [day(-1), 100],
      [day(0), 75],
    ]);
    expect(week.scores.at(-1)).toMatchObject({ title: '回复询盘', kind: 'writingSkill' });
    const month = await read<TStudentLearnAnalyse>('learnAnalyse', { classId, range: '30d' });
    expect(month).toMatchObject({ from: day(-29), minutes: 65, attempts: 6, activeDays: 6 });
    expect(month.days).toHaveLength(30);
    const half = await read<TStudentLearnAnalyse>('learnAnalyse', { classId, range: '6m' });
    expect(half).toMatchObject({ minutes: 95, attempts: 11, activeDays: 11 });
  });

  it("puts the student's training scores by the class rule beside the class average", async () => {
    const r = await read<TStudentLearnAnalyse>('learnAnalyse', { classId, range: '7d' });
    // Highest: S1 terms 100 and writing 75 → 87.5; S2 66.7; S3 50; the leaver and the other class
    // count nothing: (87.5 + 66.7 + 50) / 3 = 68.1. Over every training, whatever the range.
    expect(r.standing).toEqual({ rule: 'highest', mine: 87.5, trainingsDone: 2, classAverage: 68.1, classScored: 3 });
    await t.db.update(classes).set({ scoreRule: 1 }).where(eq(classes.id, classId));
    try {
      // First: S1 terms 33.3 (forty-one days ago) and 75 → 54.2; S2 33.3; S3 50 → 137.5 / 3 = 45.8.
      const first = await read<TStudentLearnAnalyse>('learnAnalyse', { classId, range: '7d' });
      expect(first.standing).toMatchObject({ rule: 'first', mine: 54.2, classAverage: 45.8 });
    } finally {
      await t.db.update(classes).set({ scoreRule: 0 }).where(eq(classes.id, classId));
    }
  });

  it("names the student's weakest question types first, beside the class's", async () => {
    const r = await read<TStudentLearnAnalyse>('learnAnalyse', { classId, range: '7d' });
    // Choice: S1 8 right of 12 (80 of 120 marks); the class adds S2's 3 of 6: 11 of 18.
    // Writing (no right or wrong): S1 15 of 20; the class adds S3's 10 of 20: 25 of 40.
    expect(r.types).toEqual([
      {
        subjectType: C.choice,
        answers: 12,
        rightRatio: 66.7,
        facility: 66.7,
        classRightRatio: 61.1,
        classFacility: 61.1,
      },
      {
        subjectType: C.writing,
        answers: 1,
        rightRatio: null,
        facility: 75,
        classRightRatio: null,
        classFacility: 62.5,
      },
    ]);
  });

  it("shows no one else's name or account", async () => {
    for (const path of ['everyDay', 'learnAnalyse']) {
      const r = await read<object>(path, { classId, range: '6m' });
      const text = JSON.stringify(r);
      expect(text).not.toContain(classmateRow.name);
      expect(text).not.toContain(classmateRow.mobile);
    }
  });
});

describe('who may read it', () => {
  it('is a 404 for a class the student is not in, and a 403 for a teacher', async () => {
    for (const [path, body] of [
      ['everyDay', { classId }],
      ['learnAnalyse', { classId, range: '7d' }],
    ] as const) {
      expect((await t.call(`${A}/${path}`, body, { token: outsider })).status).toBe(404);
      expect((await t.call(`${A}/${path}`, { ...body, classId: otherClassId }, { token: me })).status).toBe(404);
      expect((await t.call(`${A}/${path}`, body, { token: teacher })).status).toBe(403);
    }
    expect((await t.call(`${A}/learnAnalyse`, { classId, range: '1y' }, { token: me })).status).toBe(400);
  });
});
