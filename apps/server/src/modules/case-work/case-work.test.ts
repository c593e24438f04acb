/**
 * Case work (issue 16) through the real app: the teacher's case-analysis answers, grading and
 * excellent cases, the class's excellent-case page and who may read it; a comprehensive case
 * worked link by link through the one answer engine, with its rules in Chinese and English.
 */
import {
  QuestionTypeCodes as C,
  type TAnswerSheet,
  type TAttemptReport,
  type TCaseAnswers,
  type TComprehensiveCase,
  type TExcellentCases,
  type TTrainingSeed,
} from '@lingua/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildClass, buildManager, buildSchool, buildStudent, buildTeacher } from '../../test/factories';
import { insertTraining } from '../trainings/insert-training';

const analysis = { cn: '评分要点', en: 'Rubric' };

const caseSeed: TTrainingSeed = {
  key: 'test-case-analysis',
  kind: 'caseAnalysis',
  title: { cn: '案例：迟装运', en: 'Case: late shipment' },
  intro: { cn: '分析原因', en: 'Find the causes' },
  background: [{ displayType: 1, htmlStr: 'The goods were shipped two days late.' }],
  settings: {},
  questions: [
    { subject_type: C.trueFalse, stem: 'The shipment was late.', fullMark: 5, analysis, content: { answer: true } },
    { subject_type: C.qa, stem: 'What should the exporter have done?', fullMark: 20, analysis, content: {} },
  ],
};

const multipleSeed: TTrainingSeed = {
  key: 'test-comprehensive-case',
  kind: 'multiple',
  title: { cn: '综合案例：出口交易', en: 'Comprehensive case: an export deal' },
  intro: { cn: '依次完成各环节', en: 'Work through the links' },
  background: [{ displayType: 1, htmlStr: 'Brightway sells desk lamps to Hamburg.' }],
  settings: {},
  links: [
    { title: { cn: '询盘', en: 'The enquiry' }, brief: { cn: '读询盘', en: 'Read the enquiry' }, tasks: 2 },
    { title: { cn: '报价', en: 'The offer' }, brief: { cn: '写报盘', en: 'Write the offer' }, tasks: 1 },
  ],
  questions: [
    { subject_type: C.trueFalse, stem: 'The buyer asks for CIF.', fullMark: 5, analysis, content: { answer: true } },
    { subject_type: C.qa, stem: 'What would you check first?', fullMark: 10, analysis, content: {} },
    { subject_type: C.writing, stem: 'Write the offer.', fullMark: 30, analysis, content: { minWords: 5 } },
  ],
};

let t: TestApp;
const tokens = {} as Record<
  'teacher' | 'student' | 'classmate' | 'otherClass' | 'colleague' | 'manager' | 'stranger',
  string
>;
let classId: number;
let otherClassId: number;
let caseId: number;
let caseQuestions: number[];
let multipleId: number;
let multipleQuestions: number[];

const call = <T>(path: string, body: unknown, token: string, language = 'zh') =>
  t.call<T>(path, body, { token, headers: { 'accept-language': language } });
const student = <T>(name: string, body: unknown, token = tokens.student, language = 'zh') =>
  call<T>(`/openApi/student/training/${name}`, body, token, language);
const teacher = <T>(name: string, body: unknown, token = tokens.teacher, language = 'zh') =>
  call<T>(`/openApi/teacher/training/${name}`, body, token, language);
const data = <T>(r: { body: { code: number; message: string; data?: T | null } }): T => {
  expect(r.body.code, r.body.message).toBe(200);
  return r.body.data as T;
};

