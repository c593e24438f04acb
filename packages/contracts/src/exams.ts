/**
 * Online exams (issue 6; part 1 §2 testIndex/onlineTestAnswer, §3 test paper, §4 statuses, §6
 * exam powers; part 2 §2.1 testInOnlineExamsdex, §9 export). A paper is a list of bank questions
 * (one list per variant); an exam gives a paper to one class with its terms; an attempt is one
 * student's sitting, with its own server deadline.
 */
import { z } from 'zod';
import type { TBoardFace } from './exam-face';
import { ZQuestionAnswer } from './questions/answer';
import { type TDifficulty, ZDifficulty } from './trainings/api';

const ZId = z.number().int().positive();

/** Exam statuses of part 1 §4 as the board and the student list show them. */
export const ExamStatuses = [
  'notStarted',
  'inProgress',
  'paused',
  'submitted',
  'autoSubmitted',
  'absent',
  'cheating',
  'closed',
  'expired',
] as const;
export type TExamStatus = (typeof ExamStatuses)[number];

/** Stored attempt states; paused, not started, closed and expired are derived. */
export const AttemptStates = ['inProgress', 'submitted', 'autoSubmitted', 'absent', 'cheating'] as const;
export type TAttemptState = (typeof AttemptStates)[number];
/** Attempts that handed a paper in (their status on the board has the same name): graded or to grade. */
export const HandedInStates = ['submitted', 'autoSubmitted', 'cheating'] as const satisfies readonly TAttemptState[];

// ---- Papers ----
export const ZPaperRuleItem = z.object({
  subjectType: z.number().int(),
  /** 1 easy, 2 medium, 3 hard; absent: any difficulty. */
  difficulty: ZDifficulty.optional(),
  count: z.number().int().min(1).max(100),
});
export type TPaperRuleItem = z.infer<typeof ZPaperRuleItem>;
const ZPaperFields = z.object({
  title: z.string().trim().min(1).max(100),
  timeMinutes: z.number().int().min(1).max(600),
  /** Manual: these bank questions in this order. */
  questionIds: z.array(ZId).max(200).default([]),
  /** By rule: a random draw per type, `variants` different papers. */
  rule: z.array(ZPaperRuleItem).max(20).default([]),
  variants: z.number().int().min(1).max(10).default(1),
});
const notEmpty = (v: { questionIds: number[]; rule: unknown[] }) => v.questionIds.length > 0 || v.rule.length > 0;
export const ZCreatePaperRequest = ZPaperFields.refine(notEmpty, { path: ['questionIds'], message: 'empty paper' });
/**
 * Editing a paper: title and time always; its questions (the list, or the rule and variants,
 * drawn again) only while no exam has used the paper, since attempts and reports point at them.
 */
export const ZUpdatePaperRequest = ZPaperFields.extend({ paperId: ZId }).refine(notEmpty, {
  path: ['questionIds'],
  message: 'empty paper',
});
export type TUpdatePaperRequest = z.input<typeof ZUpdatePaperRequest>;
export const ZPaperIdRequest = z.object({ paperId: ZId });
export type TCreatePaperRequest = z.input<typeof ZCreatePaperRequest>;

export interface TPaperSummary {
  paperId: number;
  title: string;
  timeMinutes: number;
  questionCount: number;
  fullMark: number;
  variants: number;
  source: 'manual' | 'rule';
  /** The draw of a rule paper; null for a paper chosen by hand. */
  rule: TPaperRuleItem[] | null;
  createdAt: string;
  /** Exams (not deleted) that give this paper: it cannot be deleted while there are any. */
  examCount: number;
  /** Once any exam has used the paper its questions are fixed; title and time stay editable. */
  questionsLocked: boolean;
}

/** A paper with its hand-picked questions (the first variant's, in order), for the edit form. */
export interface TPaperDetail extends TPaperSummary {
  questionIds: number[];
}

/** A bank question a teacher may put on a paper (no right answers needed to choose it). */
export interface TBankQuestionItem {
  questionId: number;
  subjectType: number;
  difficulty: TDifficulty;
  stem: string;
  fullMark: number;
  trainingTitle: string;
}

