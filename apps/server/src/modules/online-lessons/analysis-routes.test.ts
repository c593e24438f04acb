import type {
  TClassLessonScores,
  TLessonAnalysis,
  TLessonScore,
  TOnlineLessonDetail,
  TSignInCode,
} from '@lingua/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildClass, buildSchool, buildStudent, buildTeacher } from '../../test/factories';

const T = '/openApi/teacher/onlineLesson';
const S = '/openApi/student/onlineLesson';
let t: TestApp;
let schoolId: number;

beforeAll(async () => {
  t = await buildTestApp();
  schoolId = (await buildSchool(t.db)).id;
});
afterAll(() => t.close());

/** A finished lesson: 4 students; A signs in and answers right, B signs in and answers wrong, C excused, D absent. */
async function finishedLesson() {
  const teacher = await buildTeacher(t.db, schoolId);
  const students = await Promise.all([0, 1, 2, 3].map(() => buildStudent(t.db, schoolId)));
  const klass = await buildClass(t.db, { schoolId, teacherId: teacher.id, studentIds: students.map((s) => s.id) });
  const tt = await t.signIn(teacher.mobile);
  const st = await Promise.all(students.map((s) => t.signIn(s.mobile)));
  const lesson = (await t.call<TOnlineLessonDetail>(`${T}/start`, { classId: klass.id, title: '报价' }, { token: tt }))
    .body.data as TOnlineLessonDetail;
  const code = (
    (await t.call<TSignInCode>(`${T}/signInCode`, { lessonId: lesson.lessonId }, { token: tt })).body
      .data as TSignInCode
  ).code;
  for (const tok of st.slice(0, 2)) await t.call(`${S}/signIn`, { lessonId: lesson.lessonId, code }, { token: tok });
  await t.call(
    `${T}/mark`,
    { lessonId: lesson.lessonId, studentId: students[2]?.id, status: 'excused' },
    { token: tt },
  );
  const q = await t.call<{ questionId: number }>(
    `${T}/pushQuestion`,
    { lessonId: lesson.lessonId, title: 'Best reply?', options: ['x', 'y', 'z'], correct: [2] },
    { token: tt },
  );
  const questionId = q.body.data?.questionId;
  await t.call(`${S}/answer`, { lessonId: lesson.lessonId, questionId, answer: [2] }, { token: st[0] });
  await t.call(`${S}/answer`, { lessonId: lesson.lessonId, questionId, answer: [0] }, { token: st[1] });
  await t.call(`${T}/rollCall`, { lessonId: lesson.lessonId }, { token: tt });
  await t.call(`${T}/end`, { lessonId: lesson.lessonId }, { token: tt });
  return { klass, lessonId: lesson.lessonId, tt, st, students, teacher };
}

describe('lesson analysis', () => {
  it('counts attendance, punctuality, participation and answers per question', async () => {
    const l = await finishedLesson();
    const r = await t.call<TLessonAnalysis>(`${T}/analyse`, { lessonId: l.lessonId }, { token: l.tt });
    const a = r.body.data as TLessonAnalysis;
    expect(a.attendance).toEqual({ present: 2, late: 0, excused: 1, absent: 1, notMarked: 0 });
    expect(a.punctuality.signedInSelf).toBe(2);
    expect(a.punctuality.buckets.find((b) => b.key === '0-2')?.count).toBe(2);
    expect(a.participation).toEqual({
      signedIn: 2,
      answeredStudents: 2,
      rollCalls: 1,
      questionNumber: 1,
      answerRate: 0.5,
    });
    expect(a.questions[0]).toMatchObject({ counts: [1, 0, 1], correctNumber: 1 });
    expect(a.mine).toBeNull();
  });

  it('gives a student the class figures and their own result, and their score over the class lessons', async () => {
    const l = await finishedLesson();
    const a = (await t.call<TLessonAnalysis>(`${S}/analyse`, { lessonId: l.lessonId }, { token: l.st[0] })).body.data;
    expect(a?.mine).toMatchObject({ status: 'present', answered: 1, correct: 1, score: 100 });
    const wrong = (await t.call<TLessonScore>(`${S}/lessonScore`, { classId: l.klass.id }, { token: l.st[1] })).body
      .data;
    expect(wrong).toMatchObject({ average: 60, lessons: [{ lessonId: l.lessonId, status: 'present', score: 60 }] });
    const absent = (await t.call<TLessonScore>(`${S}/lessonScore`, { classId: l.klass.id }, { token: l.st[3] })).body
      .data;
    expect(absent?.average).toBe(0);
    expect(absent?.attendance.absent).toBe(1);
  });

  it('keeps other classes, other schools and the wrong role out', async () => {
    const l = await finishedLesson();
    const stranger = await t.signIn((await buildStudent(t.db, schoolId)).mobile);
    expect((await t.call(`${S}/analyse`, { lessonId: l.lessonId }, { token: stranger })).status).toBe(404);
    expect((await t.call(`${S}/lessonScore`, { classId: l.klass.id }, { token: stranger })).status).toBe(404);
    expect((await t.call(`${T}/analyse`, { lessonId: l.lessonId }, { token: l.st[0] })).status).toBe(403);
    const foreign = await t.signIn((await buildTeacher(t.db, (await buildSchool(t.db)).id)).mobile);
    expect((await t.call(`${T}/analyse`, { lessonId: l.lessonId }, { token: foreign })).status).toBe(404);
    expect((await t.call('/openApi/overall/excelHelper/onlineLesson', { lessonId: l.lessonId })).status).toBe(401);
  });
});