beforeAll(async () => {
  t = await buildTestApp();
  const school = await buildSchool(t.db);
  const owner = await buildTeacher(t.db, school.id);
  const colleague = await buildTeacher(t.db, school.id);
  const people = {
    teacher: owner,
    student: await buildStudent(t.db, school.id),
    classmate: await buildStudent(t.db, school.id),
    otherClass: await buildStudent(t.db, school.id),
    colleague,
    manager: await buildManager(t.db, school.id),
    stranger: await buildTeacher(t.db, (await buildSchool(t.db)).id),
  };
  classId = (
    await buildClass(t.db, {
      schoolId: school.id,
      teacherId: owner.id,
      studentIds: [people.student.id, people.classmate.id],
    })
  ).id;
  otherClassId = (
    await buildClass(t.db, { schoolId: school.id, teacherId: colleague.id, studentIds: [people.otherClass.id] })
  ).id;
  for (const [who, user] of Object.entries(people)) tokens[who as keyof typeof tokens] = await t.signIn(user.mobile);
  const written = await insertTraining(t.db, caseSeed);
  caseId = written.training.id;
  caseQuestions = written.questions.map((q) => q.id);
  const multiple = await insertTraining(t.db, multipleSeed);
  multipleId = multiple.training.id;
  multipleQuestions = multiple.questions.map((q) => q.id);
  for (const trainingId of [caseId, multipleId]) {
    data(await teacher('setClassTraining', { classId, trainingId, isOpen: true, deadline: null }));
    data(
      await teacher(
        'setClassTraining',
        { classId: otherClassId, trainingId, isOpen: true, deadline: null },
        tokens.colleague,
      ),
    );
  }
});
afterAll(() => t.close());

/** A student's case analysis, answered and submitted; its attempt. */
async function submitCase(token: string, text: string): Promise<number> {
  const sheet = data(await student<TAnswerSheet>('answerSheet', { classId, trainingId: caseId }, token));
  const attemptId = sheet.attempt.attemptId;
  data(await student('saveAnswer', { attemptId, questionId: caseQuestions[0], answer: { stu_answer: 'T' } }, token));
  data(await student('saveAnswer', { attemptId, questionId: caseQuestions[1], answer: { stu_answer: text } }, token));
  data(await student('submit', { attemptId }, token));
  return attemptId;
}

