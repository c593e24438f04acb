import type { TExamSummary, TPaperDetail, TPaperSummary, TStudentExamItem, TTeacherExamItem } from '@lingua/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildClass, buildStudent, buildTeacher } from '../../test/factories';
import { createExam, examFixture, S, start, T } from '../../test/fixtures/exams';

let t: TestApp;
const now = new Date('2026-11-20T08:00:00Z');

beforeAll(async () => {
  t = await buildTestApp({ clock: () => now });
});
afterAll(() => t.close());

type Fixture = Awaited<ReturnType<typeof examFixture>>;

const terms = (f: Fixture, examId: number, change: Record<string, unknown> = {}) => ({
  examId,
  paperId: f.paperId,
  title: 'Unit 3 trade terms',
  mode: 0,
  opensAt: new Date(now.getTime() - 60_000).toISOString(),
  closesAt: new Date(now.getTime() + 3600_000).toISOString(),
  timeLimitMinutes: 20,
  maxAttempts: 1,
  shuffle: false,
  showDetails: false,
  faceCheck: false,
  ...change,
});
const listExams = async (f: Fixture) =>
  (await t.call<TTeacherExamItem[]>(`${T}list`, { classId: f.klass.id }, { token: f.teacherToken })).body.data ?? [];
const papers = async (token: string) =>
  (await t.call<TPaperSummary[]>(`${T}paper/list`, {}, { token })).body.data ?? [];

describe('giving one paper to several classes', () => {
  it('makes one exam per class, each with its own list, and refuses a class the teacher does not teach', async () => {
    const f = await examFixture(t, 1);
    const other = await buildStudent(t.db, f.school.id);
    const second = await buildClass(t.db, { schoolId: f.school.id, teacherId: f.teacher.id, studentIds: [other.id] });
    const r = await t.call<{ examIds: number[] }>(
      `${T}create`,
      { ...terms(f, 1), examId: undefined, classIds: [f.klass.id, second.id] },
      { token: f.teacherToken },
    );
    expect(r.body.code).toBe(222);
    expect(r.body.data?.examIds).toHaveLength(2);
    const inSecond = await t.call<TExamSummary[]>(`${T}list`, { classId: second.id }, { token: f.teacherToken });
    expect(inSecond.body.data?.map((e) => e.className)).toEqual([second.name]);
    const mine = await t.call<TStudentExamItem[]>(
      `${S}list`,
      { classId: second.id },
      { token: await t.signIn(other.mobile) },
    );
    expect(mine.body.data).toHaveLength(1);

    const colleague = await buildTeacher(t.db, f.school.id);
    const theirs = await buildClass(t.db, { schoolId: f.school.id, teacherId: colleague.id, studentIds: [] });
    const refused = await t.call(
      `${T}create`,
      { ...terms(f, 1), examId: undefined, classIds: [f.klass.id, theirs.id] },
      { token: f.teacherToken },
    );
    expect(refused.status).toBe(404);
  });
});