/** A question as the student sees it (the type's student content: no right answers). */
export interface TExamQuestion {
  questionId: number;
  sort: number;
  subject_type: number;
  stem: string;
  fullMark: number;
  content: unknown;
}

export interface TPaperPreview extends TPaperSummary {
  variant: number;
  questions: TExamQuestion[];
}

// ---- Exams (sessions) ----
export const ZAccommodation = z.object({
  studentId: ZId,
  extraMinutes: z.number().int().min(0).max(600).default(0),
  extraAttempts: z.number().int().min(0).max(10).default(0),
});
/** An exam's terms: what the create and the edit forms share. */
export const ZExamTerms = z.object({
  paperId: ZId,
  title: z.string().trim().min(1).max(100),
  /** 0 exam (invigilated), 1 practice test. */
  mode: z.union([z.literal(0), z.literal(1)]).default(0),
  opensAt: z.iso.datetime({ offset: true }),
  closesAt: z.iso.datetime({ offset: true }),
  timeLimitMinutes: z.number().int().min(1).max(600),
  maxAttempts: z.number().int().min(1).max(10).default(1),
  shuffle: z.boolean().default(false),
  showDetails: z.boolean().default(false),
  faceCheck: z.boolean().default(false),
});
/** One exam per class: every class gets its own board, results and statistics. */
export const ZCreateExamRequest = ZExamTerms.extend({
  classIds: z.array(ZId).min(1).max(20),
  accommodations: z.array(ZAccommodation).max(500).default([]),
});
/**
 * Editing an exam: everything until the first student starts; after that the paper, mode, start,
 * time limit, shuffle and face check are fixed (attempts depend on them), while the title, the
 * end of the entry window, the attempts (not below what a student has used) and details may change.
 */
export const ZUpdateExamRequest = ZExamTerms.extend({ examId: ZId });
export type TUpdateExamRequest = z.input<typeof ZUpdateExamRequest>;
export type TCreateExamRequest = z.input<typeof ZCreateExamRequest>;

export const ZExamIdRequest = z.object({ examId: ZId });
export const ZExamListRequest = z.object({ classId: ZId });
export const ZSetAccommodationRequest = ZAccommodation.extend({ examId: ZId });

export interface TExamSummary {
  examId: number;
  classId: number;
  className: string;
  paperId: number;
  title: string;
  mode: 0 | 1;
  opensAt: string;
  closesAt: string;
  timeLimitMinutes: number;
  maxAttempts: number;
  shuffle: boolean;
  showDetails: boolean;
  faceCheck: boolean;
  published: boolean;
  paused: boolean;
  signInEnded: boolean;
  closed: boolean;
  questionCount: number;
  fullMark: number;
}

/** The teacher's list row: how many attempts exist decides which terms may still change. */
export interface TTeacherExamItem extends TExamSummary {
  attemptCount: number;
  /** Students answering right now: an exam cannot be deleted while there are any. */
  runningCount: number;
}

// ---- The student's exam ----
export interface TStudentExamItem extends TExamSummary {
  status: TExamStatus;
  attemptsUsed: number;
  attemptsAllowed: number;
  score: number | null;
  lastAttemptId: number | null;
}

export interface TExamClock {
  /** The server's time: the client keeps the offset, never its own deadline. */
  now: string;
  deadline: string;
  /** Seconds left; frozen while the exam is paused. */
  remainingSeconds: number;
  paused: boolean;
}

export interface TExamSheet {
  exam: TExamSummary;
  attemptId: number;
  attemptNo: number;
  status: TExamStatus;
  locked: boolean;
  clock: TExamClock;
  questions: TExamQuestion[];
  answers: { questionId: number; answer: z.infer<typeof ZQuestionAnswer>; seq: number }[];
}

export const ZStartExamRequest = z.object({
  examId: ZId,
  /** Device description the board shows (user agent, screen). */
  device: z.string().max(300).default(''),
});

export const ZExamSaveRequest = z.object({
  attemptId: ZId,
  questionId: ZId,
  answer: ZQuestionAnswer,
  /** The client's journal number for this question: an older resend never overwrites a newer save. */
  seq: z.number().int().min(0),
});
export type TExamSaveRequest = z.input<typeof ZExamSaveRequest>;
export interface TExamSaveAck {
  questionId: number;
  seq: number;
  savedAt: string;
  clock: TExamClock;
}

