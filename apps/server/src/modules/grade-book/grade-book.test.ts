/**
 * The course grade through the real app, on a hand-built class whose parts are worked out below:
 * trainings by the score rule (not done 0, waiting for the teacher left out), tasks (missed after
 * the deadline 0, unrated left out, open and not handed in not counted), exams (closed and missed
 * 0), a part the class has none of giving its weight to the others; the settings, their audit,
 * the export's score choice, the student's own grade, and who may read what.
 */
import {
  QuestionTypeCodes as C,
  type TFileDownload,
  type TGradeBook,
  type TGradeSettings,
  type TMyGrade,
} from '@lingua/contracts';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, examAttempts, exams, taskClasses, taskSubmissions, tasks, trainingAttempts } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildClass, buildManager, buildSchool, buildStudent, buildTeacher } from '../../test/factories';
import { createExam, examFixture } from '../../test/fixtures/exams';
import { insertTraining } from '../trainings/insert-training';

const G = '/openApi/teacher/grade';
const analysis = { cn: '解析', en: 'Analysis' };
const seed = (key: string, fullMark: number) => ({
  key,
  kind: 'readSkill' as const,
  title: { cn: key, en: key },
  intro: { cn: '判断对错', en: 'True or false' },
  background: [],
  settings: {},
  questions: [
    { subject_type: C.trueFalse, stem: 'CIF includes insurance.', fullMark, analysis, content: { answer: true } },
  ],
});

let t: TestApp;
let f: Awaited<ReturnType<typeof examFixture>>;
let classId: number;
let teacher: string;
let manager: string;
let colleague: string;
let outsider: string;
let s1: string;
let strangerStudent: string;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await buildTestApp({ jobs: { run: false } });
  f = await examFixture(t, 4);
  classId = f.klass.id;
  teacher = f.teacherToken;
  [s1] = f.tokens as [string];
  manager = await t.signIn((await buildManager(t.db, f.school.id)).mobile);
  colleague = await t.signIn((await buildTeacher(t.db, f.school.id)).mobile);
  outsider = await t.signIn((await buildManager(t.db, (await buildSchool(t.db)).id)).mobile);
  const otherStudent = await buildStudent(t.db, f.school.id);
  await buildClass(t.db, { schoolId: f.school.id, teacherId: f.teacher.id, studentIds: [otherStudent.id] });
  strangerStudent = await t.signIn(otherStudent.mobile);
  const [a, b, c] = f.students.map((s) => s.id) as [number, number, number, number];
  const now = Date.now();

  // Trainings T1 (30 marks) and T2 (20): S1 30 and 10; S2 15 then 30 on T1; S3's T2 waits for the teacher.
  const t1 = (await insertTraining(t.db, seed('grade-t1', 30))).training.id;
  const t2 = (await insertTraining(t.db, seed('grade-t2', 20))).training.id;
  const attempt = (studentId: number, trainingId: number, score: number | null, fullMark: number, daysAgo: number) => ({
    schoolId: f.school.id,
    classId,
    studentId,
    trainingId,
    status: 'submitted' as const,
    startedAt: new Date(now - daysAgo * DAY - 600_000),
    submittedAt: new Date(now - daysAgo * DAY),
    durationSeconds: 600,
    autoScore: score,
    score,
    fullMark,
  });
  await t.db
    .insert(trainingAttempts)
    .values([
      attempt(a, t1, 30, 30, 5),
      attempt(a, t2, 10, 20, 4),
      attempt(b, t1, 15, 30, 5),
      attempt(b, t1, 30, 30, 3),
      attempt(c, t2, null, 20, 2),
    ]);

  // Task A (ended): S1 rated 80, S2 and S4 nothing, S3 handed in, not rated. Task B (open): S1 rated 90.
  const [taskA, taskB] = await t.db
    .insert(tasks)
    .values(
      [-DAY, DAY].map((offset, i) => ({
        schoolId: f.school.id,
        teacherId: f.teacher.id,
        title: i === 0 ? 'Counter-offer letter' : 'Shipping advice',
        taskType: 'writing' as const,
        background: [],
        attachments: [],
        uploadRule: 'none' as const,
        fileGroups: [],
        maxFileMb: 1,
        fullMark: 100,
        deadline: new Date(now + offset),
      })),
    )
    .returning();
  await t.db.insert(taskClasses).values([taskA, taskB].map((task) => ({ taskId: task?.id ?? 0, classId })));
  const handedIn = new Date(now - 2 * DAY);
  await t.db.insert(taskSubmissions).values([
    { taskId: taskA?.id ?? 0, classId, studentId: a, text: 'Dear Mr Lee', submittedAt: handedIn, score: 80 },
    { taskId: taskA?.id ?? 0, classId, studentId: c, text: 'Dear Mr Lee', submittedAt: handedIn },
    { taskId: taskB?.id ?? 0, classId, studentId: a, text: 'Dear Ms Park', submittedAt: handedIn, score: 90 },
  ]);

  // Exam E1 (closed): S1 60% then 90%; S2 missed it; S3's waits for grading; S4 50%. E2 still open, nobody sat it.
  const e1 = await createExam(t, f, new Date(), { maxAttempts: 2 });
  await createExam(t, f, new Date(), { title: 'Unit 4' });
  await t.db
    .update(exams)
    .set({ closesAt: new Date(now - DAY) })
    .where(eq(exams.id, e1));
  const d = f.students[3]?.id ?? 0;
  const sat = (studentId: number, attemptNo: number, score: number | null, daysAgo: number) => ({
    examId: e1,
    schoolId: f.school.id,
    studentId,
    attemptNo,
    state: 'submitted' as const,
    startedAt: new Date(now - daysAgo * DAY - 600_000),
    submittedAt: new Date(now - daysAgo * DAY),
    score,
    fullMark: 20,
  });
  await t.db.insert(examAttempts).values([sat(a, 1, 12, 3), sat(a, 2, 18, 2), sat(c, 1, null, 2), sat(d, 1, 10, 2)]);
});
afterAll(() => t.close());