describe('lessonScoreManage', () => {
  it('gives the teacher every student’s score in every ended lesson, as each student sees their own', async () => {
    const l = await finishedLesson();
    // A live lesson has no score yet and no column.
    await t.call(`${T}/start`, { classId: l.klass.id, title: '还盘' }, { token: l.tt });
    const r = await t.call<TClassLessonScores>(`${T}/lessonScoreManage`, { classId: l.klass.id }, { token: l.tt });
    const grid = r.body.data as TClassLessonScores;
    expect(grid.lessons.map((x) => x.lessonId)).toEqual([l.lessonId]);
    const row = (i: number) => grid.students.find((s) => s.studentId === l.students[i]?.id);
    expect(row(0)).toMatchObject({ results: [{ status: 'present', score: 100 }], average: 100 });
    expect(row(1)).toMatchObject({ results: [{ status: 'present', score: 60 }], average: 60 });
    expect(row(2)?.results[0]?.status).toBe('excused');
    expect(row(3)).toMatchObject({ results: [{ status: 'absent', score: 0 }], average: 0 });
    expect(row(3)?.attendance.absent).toBe(1);
    for (const [i, token] of l.st.entries()) {
      const own = (await t.call<TLessonScore>(`${S}/lessonScore`, { classId: l.klass.id }, { token })).body.data;
      expect(own?.average).toBe(row(i)?.average);
    }
  });

  it('is the class teacher’s and the manager’s only', async () => {
    const l = await finishedLesson();
    const colleague = await t.signIn((await buildTeacher(t.db, schoolId)).mobile);
    expect((await t.call(`${T}/lessonScoreManage`, { classId: l.klass.id }, { token: colleague })).status).toBe(404);
    expect((await t.call(`${T}/lessonScoreManage`, { classId: l.klass.id }, { token: l.st[0] })).status).toBe(403);
  });
});

describe('the xlsx export', () => {
  it('has the attendance with each student’s result, and the answers per option', async () => {
    const l = await finishedLesson();
    const r = await t.call<{ fileName: string; base64: string }>(
      '/openApi/overall/excelHelper/onlineLesson',
      { lessonId: l.lessonId },
      { token: l.tt },
    );
    expect(r.body.data?.fileName).toMatch(new RegExp(`^${l.klass.name}_报价_在线课堂_\\d{4}-\\d{2}-\\d{2}\\.xlsx$`));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(Buffer.from(r.body.data?.base64 ?? '', 'base64')).buffer);
    const [attendance, questions] = workbook.worksheets;
    expect(attendance?.name).toBe('考勤');
    const rows = [2, 3, 4, 5].map((n) => attendance?.getRow(n).values as unknown[]);
    const byMobile = (m: string) => rows.find((v) => v[2] === m) ?? [];
    expect(byMobile(l.students[0]?.mobile ?? '')).toEqual(expect.arrayContaining(['出勤', '自主签到', 1, 1, 100]));
    expect(byMobile(l.students[2]?.mobile ?? '').slice(3, 5)).toEqual(['请假', '教师标记']);
    expect(byMobile(l.students[3]?.mobile ?? '').slice(3, 5)).toEqual(['缺勤', '结束签到时记缺勤']);
    expect(questions?.getRow(2).values).toEqual([undefined, 'Best reply?', 'A. x', 1, 'C', 2, 1]);
    expect(questions?.getRow(4).values).toEqual([undefined, '', 'C. z', 1, '', '', '']);
    const en = await t.call<{ fileName: string }>(
      '/openApi/overall/excelHelper/onlineLesson',
      { lessonId: l.lessonId },
      { token: l.tt, headers: { 'accept-language': 'en' } },
    );
    expect(en.body.data?.fileName).toContain('Online lesson');
  });
});
