/**
 * Online exams (issue 6; part 1 §2 testIndex/onlineTestAnswer, §3 test paper, §4 statuses, §6
 * exam powers; part 2 §2.1 testInOnlineExamsdex, §9 export). A paper is a list of bank questions
 * (one list per variant); an exam gives a paper to one class with its terms; an attempt is one
 * student's sitting, with its own server deadline.
 */
import { z } from 'zod';
import { ZBoardFace } from './exam-face';
import { MAX_INTEGER, ZId, ZSeq } from './fields';
import { ZQuestionAnswer } from './questions/answer';
import { ZDifficulty, ZSheetQuestion } from './trainings/api';

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
export const ZExamStatus = z.enum(ExamStatuses);
export type TExamStatus = z.infer<typeof ZExamStatus>;

/** Stored attempt states; paused, not started, closed and expired are derived. */
export const AttemptStates = ['inProgress', 'submitted', 'autoSubmitted', 'absent', 'cheating'] as const;
export type TAttemptState = (typeof AttemptStates)[number];
/** Attempts that handed a paper in (their status on the board has the same name): graded or to grade. */
export const HandedInStates = ['submitted', 'autoSubmitted', 'cheating'] as const satisfies readonly TAttemptState[];

// ---- Papers ----
/** A paper drawn by rule has up to this many different variants. */
export const MAX_PAPER_VARIANTS = 10;
/** A question type's code (subject_type) as a paper's rule or the bank's filter sends it. */
const ZSubjectTypeCode = z.number().int().min(0).max(MAX_INTEGER);
export const ZPaperRuleItem = z.object({
  subjectType: ZSubjectTypeCode,
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
  variants: z.number().int().min(1).max(MAX_PAPER_VARIANTS).default(1),
});
const notEmpty = (v: { questionIds: number[]; rule: unknown[] }) => v.questionIds.length > 0 || v.rule.length > 0;
export const ZCreatePaperRequest = ZPaperFields.refine(notEmpty, {
  path: ['questionIds'],
  message: 'examPaperNoQuestions',
});
/**
 * Editing a paper: title and time always; its questions (the list, or the rule and variants,
 * drawn again) only while no exam has used the paper, since attempts and reports point at them.
 */
export const ZUpdatePaperRequest = ZPaperFields.extend({ paperId: ZId }).refine(notEmpty, {
  path: ['questionIds'],
  message: 'examPaperNoQuestions',
});
export type TUpdatePaperRequest = z.input<typeof ZUpdatePaperRequest>;
export const ZPaperIdRequest = z.object({ paperId: ZId });
export type TCreatePaperRequest = z.input<typeof ZCreatePaperRequest>;
/** The bank a paper is chosen from, filtered by question type and difficulty. */
export const ZBankQuestionsRequest = z.object({
  subjectType: ZSubjectTypeCode.optional(),
  difficulty: ZDifficulty.optional(),
});
/** One variant (0-based) of a paper as a student would get it. */
export const ZPaperPreviewRequest = z.object({
  paperId: ZId,
  variant: z
    .number()
    .int()
    .min(0)
    .max(MAX_PAPER_VARIANTS - 1)
    .default(0),
});

export const ZPaperSummary = z.object({
  paperId: z.number().int(),
  title: z.string(),
  timeMinutes: z.number().int(),
  questionCount: z.number().int(),
  fullMark: z.number(),
  variants: z.number().int(),
  source: z.enum(['manual', 'rule']),
  /** The draw of a rule paper; null for a paper chosen by hand. */
  rule: z.array(ZPaperRuleItem).nullable(),
  createdAt: z.string(),
  /** Exams (not deleted) that give this paper: it cannot be deleted while there are any. */
  examCount: z.number().int(),
  /** Once any exam has used the paper its questions are fixed; title and time stay editable. */
  questionsLocked: z.boolean(),
});
export type TPaperSummary = z.infer<typeof ZPaperSummary>;

/** A paper with its hand-picked questions (the first variant's, in order), for the edit form. */
export const ZPaperDetail = ZPaperSummary.extend({ questionIds: z.array(z.number().int()) });
export type TPaperDetail = z.infer<typeof ZPaperDetail>;

/** A bank question a teacher may put on a paper (no right answers needed to choose it). */
export const ZBankQuestionItem = z.object({
  questionId: z.number().int(),
  subjectType: z.number().int(),
  difficulty: ZDifficulty,
  stem: z.string(),
  fullMark: z.number(),
  trainingTitle: z.string(),
});
export type TBankQuestionItem = z.infer<typeof ZBankQuestionItem>;

/** A question as the student sees it: the practice answer sheet's question (no right answers). */
export const ZExamQuestion = ZSheetQuestion;
export type TExamQuestion = z.infer<typeof ZExamQuestion>;

export const ZPaperPreview = ZPaperSummary.extend({ variant: z.number().int(), questions: z.array(ZExamQuestion) });
export type TPaperPreview = z.infer<typeof ZPaperPreview>;