describe('case analysis: answers, grading and excellent cases', () => {
  let attemptId: number;
  const ANSWER = 'Ask the buyer to amend the L/C and extend the shipment date before the truck leaves.';

  it("lists each student with the written answers of their latest submitted attempt (a draft's stay hidden)", async () => {
    attemptId = await submitCase(tokens.student, ANSWER);
    // The classmate has only opened it: a draft, whose answers are not the teacher's to read yet.
    data(await student('answerSheet', { classId, trainingId: caseId }, tokens.classmate));
    const list = data(await teacher<TCaseAnswers>('caseAnswers', { classId, trainingId: caseId }));
    expect(list.title).toBe('案例：迟装运');
    const [first, second] = list.rows;
    expect(list.rows).toHaveLength(2);
    const mine = [first, second].find((r) => r?.attemptId === attemptId);
    expect(mine).toMatchObject({ status: 'submitted', needsGrading: true, score: null });
    expect(mine?.answers).toEqual([
      expect.objectContaining({ number: 2, answer: ANSWER, score: null, comment: '', excellent: false }),
    ]);
    expect([first, second].find((r) => r !== mine)).toMatchObject({ status: 'draft', answers: [] });
  });

  it('refuses to choose an ungraded answer or an objective one, in both languages', async () => {
    const ungraded = await teacher('markExcellent', { attemptId, questionId: caseQuestions[1], excellent: true });
    expect(ungraded).toMatchObject({
      status: 409,
      body: { message: '请先批阅该回答（评分与评语），再设为优秀案例' },
    });
    const en = await teacher(
      'markExcellent',
      { attemptId, questionId: caseQuestions[1], excellent: true },
      tokens.teacher,
      'en',
    );
    expect(en.body.message).toBe('Grade this answer (score and comment) before choosing it as an excellent case');
    // A body without the choice is a 400 naming it, never a 5xx.
    const missing = await teacher('markExcellent', { attemptId, questionId: caseQuestions[1] });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('优秀案例');
    const objective = await teacher('markExcellent', { attemptId, questionId: caseQuestions[0], excellent: true });
    expect(objective).toMatchObject({
      status: 409,
      body: { message: '只有教师批阅的书面回答可以设为优秀案例' },
    });
  });

  it('grades with a comment, marks it excellent, and the student reads comment and mark in the report', async () => {
    data(
      await teacher('grade', {
        attemptId,
        questionId: caseQuestions[1],
        score: 18,
        comment: 'Clear and practical: the amendment comes first.',
      }),
    );
    expect(data(await teacher('markExcellent', { attemptId, questionId: caseQuestions[1], excellent: true }))).toEqual({
      attemptId,
      questionId: caseQuestions[1],
      excellent: true,
    });
    // Choosing twice keeps one mark.
    data(await teacher('markExcellent', { attemptId, questionId: caseQuestions[1], excellent: true }));
    const report = data(await call<TAttemptReport>('/openApi/training/report', { attemptId }, tokens.student));
    expect(report.questions[1]).toMatchObject({
      score: 18,
      comment: 'Clear and practical: the amendment comes first.',
      excellent: true,
    });
    const list = data(await teacher<TCaseAnswers>('caseAnswers', { classId, trainingId: caseId }));
    expect(list.rows.find((r) => r.attemptId === attemptId)?.answers[0]).toMatchObject({
      score: 18,
      excellent: true,
    });
  });

  it("shows the class only the chosen answers of that class, with the teacher's score and comment", async () => {
    // An answer of the other class, graded but not chosen, and one chosen there: neither is this class's.
    const other = data(
      await student<TAnswerSheet>('answerSheet', { classId: otherClassId, trainingId: caseId }, tokens.otherClass),
    );
    const otherAttempt = other.attempt.attemptId;
    data(
      await student(
        'saveAnswer',
        { attemptId: otherAttempt, questionId: caseQuestions[1], answer: { stu_answer: 'Another class.' } },
        tokens.otherClass,
      ),
    );
    data(await student('submit', { attemptId: otherAttempt }, tokens.otherClass));
    data(
      await teacher(
        'grade',
        { attemptId: otherAttempt, questionId: caseQuestions[1], score: 10, comment: 'Fine' },
        tokens.colleague,
      ),
    );
    data(
      await teacher(
        'markExcellent',
        { attemptId: otherAttempt, questionId: caseQuestions[1], excellent: true },
        tokens.colleague,
      ),
    );
    for (const token of [tokens.classmate, tokens.student, tokens.teacher, tokens.manager]) {
      const page = data(await call<TExcellentCases>('/openApi/training/excellentCases', { classId }, token));
      expect(page.cases).toHaveLength(1);
      expect(page.cases[0]?.entries).toEqual([
        expect.objectContaining({
          attemptId,
          answer: ANSWER,
          score: 18,
          fullMark: 20,
          comment: 'Clear and practical: the amendment comes first.',
        }),
      ]);
    }
  });

  it("keeps a class's answers from students of other classes, colleagues and other schools", async () => {
    for (const token of [tokens.otherClass, tokens.colleague, tokens.stranger]) {
      const r = await call('/openApi/training/excellentCases', { classId }, token);
      expect(r.body.code).toBe(404);
    }
    // A student never reads the teacher's list of answers, nor another's report.
    expect((await teacher('caseAnswers', { classId, trainingId: caseId }, tokens.classmate)).status).toBe(403);
    expect((await call('/openApi/training/report', { attemptId }, tokens.classmate)).body.code).toBe(404);
    expect((await call('/openApi/training/report', { attemptId }, tokens.otherClass)).body.code).toBe(404);
    // A colleague cannot list or choose this class's answers.
    expect((await teacher('caseAnswers', { classId, trainingId: caseId }, tokens.colleague)).body.code).toBe(404);
    const choose = await teacher(
      'markExcellent',
      { attemptId, questionId: caseQuestions[1], excellent: false },
      tokens.colleague,
    );
    expect(choose.body.code).toBe(404);
  });

  it('takes a chosen answer off the page when the teacher unchooses it', async () => {
    data(await teacher('markExcellent', { attemptId, questionId: caseQuestions[1], excellent: false }));
    const page = data(await call<TExcellentCases>('/openApi/training/excellentCases', { classId }, tokens.classmate));
    expect(page.cases).toEqual([]);
    data(await teacher('markExcellent', { attemptId, questionId: caseQuestions[1], excellent: true }));
  });
});

