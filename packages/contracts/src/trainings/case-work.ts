/**
 * Case work (issue 16): the teacher's list of a class's case analyses with each student's written
 * answers, excellent cases chosen from them and read by the class, and the comprehensive cases a
 * teacher may give a class (docs/api.md "Case work").
 */
import { z } from 'zod';
import { ZId } from '../fields';
import { ZAttemptStatus } from './api';

export const ZCaseAnswersRequest = z.object({ classId: ZId, trainingId: ZId });

/** One written answer of a student's latest submitted attempt, as the teacher grades and chooses it. */
export const ZCaseWrittenAnswer = z.object({
  questionId: z.number().int(),
  /** Its number in the training, from 1. */
  number: z.number().int(),
  stem: z.string(),
  answer: z.string(),
  fullMark: z.number(),
  /** null: not graded yet. */
  score: z.number().nullable(),
  comment: z.string(),
  excellent: z.boolean(),
});
export type TCaseWrittenAnswer = z.infer<typeof ZCaseWrittenAnswer>;

/** A student of the class and their case analysis: the latest submitted attempt (or the draft under way). */
export const ZCaseAnswerRow = z.object({
  studentId: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  attemptId: z.number().int().nullable(),
  status: z.union([ZAttemptStatus, z.literal('none')]),
  submittedAt: z.string().nullable(),
  score: z.number().nullable(),
  fullMark: z.number(),
  needsGrading: z.boolean(),
  answers: z.array(ZCaseWrittenAnswer),
});
export type TCaseAnswerRow = z.infer<typeof ZCaseAnswerRow>;

export const ZCaseAnswers = z.object({
  trainingId: z.number().int(),
  title: z.string(),
  kind: z.string(),
  rows: z.array(ZCaseAnswerRow),
});
export type TCaseAnswers = z.infer<typeof ZCaseAnswers>;

export const ZMarkExcellentRequest = z.object({ attemptId: ZId, questionId: ZId, excellent: z.boolean() });
export const ZMarkExcellentResult = z.object({
  attemptId: z.number().int(),
  questionId: z.number().int(),
  excellent: z.boolean(),
});

export const ZExcellentCasesRequest = z.object({ classId: ZId });
/** An answer the teacher chose, as the class reads it. */
export const ZExcellentEntry = z.object({
  attemptId: z.number().int(),
  questionId: z.number().int(),
  studentName: z.string(),
  stem: z.string(),
  answer: z.string(),
  score: z.number().nullable(),
  fullMark: z.number(),
  comment: z.string(),
  markedAt: z.string(),
});
export type TExcellentEntry = z.infer<typeof ZExcellentEntry>;
export const ZExcellentCase = z.object({
  trainingId: z.number().int(),
  title: z.string(),
  entries: z.array(ZExcellentEntry),
});
export type TExcellentCase = z.infer<typeof ZExcellentCase>;
export const ZExcellentCases = z.object({
  classId: z.number().int(),
  className: z.string(),
  cases: z.array(ZExcellentCase),
});
export type TExcellentCases = z.infer<typeof ZExcellentCases>;

export const ZComprehensiveCasesRequest = z.object({ classId: ZId });
/** A comprehensive case the teacher may give the class, and whether the class has it. */
export const ZComprehensiveCase = z.object({
  trainingId: z.number().int(),
  title: z.string(),
  intro: z.string(),
  links: z.array(z.string()),
  tasks: z.number().int(),
  fullMark: z.number(),
  inClass: z.boolean(),
});
export type TComprehensiveCase = z.infer<typeof ZComprehensiveCase>;