describe('editing an exam', () => {
  it('changes every term before anyone starts', async () => {
    const f = await examFixture(t, 1);
    const examId = await createExam(t, f, now);
    const r = await t.call<TExamSummary>(
      `${T}update`,
      terms(f, examId, { title: 'Unit 3 final', timeLimitMinutes: 45, shuffle: true, faceCheck: true, maxAttempts: 2 }),
      { token: f.teacherToken },
    );
    expect(r.body.code).toBe(222);
    expect(r.body.message).toBe('考试已修改');
    expect(r.body.data).toMatchObject({ title: 'Unit 3 final', timeLimitMinutes: 45, shuffle: true, maxAttempts: 2 });
    const [row] = await listExams(f);
    expect(row).toMatchObject({ examId, title: 'Unit 3 final', attemptCount: 0, runningCount: 0 });
  });

  it('fixes the terms attempts depend on once a student has started, and keeps attempts above those used', async () => {
    const f = await examFixture(t, 1);
    const examId = await createExam(t, f, now, { maxAttempts: 2 });
    const sheet = await start(t, f.tokens[0] as string, examId);
    await t.call(`${S}submit`, { attemptId: sheet.body.data?.attemptId }, { token: f.tokens[0] });
    await start(t, f.tokens[0] as string, examId);

    for (const change of [
      { timeLimitMinutes: 25 },
      { shuffle: true },
      { faceCheck: true },
      { mode: 1 },
      { opensAt: new Date(now.getTime() - 120_000).toISOString() },
    ]) {
      const r = await t.call(`${T}update`, terms(f, examId, { maxAttempts: 2, ...change }), { token: f.teacherToken });
      expect(r.status, JSON.stringify(change)).toBe(409);
      expect(r.body.message).toContain('已有学生开始作答');
    }
    const fewer = await t.call(`${T}update`, terms(f, examId, { maxAttempts: 1 }), { token: f.teacherToken });
    expect(fewer.status).toBe(400);
    expect(fewer.body.message).toContain('2');

    const later = new Date(now.getTime() + 2 * 3600_000).toISOString();
    const ok = await t.call<TExamSummary>(
      `${T}update`,
      terms(f, examId, { maxAttempts: 3, title: 'Unit 3 retake', closesAt: later, showDetails: true }),
      { token: f.teacherToken },
    );
    expect(ok.body.code).toBe(222);
    expect(ok.body.data).toMatchObject({ title: 'Unit 3 retake', closesAt: later, maxAttempts: 3, showDetails: true });
    const [row] = await listExams(f);
    expect(row).toMatchObject({ attemptCount: 2, runningCount: 1 });
    const audit = await t.call<{ action: string }[]>(`${T}audit`, { examId }, { token: f.teacherToken });
    expect(audit.body.data?.some((a) => a.action === 'update')).toBe(true);
  });

  it('refuses a bad window, a closed exam, a colleague and a student', async () => {
    const f = await examFixture(t, 1);
    const examId = await createExam(t, f, now);
    const bad = await t.call(
      `${T}update`,
      terms(f, examId, { closesAt: new Date(now.getTime() - 120_000).toISOString() }),
      {
        token: f.teacherToken,
      },
    );
    expect(bad.status).toBe(400);
    const colleague = await t.signIn((await buildTeacher(t.db, f.school.id)).mobile);
    expect((await t.call(`${T}update`, terms(f, examId), { token: colleague })).status).toBe(404);
    expect((await t.call(`${T}update`, terms(f, examId), { token: f.tokens[0] })).status).toBe(403);
    await t.call(`${T}action`, { examId, action: 'close' }, { token: f.teacherToken });
    const closed = await t.call(`${T}update`, terms(f, examId), { token: f.teacherToken });
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe('考试已关闭，不能再修改');
  });
});

describe('deleting an exam', () => {
  it('is refused while a student answers, then hides the exam from everyone', async () => {
    const f = await examFixture(t, 1);
    const examId = await createExam(t, f, now);
    const token = f.tokens[0] as string;
    const sheet = (await start(t, token, examId)).body.data;
    const running = await t.call(`${T}delete`, { examId }, { token: f.teacherToken });
    expect(running.status).toBe(409);
    expect(running.body.message).toBe('还有 1 名学生正在作答，请先收卷或关闭考试');

    await t.call(`${S}submit`, { attemptId: sheet?.attemptId }, { token });
    const colleague = await t.signIn((await buildTeacher(t.db, f.school.id)).mobile);
    expect((await t.call(`${T}delete`, { examId }, { token: colleague })).status).toBe(404);
    expect((await t.call(`${T}delete`, { examId }, { token })).status).toBe(403);
    const gone = await t.call(`${T}delete`, { examId }, { token: f.teacherToken });
    expect(gone.body.code).toBe(222);
    expect(gone.body.message).toBe('考试已删除');
    expect(await listExams(f)).toEqual([]);
    const mine = await t.call<TStudentExamItem[]>(`${S}list`, { classId: f.klass.id }, { token });
    expect(mine.body.data).toEqual([]);
    expect((await t.call(`${T}board`, { examId }, { token: f.teacherToken })).status).toBe(404);
    expect((await start(t, token, examId)).status).toBe(404);
    expect((await t.call('/openApi/exam/report', { attemptId: sheet?.attemptId }, { token })).status).toBe(404);
  });
});

