/**
 * The class data report through the real app, on a small hand-built class whose every figure is
 * worked out by hand below: scores by the highest attempt, bands, learning time by day in China
 * Standard Time (an attempt at 23:30 counts on its own day, one at 00:10 on the next), Moodle's
 * facility and discrimination indices over first attempts, answers by type, task scores; who may
 * read it; and the export matching the page.
 */
import {
  QuestionTypeCodes as C,
  type TAchievementReport,
  type TFileDownload,
  type TLearningTimeReport,
  type TRightRatioReport,
  type TTaskScoreReport,
  type TTypeAnswerReport,
  zonedDay,
} from '@lingua/contracts';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attemptAnswers, classes, classStudents, taskSubmissions } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildClass, buildManager, buildSchool, buildStudent, buildTeacher } from '../../test/factories';
import { analyticsTrainings, cstMoment, insertAttempt, ZONE } from '../../test/fixtures/analytics';
import { insertTraining } from '../trainings/insert-training';
import { shiftDay } from './learning-time';

const R = '/openApi/teacher/dataReport';
const { terms, reply } = analyticsTrainings('report');

let t: TestApp;
let classId: number;
let teacher: string;
let colleague: string;
let manager: string;
let stranger: string;
let studentToken: string;
let termsId: number;
let replyId: number;
let taskId: number;
let writingQuestion: number;
const today = () => zonedDay(new Date(), ZONE);
const at = cstMoment;

beforeAll(async () => {
  t = await buildTestApp({ jobs: { run: false } });
  const school = (await buildSchool(t.db, { timeZone: ZONE })).id;
  const teacherRow = await buildTeacher(t.db, school);
  const students = await Promise.all([1, 2, 3, 4, 5, 6].map(() => buildStudent(t.db, school)));
  const [s1, s2, s3, s4, s5, s6] = students.map((s) => s.id) as [number, number, number, number, number, number];
  classId = (
    await buildClass(t.db, { schoolId: school, teacherId: teacherRow.id, studentIds: [s1, s2, s3, s4, s5, s6] })
  ).id;
  teacher = await t.signIn(teacherRow.mobile);
  colleague = await t.signIn((await buildTeacher(t.db, school)).mobile);
  manager = await t.signIn((await buildManager(t.db, school)).mobile);
  stranger = await t.signIn((await buildManager(t.db, (await buildSchool(t.db)).id)).mobile);
  studentToken = await t.signIn(students[0]?.mobile ?? '');
  const termsTraining = await insertTraining(t.db, terms);
  const replyTraining = await insertTraining(t.db, reply);
  termsId = termsTraining.training.id;
  replyId = replyTraining.training.id;
  const [q1, q2, q3] = termsTraining.questions.map((q) => q.id) as [number, number, number];
  const w = replyTraining.questions[0]?.id ?? 0;
  writingQuestion = w;

  /** A submitted (or draft) attempt with each question's score; right when it scored the full mark. */
  const attempt = (
    studentId: number,
    trainingId: number,
    submittedAt: Date,
    answers: [number, number | null][],
    options: { minutes?: number; status?: 'draft' | 'submitted'; teacher?: boolean } = {},
  ) =>
    insertAttempt(t.db, {
      schoolId: school,
      classId,
      studentId,
      trainingId,
      fullMark: trainingId === termsId ? 30 : 20,
      submittedAt,
      minutes: options.minutes ?? 10,
      answers,
      teacher: options.teacher,
      draft: options.status === 'draft',
    });
  const d = today();
  // First attempts of the terms training (the question statistics read these):
  //   S1 10 10 10 | S2 10 10 0 | S3 10 0 0 | S4 0 0 10
  await attempt(
    s1,
    termsId,
    at(shiftDay(d, { days: -1 }), 23 * 60 + 30),
    [
      [q1, 10],
      [q2, 10],
      [q3, 10],
    ],
    { minutes: 10 },
  );
  await attempt(
    s2,
    termsId,
    at(d, 10),
    [
      [q1, 10],
      [q2, 10],
      [q3, 0],
    ],
    { minutes: 20 },
  );
  await attempt(
    s3,
    termsId,
    at(shiftDay(d, { days: -10 }), 600),
    [
      [q1, 10],
      [q2, 0],
      [q3, 0],
    ],
    { minutes: 15 },
  );
  await attempt(
    s4,
    termsId,
    at(shiftDay(d, { days: -100 }), 600),
    [
      [q1, 0],
      [q2, 0],
      [q3, 10],
    ],
    { minutes: 5 },
  );
  // S3 tries again and gets everything right: the highest counts for the score, not for the statistics.
  await attempt(
    s3,
    termsId,
    at(shiftDay(d, { days: -2 }), 600),
    [
      [q1, 10],
      [q2, 10],
      [q3, 10],
    ],
    { minutes: 8 },
  );
  // S1's writing, graded by the teacher 10 of 20; a draft and a student who left count for nothing.
  await attempt(s1, replyId, at(shiftDay(d, { days: -3 }), 600), [[w, 10]], { minutes: 30, teacher: true });
  await attempt(s2, replyId, at(d, 5), [[w, null]], { minutes: 40, status: 'draft', teacher: true });
  await attempt(
    s6,
    termsId,
    at(d, 60),
    [
      [q1, 0],
      [q2, 0],
      [q3, 0],
    ],
    { minutes: 50 },
  );
  // S4's writing 200 days ago, still waiting for the teacher: no score, outside every time range.
  await attempt(s4, replyId, at(shiftDay(d, { days: -200 }), 600), [[w, null]], { minutes: 7, teacher: true });
  await t.db.delete(classStudents).where(eq(classStudents.studentId, s6));

  // A task of 100 marks: S1 rated 90, S2 rated 70, S3 submitted and not rated yet, S4 and S5 nothing.
  const created = await t.call<{ taskId: number }>(
    '/openApi/teacher/task/create',
    {
      title: 'Write a counter-offer letter',
      taskType: 'writing',
      background: [{ displayType: 1, htmlStr: '<p>Reply to Mr Lee.</p>' }],
      uploadRule: 'none',
      fileGroups: [],
      maxFileMb: 1,
      fullMark: 100,
      deadline: new Date(Date.now() + 3_600_000).toISOString(),
      classIds: [classId],
    },
    { token: teacher },
  );
  expect(created.body.code, created.body.message).toBe(222);
  taskId = created.body.data?.taskId ?? 0;
  const submitted = new Date();
  await t.db.insert(taskSubmissions).values([
    { taskId, classId, studentId: s1, text: 'Dear Mr Lee', submittedAt: submitted, score: 90 },
    { taskId, classId, studentId: s2, text: 'Dear Mr Lee', submittedAt: submitted, score: 70 },
    { taskId, classId, studentId: s3, text: 'Dear Mr Lee', submittedAt: submitted },
    { taskId, classId, studentId: s4, text: 'draft only' },
  ]);
});
afterAll(() => t.close());

