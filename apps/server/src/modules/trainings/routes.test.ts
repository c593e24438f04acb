import type {
  TAttemptSummary,
  TClassTraining,
  TStudentTraining,
  TTrainingHistory,
  TTrainingStudent,
} from '@lingua/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { trainingClassFixture } from '../../test/fixtures/trainings';

let t: TestApp;
let otherStudentToken: string;
let teacherToken: string;
let strangerToken: string;
let classId: number;
let ids: Awaited<ReturnType<typeof trainingClassFixture>>['ids'];
let asStudent: Awaited<ReturnType<typeof trainingClassFixture>>['asStudent'];
let asTeacher: Awaited<ReturnType<typeof trainingClassFixture>>['asTeacher'];
let sheet: Awaited<ReturnType<typeof trainingClassFixture>>['sheet'];
let report: Awaited<ReturnType<typeof trainingClassFixture>>['report'];

beforeAll(async () => {
  t = await buildTestApp();
  ({ otherStudentToken, teacherToken, strangerToken, classId, ids, asStudent, asTeacher, sheet, report } =
    await trainingClassFixture(t));
});
afterAll(() => t.close());

describe('assigning trainings (teacher)', () => {
  it('a training the class was not given is a 404 to the student', async () => {
    expect((await asStudent('answerSheet', { classId, trainingId: ids.reading })).status).toBe(404);
  });
  it('the teacher assigns, opens and closes trainings; the student lists the open ones', async () => {
    for (const id of [ids.reading, ids.writing, ids.listening])
      expect(
        (await asTeacher('setClassTraining', { classId, trainingId: id, isOpen: true, deadline: null })).body.code,
      ).toBe(200);
    await asTeacher('setClassTraining', { classId, trainingId: ids.closed, isOpen: false, deadline: null });
    const list = (await asStudent<TStudentTraining[]>('list', { classId })).body.data ?? [];
    expect(list.map((x) => x.trainingId).sort()).toEqual([ids.reading, ids.writing, ids.listening].sort());
    expect(list.find((x) => x.trainingId === ids.reading)).toMatchObject({
      finished: 0,
      fullMark: 25,
      questionCount: 3,
    });
    const closed = await asStudent('answerSheet', { classId, trainingId: ids.closed });
    expect(closed).toMatchObject({ status: 409, body: { message: '该实训已关闭' } });
    const teacherList = (await asTeacher<TClassTraining[]>('classTrainings', { classId })).body.data ?? [];
    expect(teacherList.find((x) => x.trainingId === ids.closed)).toMatchObject({ isOpen: false, inCourse: false });
  });
  it('another school’s teacher cannot assign to or read the class', async () => {
    const r = await asTeacher(
      'setClassTraining',
      { classId, trainingId: ids.reading, isOpen: true, deadline: null },
      strangerToken,
    );
    expect(r.status).toBe(404);
    expect((await asTeacher('classTrainings', { classId }, strangerToken)).status).toBe(404);
  });
});