describe('a comprehensive case, link by link', () => {
  it('answers its links and tasks on the answer sheet', async () => {
    const sheet = data(await student<TAnswerSheet>('answerSheet', { classId, trainingId: multipleId }));
    expect(sheet.kind).toBe('multiple');
    expect(sheet.links).toEqual([
      { index: 0, title: '询盘', brief: '读询盘' },
      { index: 1, title: '报价', brief: '写报盘' },
    ]);
    expect(sheet.questions.map((q) => q.link)).toEqual([0, 0, 1]);
    const en = data(
      await student<TAnswerSheet>('answerSheet', { classId, trainingId: multipleId }, tokens.student, 'en'),
    );
    expect(en.links?.[1]?.title).toBe('The offer');
  });

  it('refuses a task of a later link until the earlier links are done, and keeps what was saved', async () => {
    const sheet = data(await student<TAnswerSheet>('answerSheet', { classId, trainingId: multipleId }));
    const attemptId = sheet.attempt.attemptId;
    const offer = { attemptId, questionId: multipleQuestions[2], answer: { stu_answer: 'We offer USD 9.23 CIF.' } };
    expect(await student('saveAnswer', offer)).toMatchObject({
      status: 409,
      body: { message: '请先完成第 1 个环节的全部任务' },
    });
    expect((await student('saveAnswer', offer, tokens.student, 'en')).body.message).toBe(
      'Finish every task of link 1 first',
    );
    data(await student('saveAnswer', { attemptId, questionId: multipleQuestions[0], answer: { stu_answer: 'T' } }));
    // Half the link is not the link.
    expect((await student('saveAnswer', offer)).status).toBe(409);
    // Submitting now names the links left.
    expect(await student('submit', { attemptId })).toMatchObject({
      status: 409,
      body: { message: '综合案例须完成全部环节的任务后才能提交（未完成：第 1, 2 个环节）' },
    });
    data(
      await student('saveAnswer', {
        attemptId,
        questionId: multipleQuestions[1],
        answer: { stu_answer: "The buyer's credit." },
      }),
    );
    data(await student('saveAnswer', offer));
    // A reload answers the same attempt with every saved answer.
    const again = data(await student<TAnswerSheet>('answerSheet', { classId, trainingId: multipleId }));
    expect(again.attempt.attemptId).toBe(attemptId);
    expect(again.attempt.answers.map((a) => a.questionId).sort()).toEqual([...multipleQuestions].sort());
    const done = data(await student<{ status: string; score: number | null }>('submit', { attemptId }));
    expect(done).toMatchObject({ status: 'submitted', score: null });
    // The teacher grades the written tasks on the same grade call; the score comes once both are graded.
    data(await teacher('grade', { attemptId, questionId: multipleQuestions[1], score: 8, comment: 'Good' }));
    const graded = data(
      await teacher<{ attemptScore: number | null }>('grade', {
        attemptId,
        questionId: multipleQuestions[2],
        score: 25,
        comment: 'A complete offer',
      }),
    );
    expect(graded.attemptScore).toBe(38);
    const report = data(await call<TAttemptReport>('/openApi/training/report', { attemptId }, tokens.student));
    expect(report.links).toHaveLength(2);
    expect(report.questions.map((q) => q.link)).toEqual([0, 0, 1]);
  });

  it("lists the comprehensive cases a teacher may give the class, marking the class's", async () => {
    const cases = data(await teacher<TComprehensiveCase[]>('comprehensiveCases', { classId }));
    expect(cases.find((c) => c.trainingId === multipleId)).toMatchObject({
      title: '综合案例：出口交易',
      links: ['询盘', '报价'],
      tasks: 3,
      fullMark: 45,
      inClass: true,
    });
    expect((await teacher('comprehensiveCases', { classId }, tokens.colleague)).body.code).toBe(404);
    expect((await teacher('comprehensiveCases', { classId }, tokens.student)).status).toBe(403);
  });
});