const call = async <T>(path: string, body: object, token = teacher, language = 'cn') => {
  const r = await t.call<T>(path, body, { token, headers: { 'accept-language': language } });
  expect(r.body.code, r.body.message).toBe(200);
  return r.body.data as T;
};

describe('the course grade', () => {
  it('weighs each part by the class weights, a part with nothing giving its weight to the others', async () => {
    const book = await call<TGradeBook>(`${G}/book`, { classId });
    expect(book).toMatchObject({
      weights: { trainings: 40, tasks: 20, lessons: 10, exams: 30 },
      rule: 'highest',
      counts: { trainings: 2, tasks: 1, lessons: 0, exams: 1 },
    });
    // S1: trainings (100 + 50) / 2, tasks (80 + 90) / 2, exams 90: (75×40 + 85×20 + 90×30) / 90.
    // S2: 50, 0, 0. S3: T1 not done 0 (T2 waits), nothing else counts yet. S4: 0, 0, 50.
    expect(book.rows.map((r) => [r.trainings, r.tasks, r.lessons, r.exams, r.grade])).toEqual([
      [75, 85, null, 90, 82.2],
      [50, 0, null, 0, 22.2],
      [0, null, null, null, 0],
      [0, 0, null, 50, 16.7],
    ]);
  });

  it('saves the weights and the score rule, refuses weights that do not add up, and records the change', async () => {
    const bad = await t.call(
      `${G}/saveSettings`,
      { classId, weights: { trainings: 50, tasks: 20, lessons: 10, exams: 30 }, scoreRule: 1 },
      { token: teacher },
    );
    expect(bad).toMatchObject({ status: 400, body: { message: '四项权重相加须为 100%' } });
    const saved = await call<TGradeSettings>(`${G}/saveSettings`, {
      classId,
      weights: { trainings: 50, tasks: 0, lessons: 0, exams: 50 },
      scoreRule: 1,
    });
    expect(saved).toMatchObject({ weights: { trainings: 50, exams: 50 }, scoreRule: 1 });
    expect(await call<TGradeSettings>(`${G}/settings`, { classId }, manager)).toEqual(saved);
    const book = await call<TGradeBook>(`${G}/book`, { classId });
    // The first attempts now: S1 trainings (100 + 50) / 2, exams 60; S2 trainings (50 + 0) / 2, exams 0.
    expect(book.rule).toBe('first');
    expect(book.rows.slice(0, 2).map((r) => [r.trainings, r.exams, r.grade])).toEqual([
      [75, 60, 67.5],
      [25, 0, 12.5],
    ]);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'class.gradeSettings'));
    expect(entry).toMatchObject({
      objectId: classId,
      before: { trainings: 40, tasks: 20, lessons: 10, exams: 30, scoreRule: 0 },
      after: { trainings: 50, tasks: 0, lessons: 0, exams: 50, scoreRule: 1 },
    });
  });

  it('exports the grade book with the dialog’s score choice in place of the rule', async () => {
    const file = await call<TFileDownload>(`${G}/export`, { classId, scoreType: 2 });
    expect(file.fileName).toMatch(/^测试班级\d+_课程成绩_平均分_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(new Uint8Array(Buffer.from(file.base64, 'base64')).buffer);
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      '序号',
      '姓名',
      '账号',
      '实训(%)',
      '任务(%)',
      '在线课堂(%)',
      '考试(%)',
      '课程成绩',
    ]);
    // The averages: S1 trainings 75, exams (60 + 90) / 2 = 75; S2 trainings ((50 + 100) / 2 + 0) / 2 = 37.5.
    expect([
      sheet?.getRow(2).getCell(4).value,
      sheet?.getRow(2).getCell(7).value,
      sheet?.getRow(2).getCell(8).value,
    ]).toEqual([75, 75, 75]);
    expect(sheet?.getRow(3).getCell(4).value).toBe(37.5);
  });

  it('shows a student their own grade only, and the book to the class teacher and the manager only', async () => {
    const mine = await call<TMyGrade>('/openApi/student/grade/mine', { classId }, s1);
    expect(mine.mine).toMatchObject({ studentId: f.students[0]?.id, trainings: 75, exams: 60, grade: 67.5 });
    expect(JSON.stringify(mine)).not.toContain(f.students[1]?.mobile ?? 'none');
    expect((await t.call('/openApi/student/grade/mine', { classId }, { token: strangerStudent })).status).toBe(404);
    expect((await t.call(`${G}/book`, { classId }, { token: s1 })).status).toBe(403);
    for (const token of [colleague, outsider]) {
      expect((await t.call(`${G}/book`, { classId }, { token })).status).toBe(404);
      expect(
        (
          await t.call(
            `${G}/saveSettings`,
            { classId, weights: { trainings: 100, tasks: 0, lessons: 0, exams: 0 }, scoreRule: 0 },
            { token },
          )
        ).status,
      ).toBe(404);
    }
    expect((await call<TGradeBook>(`${G}/book`, { classId }, manager)).rows).toHaveLength(4);
  });
});