const report = async <T>(path: string, body: object, token = teacher, language = 'cn') => {
  const r = await t.call<T>(`${R}/${path}`, body, { token, headers: { 'accept-language': language } });
  expect(r.body.code, r.body.message).toBe(200);
  return r.body.data as T;
};

describe('the class data report', () => {
  it('scores each student by their highest attempt, averaged over trainings, and counts the bands', async () => {
    const r = await report<TAchievementReport>('achievement', { classId });
    // S1 (100 + 50) / 2 = 75; S2 66.7; S3 100 (the second attempt); S4 33.3; S5 nothing.
    expect(r.rows.map((s) => s.score)).toEqual([75, 66.7, 100, 33.3, null]);
    expect(r.rows.map((s) => s.trainingsDone)).toEqual([2, 1, 1, 1, 0]);
    expect(r).toMatchObject({ rule: 'highest', students: 5, scored: 4, average: 68.8, highest: 100, lowest: 33.3 });
    expect(r.bands).toEqual([1, 1, 1, 0, 1]);
    // In the order the class first did them: S4's writing 200 days ago came first.
    expect(r.trainings.map((x) => x.title)).toEqual(['回复询盘', '贸易术语阅读']);
    const one = await report<TAchievementReport>('achievement', { classId, trainingId: replyId }, teacher, 'en');
    expect(one.rows.map((s) => s.score)).toEqual([50, null, null, null, null]);
    expect(one.trainings.map((x) => x.title)).toContain('Writing: reply to an enquiry');
  });

  it("follows the class rule: a training's score by the first, the latest or the average attempt", async () => {
    await t.db.update(classes).set({ scoreRule: 1 }).where(eq(classes.id, classId));
    try {
      const r = await report<TAchievementReport>('achievement', { classId, trainingId: termsId });
      // S3's first attempt scored 10 of 30; the 30 of 30 after it no longer counts.
      expect(r).toMatchObject({ rule: 'first', scored: 4 });
      expect(r.rows.map((s) => s.score)).toEqual([100, 66.7, 33.3, 33.3, null]);
      // S4's first writing still waits for the teacher: a training without a score yet.
      const writing = await report<TAchievementReport>('achievement', { classId, trainingId: replyId });
      expect(writing.rows.map((s) => [s.trainingsDone, s.score])).toEqual([
        [1, 50],
        [0, null],
        [0, null],
        [0, null],
        [0, null],
      ]);
      // The latest attempt, and the average of the scored ones: S3 had 33.3 then 100.
      await t.db.update(classes).set({ scoreRule: 3 }).where(eq(classes.id, classId));
      const latest = await report<TAchievementReport>('achievement', { classId, trainingId: termsId });
      expect([latest.rule, latest.rows[2]?.score]).toEqual(['latest', 100]);
      await t.db.update(classes).set({ scoreRule: 2 }).where(eq(classes.id, classId));
      const average = await report<TAchievementReport>('achievement', { classId, trainingId: termsId });
      expect([average.rule, average.rows[2]?.score]).toEqual(['average', 66.7]);
    } finally {
      await t.db.update(classes).set({ scoreRule: 0 }).where(eq(classes.id, classId));
    }
  });

  it('adds learning time by the day the attempt was submitted in China Standard Time, over each range', async () => {
    const week = await report<TLearningTimeReport>('learningTime', { classId, range: '7d' });
    const d = today();
    expect(week).toMatchObject({ from: shiftDay(d, { days: -6 }), to: d });
    expect(week.days).toHaveLength(7);
    // 23:30 yesterday is yesterday's 10 minutes; 00:10 today is today's 20; the draft and the leaver count nothing.
    expect(week.days.at(-1)).toEqual({ day: d, minutes: 20 });
    expect(week.days.at(-2)).toEqual({ day: shiftDay(d, { days: -1 }), minutes: 10 });
    expect(week.days.at(-3)).toEqual({ day: shiftDay(d, { days: -2 }), minutes: 8 });
    expect(week.days.at(-4)).toEqual({ day: shiftDay(d, { days: -3 }), minutes: 30 });
    expect(week.kinds).toEqual([
      { kind: 'readSkill', minutes: 38 },
      { kind: 'writingSkill', minutes: 30 },
    ]);
    expect(week.rows.map((s) => [s.minutes, s.attempts, s.activeDays])).toEqual([
      [40, 2, 2],
      [20, 1, 1],
      [8, 1, 1],
      [0, 0, 0],
      [0, 0, 0],
    ]);
    const month = await report<TLearningTimeReport>('learningTime', { classId, range: '30d' });
    expect(month.days).toHaveLength(30);
    expect(month.rows.map((s) => s.minutes)).toEqual([40, 20, 23, 0, 0]);
    const half = await report<TLearningTimeReport>('learningTime', { classId, range: '6m' });
    expect(half.from).toBe(shiftDay(shiftDay(d, { months: -6 }), { days: 1 }));
    // The attempt 100 days ago is in six months; the one 200 days ago is not.
    expect(half.rows.map((s) => s.minutes)).toEqual([40, 20, 23, 5, 0]);
  });

  it('gives each question its right ratio, facility and discrimination over first attempts', async () => {
    const r = await report<TRightRatioReport>('righTratio', { classId, trainingId: termsId });
    // q1 scores 10 10 10 0, rest 20 10 0 10: correlation 0. q2 10 10 0 0, rest 20 10 10 10: r = 50 / √7500 = 0.577.
    // q3 10 0 0 10, rest 20 20 10 0: r = -50 / √27500 = -0.302.
    expect(
      r.questions.map((q) => [q.sort, q.attempts, q.right, q.wrong, q.rightRatio, q.facility, q.discrimination]),
    ).toEqual([
      [0, 4, 3, 1, 75, 75, 0],
      [1, 4, 2, 2, 50, 50, 57.7],
      [2, 4, 2, 2, 50, 50, -30.2],
    ]);
    // Without a training: the wrong-answer set, most missed first (ties in the order the class did the
    // trainings); the teacher-graded writing has no right or wrong, its facility (50) places it, and
    // one graded answer (S4's still waits) gives no discrimination.
    const all = await report<TRightRatioReport>('righTratio', { classId });
    expect(all.questions.map((q) => [q.trainingId, q.sort, q.rightRatio, q.facility, q.discrimination])).toEqual([
      [replyId, 0, null, 50, null],
      [termsId, 1, 50, 50, 57.7],
      [termsId, 2, 50, 50, -30.2],
      [termsId, 0, 75, 75, 0],
    ]);
    expect(all.questions[1]?.stem).toBe('Which term includes insurance?');
    // Submission marks an unanswered writing question wrong (right flag 0): still no right ratio.
    await t.db.update(attemptAnswers).set({ rightFlag: 0 }).where(eq(attemptAnswers.questionId, writingQuestion));
    try {
      const writing = await report<TRightRatioReport>('righTratio', { classId, trainingId: replyId });
      expect(writing.questions[0]).toMatchObject({ right: 0, wrong: 0, rightRatio: null, facility: 50 });
      const types = await report<TTypeAnswerReport>('typeAnswerStatistics', { classId, trainingId: replyId });
      expect(types.rows[0]).toMatchObject({ subjectType: C.writing, wrong: 0, rightRatio: null });
    } finally {
      await t.db.update(attemptAnswers).set({ rightFlag: null }).where(eq(attemptAnswers.questionId, writingQuestion));
    }
  });

  it('groups the same answers by question type', async () => {
    const r = await report<TTypeAnswerReport>('typeAnswerStatistics', { classId });
    expect(r.rows).toEqual([
      {
        subjectType: C.choice,
        questions: 3,
        answers: 12,
        right: 7,
        partly: 0,
        wrong: 5,
        rightRatio: 58.3,
        facility: 58.3,
      },
      {
        subjectType: C.writing,
        questions: 1,
        answers: 2,
        right: 0,
        partly: 0,
        wrong: 0,
        rightRatio: null,
        facility: 50,
      },
    ]);
  });

  it('sums each task of the class and each student over the rated answers', async () => {
    const r = await report<TTaskScoreReport>('taskScore', { classId });
    expect(r.tasks).toEqual([
      expect.objectContaining({
        taskId,
        fullMark: 100,
        students: 5,
        submitted: 3,
        rated: 2,
        average: 80,
        highest: 90,
        lowest: 70,
      }),
    ]);
    expect(r.rows.map((s) => [s.submitted, s.rated, s.average])).toEqual([
      [1, 1, 90],
      [1, 1, 70],
      [1, 0, null],
      [0, 0, null],
      [0, 0, null],
    ]);
  });

  it('lets the school manager read it, and no other teacher, school or student', async () => {
    expect((await report<TAchievementReport>('achievement', { classId }, manager)).scored).toBe(4);
    for (const token of [colleague, stranger]) {
      const r = await t.call(`${R}/achievement`, { classId }, { token });
      expect(r.status).toBe(404);
    }
    expect((await t.call(`${R}/taskScore`, { classId }, { token: studentToken })).status).toBe(403);
    const bad = await t.call(`${R}/learningTime`, { classId, range: '1y' }, { token: teacher });
    expect(bad.status).toBe(400);
  });

  it('exports each report as the page shows it, named by class, report and date', async () => {
    const page = await report<TRightRatioReport>('righTratio', { classId, trainingId: termsId }, teacher, 'en');
    const file = await report<TFileDownload>(
      'export',
      { classId, report: 'righTratio', trainingId: termsId },
      teacher,
      'en',
    );
    expect(file.fileName).toMatch(new RegExp(`^测试班级\\d+_Right ratio_${today()}\\.xlsx$`));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(new Uint8Array(Buffer.from(file.base64, 'base64')).buffer);
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(1).getCell(11).value).toBe('Discrimination index');
    expect(sheet?.getRow(3).getCell(11).value).toBe(page.questions[1]?.discrimination);
    expect(sheet?.rowCount).toBe(1 + page.questions.length);
    const time = await report<TFileDownload>('export', { classId, report: 'learningTime', range: '30d' });
    expect(time.fileName).toContain('学习时长_近30天');
    const timeBook = new ExcelJS.Workbook();
    await timeBook.xlsx.load(new Uint8Array(Buffer.from(time.base64, 'base64')).buffer);
    expect(timeBook.worksheets.map((s) => s.name)).toEqual(['学生', '每日', '实训类型']);
    expect(timeBook.worksheets[1]?.rowCount).toBe(31);
  });
});