export const ZAttemptIdRequest = z.object({ attemptId: ZId });
export const ZFocusEventRequest = z.object({ attemptId: ZId, kind: z.enum(['blur', 'hidden']) });

// ---- Invigilation ----
export interface TBoardRow {
  studentId: number;
  name: string;
  mobile: string;
  attemptId: number | null;
  attemptNo: number;
  status: TExamStatus;
  locked: boolean;
  answered: number;
  questionCount: number;
  lastSaveAt: string | null;
  startedAt: string | null;
  deadline: string | null;
  device: string;
  address: string;
  focusLosses: number;
  screenSwitches: number;
  score: number | null;
  extraMinutes: number;
  extraAttempts: number;
  /** The face check's state; null when the exam has no face check. */
  face: TBoardFace | null;
}

export interface TExamBoard {
  exam: TExamSummary;
  rows: TBoardRow[];
}

export const InvigilateActions = ['lock', 'unlock', 'absent', 'cheating', 'forceSubmit', 'reopen'] as const;
export const ZInvigilateRequest = z.object({
  examId: ZId,
  studentId: ZId,
  action: z.enum(InvigilateActions),
  reason: z.string().trim().max(200).default(''),
});
export const ZExamActionRequest = z.object({
  examId: ZId,
  action: z.enum(['pause', 'resume', 'endSignIn', 'close', 'publish', 'unpublish', 'showDetails', 'hideDetails']),
  reason: z.string().trim().max(200).default(''),
});

export interface TAuditEntry {
  at: string;
  actorName: string;
  action: string;
  studentName: string | null;
  reason: string;
}

/** What the student's page hears on its user room. */
export interface TExamPush {
  examId: number;
  status: TExamStatus;
  locked: boolean;
  clock: TExamClock | null;
}

// ---- Results ----
export interface TExamResultRow {
  studentId: number;
  name: string;
  mobile: string;
  attempts: {
    attemptId: number;
    attemptNo: number;
    status: TExamStatus;
    score: number | null;
    submittedAt: string | null;
  }[];
  pendingGrading: number;
}

export interface TExamAnswerDetail {
  questionId: number;
  sort: number;
  subject_type: number;
  stem: string;
  fullMark: number;
  /** Right answers: for the teacher, and for the student after submit when details are shown. */
  content: unknown;
  answer: z.infer<typeof ZQuestionAnswer> | null;
  autoScore: number | null;
  teacherScore: number | null;
  teacherComment: string | null;
  rightFlag: number | null;
  /** The reference answer as text; empty while details are hidden. */
  rightAnswer: string;
  needsGrading: boolean;
}

export interface TExamAttemptReport {
  exam: TExamSummary;
  attemptId: number;
  studentName: string;
  status: TExamStatus;
  score: number | null;
  fullMark: number;
  startedAt: string | null;
  submittedAt: string | null;
  /** False for a student while the teacher keeps the details hidden or scores unpublished. */
  detailsVisible: boolean;
  questions: TExamAnswerDetail[];
}

export const ZExamGradeRequest = z.object({
  attemptId: ZId,
  questionId: ZId,
  score: z.number().min(0),
  comment: z.string().max(1000).default(''),
});

export const ZExamExportRequest = z.object({
  examId: ZId,
  scoreType: z.union([z.literal(0), z.literal(1), z.literal(2)]),
});

export interface TExamStatistics {
  title: string;
  /** The class's students. */
  candidates: number;
  /** Students with a handed-in attempt (submitted, auto-submitted or flagged), graded or not. */
  sat: number;
  /** Handed-in attempts still waiting for the teacher's grading: not yet in the score figures. */
  awaitingGrading: number;
  /** Over the students with a graded attempt (their highest). */
  average: number | null;
  highest: number | null;
  lowest: number | null;
  fullMark: number;
  /** Counts per score band of the full mark: <60%, 60-70, 70-80, 80-90, >=90. */
  distribution: number[];
  /** Minutes each finished attempt took. */
  durations: { name: string; minutes: number }[];
  rightRatio: { questionId: number; sort: number; subjectType: number; ratio: number | null }[];
  typeRatio: { subjectType: number; ratio: number | null }[];
}