// ---- Exams (sessions) ----
export const ZAccommodation = z.object({
  studentId: ZId,
  extraMinutes: z.number().int().min(0).max(600).default(0),
  extraAttempts: z.number().int().min(0).max(10).default(0),
});
/** 0 exam (invigilated), 1 practice test. */
export const ZExamMode = z.union([z.literal(0), z.literal(1)]);
/** An exam's terms: what the create and the edit forms share. */
export const ZExamTerms = z.object({
  paperId: ZId,
  title: z.string().trim().min(1).max(100),
  mode: ZExamMode.default(0),
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

export const ZExamSummary = z.object({
  examId: z.number().int(),
  classId: z.number().int(),
  className: z.string(),
  paperId: z.number().int(),
  title: z.string(),
  mode: ZExamMode,
  opensAt: z.string(),
  closesAt: z.string(),
  timeLimitMinutes: z.number().int(),
  maxAttempts: z.number().int(),
  shuffle: z.boolean(),
  showDetails: z.boolean(),
  faceCheck: z.boolean(),
  published: z.boolean(),
  paused: z.boolean(),
  signInEnded: z.boolean(),
  closed: z.boolean(),
  questionCount: z.number().int(),
  fullMark: z.number(),
});
export type TExamSummary = z.infer<typeof ZExamSummary>;

/** The teacher's list row: how many attempts exist decides which terms may still change. */
export const ZTeacherExamItem = ZExamSummary.extend({
  attemptCount: z.number().int(),
  /** Students answering right now: an exam cannot be deleted while there are any. */
  runningCount: z.number().int(),
  /** Attempts handed in (HandedInStates). */
  handedInCount: z.number().int(),
});
export type TTeacherExamItem = z.infer<typeof ZTeacherExamItem>;

// ---- The student's exam ----
export const ZStudentExamItem = ZExamSummary.extend({
  status: ZExamStatus,
  attemptsUsed: z.number().int(),
  attemptsAllowed: z.number().int(),
  score: z.number().nullable(),
  lastAttemptId: z.number().int().nullable(),
});
export type TStudentExamItem = z.infer<typeof ZStudentExamItem>;

export const ZExamClock = z.object({
  /** The server's time: the client keeps the offset, never its own deadline. */
  now: z.string(),
  deadline: z.string(),
  /** Seconds left; frozen while the exam is paused. */
  remainingSeconds: z.number(),
  paused: z.boolean(),
});
export type TExamClock = z.infer<typeof ZExamClock>;

export const ZExamSheet = z.object({
  exam: ZExamSummary,
  attemptId: z.number().int(),
  attemptNo: z.number().int(),
  status: ZExamStatus,
  locked: z.boolean(),
  clock: ZExamClock,
  questions: z.array(ZExamQuestion),
  answers: z.array(z.object({ questionId: z.number().int(), answer: ZQuestionAnswer, seq: z.number().int() })),
});
export type TExamSheet = z.infer<typeof ZExamSheet>;

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
  seq: ZSeq,
});
export type TExamSaveRequest = z.input<typeof ZExamSaveRequest>;
export const ZExamSaveAck = z.object({
  questionId: z.number().int(),
  seq: z.number().int(),
  savedAt: z.string(),
  clock: ZExamClock,
});
export type TExamSaveAck = z.infer<typeof ZExamSaveAck>;

export const ZAttemptIdRequest = z.object({ attemptId: ZId });
export const ZFocusEventRequest = z.object({ attemptId: ZId, kind: z.enum(['blur', 'hidden']) });

// ---- Invigilation ----
export const ZBoardRow = z.object({
  studentId: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  attemptId: z.number().int().nullable(),
  attemptNo: z.number().int(),
  status: ZExamStatus,
  locked: z.boolean(),
  answered: z.number().int(),
  questionCount: z.number().int(),
  lastSaveAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  deadline: z.string().nullable(),
  device: z.string(),
  address: z.string(),
  focusLosses: z.number().int(),
  screenSwitches: z.number().int(),
  score: z.number().nullable(),
  extraMinutes: z.number().int(),
  extraAttempts: z.number().int(),
  /** The face check's state; null when the exam has no face check. */
  face: ZBoardFace.nullable(),
});
export type TBoardRow = z.infer<typeof ZBoardRow>;

export const ZExamBoard = z.object({ exam: ZExamSummary, rows: z.array(ZBoardRow) });
export type TExamBoard = z.infer<typeof ZExamBoard>;

export const InvigilateActions = ['lock', 'unlock', 'absent', 'cheating', 'forceSubmit', 'reopen'] as const;
export const ZInvigilateRequest = z.object({
  examId: ZId,
  studentId: ZId,
  action: z.enum(InvigilateActions),
  reason: z.string().trim().max(200).default(''),
});
export type TInvigilateRequest = z.input<typeof ZInvigilateRequest>;
export type TInvigilateAction = (typeof InvigilateActions)[number];
export const ExamActions = [
  'pause',
  'resume',
  'endSignIn',
  'close',
  'publish',
  'unpublish',
  'showDetails',
  'hideDetails',
] as const;
export type TExamAction = (typeof ExamActions)[number];
export const ZExamActionRequest = z.object({
  examId: ZId,
  action: z.enum(ExamActions),
  reason: z.string().trim().max(200).default(''),
});

export const ZAuditEntry = z.object({
  at: z.string(),
  actorName: z.string(),
  action: z.string(),
  studentName: z.string().nullable(),
  reason: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

/** What the student's page hears on its user room. */
export interface TExamPush {
  examId: number;
  status: TExamStatus;
  locked: boolean;
  clock: TExamClock | null;
}