describe('answering, autosave, submission and report', () => {
  let attemptId = 0;
  it('the answer sheet hides the right answers and opens one draft', async () => {
    const s = await sheet(ids.reading);
    attemptId = s.attempt.attemptId;
    expect(JSON.stringify(s.questions)).not.toMatch(/"answer"|accepted/);
    expect(s.questions[1]?.content).toEqual({ blanks: 2 });
    expect((await sheet(ids.reading)).attempt.attemptId).toBe(attemptId);
  });
  it('autosaves answers and gives them back on reopening', async () => {
    const [q1, q2] = (await sheet(ids.reading)).questions;
    const save = await asStudent('saveAnswer', { attemptId, questionId: q1?.questionId, answer: { stu_answer: 'B' } });
    expect(save.body).toMatchObject({ code: 200, data: { answered: true } });
    await asStudent('saveAnswer', {
      attemptId,
      questionId: q2?.questionId,
      answer: { stu_answer: [{ stu_answer: 'Twelve' }, { stu_answer: 'France' }] },
    });
    const again = await sheet(ids.reading);
    expect(again.attempt.answers).toHaveLength(2);
    expect(again.attempt.answers.find((a) => a.questionId === q1?.questionId)?.answer).toEqual({ stu_answer: 'B' });
  });
  it('never lets a late resend of an older save overwrite a newer answer', async () => {
    const q1 = (await sheet(ids.reading)).questions[0];
    const answerOf = async () =>
      (await sheet(ids.reading)).attempt.answers.find((a) => a.questionId === q1?.questionId)?.answer;
    const save = (stu_answer: string, seq: number) =>
      asStudent('saveAnswer', { attemptId, questionId: q1?.questionId, answer: { stu_answer }, seq });
    // The page numbers its changes by the clock (Date.now(), far beyond 2^31).
    const at = Date.now();
    expect((await save('A', at)).status).toBe(200);
    expect(await answerOf()).toEqual({ stu_answer: 'A' });
    // The page's journal resends an earlier change after a failure; it arrives after the newer one.
    expect((await save('C', at - 1)).status).toBe(200);
    expect(await answerOf()).toEqual({ stu_answer: 'A' });
    expect((await save('B', at + 1)).status).toBe(200);
    expect(await answerOf()).toEqual({ stu_answer: 'B' });
    expect((await save('B', -1)).status).toBe(400);
  });
  it('refuses bad shapes with 400, never 500, and unknown questions with 404', async () => {
    const [q1, q2] = (await sheet(ids.reading)).questions;
    const bad = [
      { attemptId, questionId: q1?.questionId, answer: { stu_answer: [{ stu_answer: 'B' }] } },
      { attemptId, questionId: q1?.questionId, answer: { stu_answer: 'Z,Q' } },
      { attemptId, questionId: q2?.questionId, answer: { stu_answer: 'twelve' } },
      { attemptId, questionId: q1?.questionId, answer: { stu_answer: 42 } },
      { attemptId, questionId: q1?.questionId, answer: { hacked: true } },
      { attemptId, questionId: q1?.questionId, answer: 'B' },
    ];
    for (const body of bad) {
      const r = await asStudent('saveAnswer', body);
      expect(r.status, JSON.stringify(body)).toBe(400);
    }
    expect((await asStudent('saveAnswer', { attemptId, questionId: 999_999, answer: {} })).status).toBe(404);
  });
  it('another student cannot touch the attempt', async () => {
    const q = (await sheet(ids.reading)).questions[0];
    const r = await asStudent(
      'saveAnswer',
      { attemptId, questionId: q?.questionId, answer: { stu_answer: 'A' } },
      otherStudentToken,
    );
    expect(r.status).toBe(404);
    expect((await report(attemptId, otherStudentToken)).status).toBe(404);
  });
  it('submits with one question unanswered: automatic scores, partial blanks; submitting twice answers the same', async () => {
    const r = await asStudent<TAttemptSummary>('submit', { attemptId });
    expect(r.body.data).toMatchObject({ status: 'submitted', score: 15, fullMark: 25 });
    expect(r.body.data?.durationSeconds).toBeGreaterThanOrEqual(0);
    expect((await asStudent<TAttemptSummary>('submit', { attemptId })).body.data).toEqual(r.body.data);
    const q = (await sheet(ids.reading)).questions[0];
    expect(
      (await asStudent('saveAnswer', { attemptId, questionId: q?.questionId, answer: { stu_answer: 'A' } })).status,
    ).toBe(409);
  });
  it('the report shows each answer, the right answer, right or wrong, and the analysis', async () => {
    const r = (await report(attemptId)).body.data;
    expect(r?.questions.map((q) => [q.right_flag, q.score])).toEqual([
      [1, 10],
      [2, 5],
      [0, 0],
    ]);
    expect(r?.questions[0]).toMatchObject({ stu_answer: 'B', right_answer: 'B', subject_answer_anaylse: '解析' });
    expect(r?.questions[1]?.right_answer).toBe('1. 12; 2. England');
    expect(r?.canRecall).toBe(false);
  });
  it('a practice kind (reading) cannot be recalled', async () => {
    expect(await asStudent('recall', { attemptId })).toMatchObject({
      status: 409,
      body: { message: '练习类实训的答案不能撤回' },
    });
  });
  it('a second attempt; history lists both and scores the highest', async () => {
    const s = await sheet(ids.reading);
    expect(s.attempt.attemptId).not.toBe(attemptId);
    expect(s.attempt.answers).toEqual([]);
    const [q1, q2, q3] = s.questions;
    await asStudent('saveAnswer', {
      attemptId: s.attempt.attemptId,
      questionId: q1?.questionId,
      answer: { stu_answer: 'A' },
    });
    await asStudent('saveAnswer', {
      attemptId: s.attempt.attemptId,
      questionId: q3?.questionId,
      answer: { stu_answer: 'T' },
    });
    expect(q2).toBeDefined();
    expect((await asStudent<TAttemptSummary>('submit', { attemptId: s.attempt.attemptId })).body.data?.score).toBe(5);
    const h = (await asStudent<TTrainingHistory>('history', { classId, trainingId: ids.reading })).body.data;
    expect(h?.attempts.map((a) => a.score)).toEqual([5, 15]);
    expect(h).toMatchObject({ score: 15, displayScore: 15, fullMark: 25 });
    const list = (await asStudent<TStudentTraining[]>('list', { classId })).body.data ?? [];
    expect(list.find((x) => x.trainingId === ids.reading)).toMatchObject({ finished: 2, attempts: 2, score: 15 });
  });
});