describe('editing and deleting a paper', () => {
  it('changes title, time and questions while unused, and re-draws a rule paper', async () => {
    const f = await examFixture(t, 1);
    const [q1, q2, q3] = f.bank.questions.map((q) => q.id);
    const r = await t.call<TPaperSummary>(
      `${T}paper/update`,
      { paperId: f.paperId, title: 'Trade terms, short', timeMinutes: 15, questionIds: [q3, q1] },
      { token: f.teacherToken },
    );
    expect(r.body.code).toBe(222);
    expect(r.body.data).toMatchObject({ title: 'Trade terms, short', timeMinutes: 15, questionCount: 2, fullMark: 15 });
    const detail = await t.call<TPaperDetail>(`${T}paper/detail`, { paperId: f.paperId }, { token: f.teacherToken });
    expect(detail.body.data?.questionIds).toEqual([q3, q1]);
    expect(detail.body.data).toMatchObject({ examCount: 0, questionsLocked: false });

    // To a rule paper: two true/false questions in two variants, the rule kept for the next edit.
    const rule = [{ subjectType: 11, count: 2 }];
    const drawn = await t.call<TPaperSummary>(
      `${T}paper/update`,
      { paperId: f.paperId, title: 'Trade terms, drawn', timeMinutes: 15, rule, variants: 2 },
      { token: f.teacherToken },
    );
    expect(drawn.body.data).toMatchObject({ source: 'rule', rule, variants: 2, questionCount: 2 });
    const preview = await t.call<{ questions: { questionId: number }[] }>(
      `${T}paper/preview`,
      { paperId: f.paperId, variant: 1 },
      { token: f.teacherToken },
    );
    expect(preview.body.data?.questions.map((q) => q.questionId).sort()).toEqual([q2, q3].sort());
  });

  it('fixes the questions once an exam used the paper, and refuses deletion while an exam gives it', async () => {
    const f = await examFixture(t, 1);
    const examId = await createExam(t, f, now);
    const [q1] = f.bank.questions.map((q) => q.id);
    const locked = await t.call(
      `${T}paper/update`,
      { paperId: f.paperId, title: 'Trade terms', timeMinutes: 30, questionIds: [q1] },
      { token: f.teacherToken },
    );
    expect(locked.status).toBe(409);
    expect(locked.body.message).toContain('题目不能再修改');
    // Title and time still change; the same questions are not a change.
    const renamed = await t.call<TPaperSummary>(
      `${T}paper/update`,
      {
        paperId: f.paperId,
        title: 'Trade terms (2026)',
        timeMinutes: 40,
        questionIds: f.bank.questions.map((q) => q.id),
      },
      { token: f.teacherToken },
    );
    expect(renamed.body.data).toMatchObject({ title: 'Trade terms (2026)', examCount: 1, questionsLocked: true });

    const inUse = await t.call(`${T}paper/delete`, { paperId: f.paperId }, { token: f.teacherToken });
    expect(inUse.status).toBe(409);
    expect(inUse.body.message).toBe('该试卷正用于 1 场考试，请先删除这些考试');

    await t.call(`${T}delete`, { examId }, { token: f.teacherToken });
    const gone = await t.call(`${T}paper/delete`, { paperId: f.paperId }, { token: f.teacherToken });
    expect(gone.body.code).toBe(222);
    expect((await papers(f.teacherToken)).map((p) => p.paperId)).not.toContain(f.paperId);
    expect((await t.call(`${T}paper/preview`, { paperId: f.paperId }, { token: f.teacherToken })).status).toBe(404);
    const reuse = await t.call(
      `${T}create`,
      { ...terms(f, 1), examId: undefined, classIds: [f.klass.id] },
      { token: f.teacherToken },
    );
    expect(reuse.status).toBe(404);
  });

  it("refuses a colleague's paper and an empty paper", async () => {
    const f = await examFixture(t, 1);
    const colleague = await t.signIn((await buildTeacher(t.db, f.school.id)).mobile);
    const body = { paperId: f.paperId, title: 'Mine now', timeMinutes: 30, questionIds: [f.bank.questions[0]?.id] };
    expect((await t.call(`${T}paper/update`, body, { token: colleague })).status).toBe(404);
    expect((await t.call(`${T}paper/delete`, { paperId: f.paperId }, { token: colleague })).status).toBe(404);
    expect((await t.call(`${T}paper/detail`, { paperId: f.paperId }, { token: colleague })).status).toBe(404);
    const empty = await t.call(`${T}paper/update`, { ...body, questionIds: [] }, { token: f.teacherToken });
    expect(empty.status).toBe(400);
  });
});
