/**
 * An exam with a question of every type the exam engine offers, made through the API as a teacher
 * with no class: a class of the given students, a paper of one bank question per type (two for
 * multiple choice: one answer and several), and an exam open now for an hour with its details
 * shown after the hand-in. Each student's current class is set to it, so their exam list opens on it.
 */
import type { APIRequestContext } from '@playwright/test';
import { callApi, createClassByApi, signInByApi } from './helpers';
import { QUESTION_TYPES } from './question-types';

const EXAM_API = '/openApi/teacher/exam';

/** The seeded choice questions (the cross-cultural course, chapter 1) of one answer and of three. */
const SINGLE_CHOICE_STEM = 'How many dimensions does the lecturer explain?';
const MULTIPLE_CHOICE_STEM = 'lie below the surface of the iceberg';

export interface EveryTypeExam {
  classId: number;
  examId: number;
  title: string;
  /** The paper's questions' types, in the paper's order (choice twice: one answer, then several). */
  types: number[];
}

type BankQuestion = { questionId: number; stem: string };

async function bankQuestionOf(
  request: APIRequestContext,
  token: string,
  subjectType: number,
  stem?: string,
): Promise<number> {
  const bank = await callApi<BankQuestion[]>(request, `${EXAM_API}/bankQuestions`, { subjectType }, token);
  const question = stem ? bank.find((q) => q.stem.includes(stem)) : bank[0];
  if (!question) throw new Error(`the bank has no question of type ${subjectType}${stem ? ` with "${stem}"` : ''}`);
  return question.questionId;
}

export async function examOfEveryType(
  request: APIRequestContext,
  teacher: string,
  students: string[],
  title: string,
): Promise<EveryTypeExam> {
  const token = await signInByApi(request, teacher);
  const classId = await createClassByApi(request, token, title, students);
  const types: number[] = [];
  const questionIds: number[] = [];
  for (const subjectType of Object.values(QUESTION_TYPES)) {
    const stems = subjectType === QUESTION_TYPES.choice ? [SINGLE_CHOICE_STEM, MULTIPLE_CHOICE_STEM] : [undefined];
    for (const stem of stems) {
      questionIds.push(await bankQuestionOf(request, token, subjectType, stem));
      types.push(subjectType);
    }
  }
  const { paperId } = await callApi<{ paperId: number }>(
    request,
    `${EXAM_API}/paper/create`,
    { title, timeMinutes: 60, questionIds },
    token,
  );
  const now = Date.now();
  const { examIds } = await callApi<{ examIds: number[] }>(
    request,
    `${EXAM_API}/create`,
    {
      paperId,
      classIds: [classId],
      title,
      opensAt: new Date(now - 60_000).toISOString(),
      closesAt: new Date(now + 3_600_000).toISOString(),
      timeLimitMinutes: 60,
      showDetails: true,
    },
    token,
  );
  const examId = examIds[0];
  if (examId === undefined) throw new Error('no exam was created');
  // The lists open on the class chosen last (code 0: a teaching class).
  await callApi(request, '/openApi/overall/updateDefaultSelect', { code: 0, value: String(classId) }, token);
  for (const student of students) {
    const studentToken = await signInByApi(request, student);
    await callApi(request, '/openApi/overall/updateDefaultSelect', { code: 0, value: String(classId) }, studentToken);
  }
  return { classId, examId, title, types };
}
