/**
 * Exam results (part 1 §6, part 2 §2.5 testResult, statistics, reports; §9 export): each student's
 * attempts and scores, one answered paper with its grading, the statistics of an exam.
 */
import { z } from 'zod';
import { ZExamStatus, ZExamSummary } from './exams';
import { ZId } from './fields';
import { ZQuestionAnswer } from './questions/answer';
import { ZSheetQuestion } from './trainings/api';

export const ZExamResultRow = z.object({
  studentId: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  attempts: z.array(
    z.object({
      attemptId: z.number().int(),
      attemptNo: z.number().int(),
      status: ZExamStatus,
      score: z.number().nullable(),
      submittedAt: z.string().nullable(),
    }),
  ),
  pendingGrading: z.number().int(),
});
export type TExamResultRow = z.infer<typeof ZExamResultRow>;

/** `content` holds the right answers here: for the teacher, and for the student after submit when details are shown. */
export const ZExamAnswerDetail = ZSheetQuestion.extend({
  answer: ZQuestionAnswer.nullable(),
  autoScore: z.number().nullable(),
  teacherScore: z.number().nullable(),
  teacherComment: z.string().nullable(),
  rightFlag: z.number().int().nullable(),
  /** The reference answer as text; empty while details are hidden. */
  rightAnswer: z.string(),
  needsGrading: z.boolean(),
});
export type TExamAnswerDetail = z.infer<typeof ZExamAnswerDetail>;

export const ZExamAttemptReport = z.object({
  exam: ZExamSummary,
  attemptId: z.number().int(),
  studentName: z.string(),
  status: ZExamStatus,
  score: z.number().nullable(),
  fullMark: z.number(),
  startedAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
  /** False for a student while the teacher keeps the details hidden or scores unpublished. */
  detailsVisible: z.boolean(),
  questions: z.array(ZExamAnswerDetail),
});
export type TExamAttemptReport = z.infer<typeof ZExamAttemptReport>;

export const ZExamGradeRequest = z.object({
  attemptId: ZId,
  questionId: ZId,
  /** The server checks it against the question's full mark; the bound only keeps the number sane. */
  score: z.number().min(0).max(1000),
  comment: z.string().max(1000).default(''),
});
export type TExamGradeRequest = z.input<typeof ZExamGradeRequest>;

export const ZExamExportRequest = z.object({
  examId: ZId,
  scoreType: z.union([z.literal(0), z.literal(1), z.literal(2)]),
});

export const ZExamStatistics = z.object({
  title: z.string(),
  /** The class's students. */
  candidates: z.number().int(),
  /** Students with a handed-in attempt (submitted, auto-submitted or flagged), graded or not. */
  sat: z.number().int(),
  /** Handed-in attempts still waiting for the teacher's grading: not yet in the score figures. */
  awaitingGrading: z.number().int(),
  /** Over the students with a graded attempt (their highest). */
  average: z.number().nullable(),
  highest: z.number().nullable(),
  lowest: z.number().nullable(),
  fullMark: z.number(),
  /** Counts per score band of the full mark: <60%, 60-70, 70-80, 80-90, >=90. */
  distribution: z.array(z.number().int()),
  /** Minutes each finished attempt took. */
  durations: z.array(z.object({ name: z.string(), minutes: z.number() })),
  rightRatio: z.array(
    z.object({
      questionId: z.number().int(),
      sort: z.number().int(),
      subjectType: z.number().int(),
      ratio: z.number().nullable(),
    }),
  ),
  typeRatio: z.array(z.object({ subjectType: z.number().int(), ratio: z.number().nullable() })),
});
export type TExamStatistics = z.infer<typeof ZExamStatistics>;