describe('teacher grading and the recall rule', () => {
  let attemptId = 0;
  let writingQ = 0;
  it('a writing answer waits for the teacher: no score until graded', async () => {
    const s = await sheet(ids.writing);
    attemptId = s.attempt.attemptId;
    writingQ = s.questions[0]?.questionId ?? 0;
    await asStudent('saveAnswer', {
      attemptId,
      questionId: writingQ,
      answer: { stu_answer: 'Dear Mr Baker, thank you for your enquiry.' },
    });
    await asStudent('saveAnswer', { attemptId, questionId: s.questions[1]?.questionId, answer: { stu_answer: 'T' } });
    const r = await asStudent<TAttemptSummary>('submit', { attemptId });
    expect(r.body.data).toMatchObject({ status: 'submitted', score: null });
    expect((await report(attemptId)).body.data?.canRecall).toBe(true);
  });
  it('the student may recall it before the teacher has looked, and submit again', async () => {
    const r = await asStudent<TAttemptSummary>('recall', { attemptId });
    expect(r.body.data?.status).toBe('draft');
    expect((await sheet(ids.writing)).attempt.attemptId).toBe(attemptId);
    expect((await asStudent<TAttemptSummary>('submit', { attemptId })).body.data?.status).toBe('submitted');
  });
  it('the teacher sees the class progress, and opening the answers marks them viewed', async () => {
    const students =
      (await asTeacher<TTrainingStudent[]>('students', { classId, trainingId: ids.writing })).body.data ?? [];
    expect(students).toHaveLength(2);
    const mine = students.find((s) => s.latestAttemptId === attemptId);
    expect(mine).toMatchObject({ finished: 2, attempts: 1, score: null, needsGrading: true });
    expect(students.find((s) => s.latestAttemptId !== attemptId)).toMatchObject({ finished: 0, attempts: 0 });
    const r = (await report(attemptId, teacherToken)).body.data;
    expect(r?.attempt.viewed).toBe(true);
    expect(r?.questions[0]).toMatchObject({ right_flag: null, score: null });
    expect(await asStudent('recall', { attemptId })).toMatchObject({
      status: 409,
      body: { message: '老师已查看该答案，不能撤回' },
    });
    expect((await report(attemptId, strangerToken)).status).toBe(404);
  });
  it('grades: a score over the full mark or an empty comment is refused; a grade completes the score', async () => {
    const over = await asTeacher('grade', { attemptId, questionId: writingQ, score: 31, comment: 'Good' });
    expect(over).toMatchObject({ status: 400, body: { message: '分数不能超过满分30分' } });
    expect((await asTeacher('grade', { attemptId, questionId: writingQ, score: 20, comment: '  ' })).status).toBe(400);
    const tf = (await sheet(ids.reading)).questions[2]?.questionId;
    expect((await asTeacher('grade', { attemptId, questionId: tf, score: 1, comment: 'x' })).status).toBe(404);
    const ok = await asTeacher<{ attemptScore: number }>('grade', {
      attemptId,
      questionId: writingQ,
      score: 24,
      comment: 'Clear and polite; add the delivery time.',
    });
    expect(ok.body.data?.attemptScore).toBe(29);
    const seen = (await report(attemptId)).body.data;
    expect(seen?.attempt.score).toBe(29);
    expect(seen?.questions[0]).toMatchObject({ score: 24, comment: 'Clear and polite; add the delivery time.' });
  });
});

describe('exporting scores (part 2 §9: highest 0, first 1, average 2)', () => {
  const read = async (scoreType: number, trainingIds: number[] = [ids.reading]) => {
    const r = await asTeacher<{ fileName: string; base64: string }>('exportScores', {
      classId,
      trainingIds,
      scoreType,
    });
    expect(r.body.code, r.body.message).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(r.body.data?.base64 ?? '', 'base64') as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const rows: unknown[][] = [];
    sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return { fileName: r.body.data?.fileName ?? '', rows };
  };
  it('exports the reading scores of the student with two attempts (15 then 5) by each choice', async () => {
    const highest = await read(0);
    expect(highest.fileName).toMatch(/_阅读测试_最高分_\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(highest.rows[0]).toEqual(['序号', '姓名', '手机号', '阅读测试']);
    const scores = (rows: unknown[][]) => rows.slice(1).map((r) => r[3] ?? '');
    expect(scores(highest.rows)).toContain(15);
    expect(scores((await read(1)).rows)).toContain(15);
    expect(scores((await read(2)).rows)).toContain(10);
    expect(highest.rows).toHaveLength(3);
  });
  it('exports every training of the class when none is named, and refuses another school', async () => {
    expect((await read(0, [])).rows[0]?.length).toBe(7);
    expect((await asTeacher('exportScores', { classId, trainingIds: [], scoreType: 0 }, strangerToken)).status).toBe(
      404,
    );
    expect((await asTeacher('exportScores', { classId, trainingIds: [], scoreType: 3 })).status).toBe(400);
  });
});
