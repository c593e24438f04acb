/**
 * The online classroom (issue 8; part 1 §2 onlineLesson/onlineMain, §6 roll call and sign-in;
 * part 2 §2.1 onlineManage/classView). Sign-in codes are 4 digits: a rotating one changes every
 * SIGN_IN_CODE_PERIOD_SECONDS and stays valid one period more; a fixed one is the teacher's
 * fallback while rotation is not wanted.
 */
import { z } from 'zod';
import { ZPageRequest } from './envelope';

export const SIGN_IN_CODE_PERIOD_SECONDS = 10;
/** Periods after its own during which a rotating code is still taken (network and typing time). */
export const SIGN_IN_CODE_GRACE_PERIODS = 1;
export const DEFAULT_LATE_AFTER_MINUTES = 10;

export const ZAttendanceStatus = z.enum(['present', 'late', 'excused', 'absent']);
export type TAttendanceStatus = z.infer<typeof ZAttendanceStatus>;
export const ZAttendanceSource = z.enum(['self', 'teacher', 'system']);
export type TAttendanceSource = z.infer<typeof ZAttendanceSource>;
export const ZSignInMode = z.enum(['rotating', 'fixed']);
export type TSignInMode = z.infer<typeof ZSignInMode>;

const ZFourDigits = z.string().regex(/^\d{4}$/);
const ZId = z.number().int().positive();

export const ZLessonIdRequest = z.object({ lessonId: ZId });

export const ZStartOnlineLessonRequest = z
  .object({
    classId: ZId,
    title: z.string().trim().min(1).max(60),
    signInMode: ZSignInMode.default('rotating'),
    fixedCode: ZFourDigits.optional(),
    lateAfterMinutes: z.number().int().min(0).max(240).default(DEFAULT_LATE_AFTER_MINUTES),
  })
  .refine((v) => v.signInMode !== 'fixed' || v.fixedCode !== undefined, {
    path: ['fixedCode'],
    message: 'fieldRequired',
  });
export type TStartOnlineLessonRequest = z.input<typeof ZStartOnlineLessonRequest>;

export const ZSetSignInModeRequest = z
  .object({ lessonId: ZId, signInMode: ZSignInMode, fixedCode: ZFourDigits.optional() })
  .refine((v) => v.signInMode !== 'fixed' || v.fixedCode !== undefined, {
    path: ['fixedCode'],
    message: 'fieldRequired',
  });
export type TSetSignInModeRequest = z.input<typeof ZSetSignInModeRequest>;

export const ZOnlineLessonListRequest = ZPageRequest.extend({ classId: ZId });
export type TOnlineLessonListRequest = z.input<typeof ZOnlineLessonListRequest>;

export const ZSignInRequest = z.object({ lessonId: ZId, code: z.string().trim().min(1).max(10) });
export type TSignInRequest = z.input<typeof ZSignInRequest>;

export const ZMarkAttendanceRequest = z.object({ lessonId: ZId, studentId: ZId, status: ZAttendanceStatus });
export type TMarkAttendanceRequest = z.input<typeof ZMarkAttendanceRequest>;

/** Without studentIds: every student of the class. Students' own sign-ins are never changed. */
export const ZBulkMarkRequest = z.object({
  lessonId: ZId,
  status: ZAttendanceStatus,
  studentIds: z.array(ZId).max(500).optional(),
});
export type TBulkMarkRequest = z.input<typeof ZBulkMarkRequest>;
export const ZBulkMarkResult = z.object({ changed: z.number().int(), keptOwnSignIns: z.number().int() });
export type TBulkMarkResult = z.infer<typeof ZBulkMarkResult>;

export const ZPushQuestionRequest = z
  .object({
    lessonId: ZId,
    title: z.string().trim().min(1).max(300),
    options: z.array(z.string().trim().min(1).max(100)).min(2).max(6),
    isMultiple: z.boolean().default(false),
    correct: z.array(z.number().int().min(0)).max(6).default([]),
  })
  .refine((v) => v.correct.every((i) => i < v.options.length), { path: ['correct'], message: 'fieldInvalid' })
  .refine((v) => v.isMultiple || v.correct.length <= 1, { path: ['correct'], message: 'fieldInvalid' });
export type TPushQuestionRequest = z.input<typeof ZPushQuestionRequest>;

export const ZQuestionIdRequest = z.object({ lessonId: ZId, questionId: ZId });
export const ZAnswerQuestionRequest = z.object({
  lessonId: ZId,
  questionId: ZId,
  answer: z.array(z.number().int().min(0).max(5)).min(1).max(6),
});
export type TAnswerQuestionRequest = z.input<typeof ZAnswerQuestionRequest>;

export interface TOnlineLessonSummary {
  lessonId: number;
  classId: number;
  className: string;
  title: string;
  teacherName: string;
  isLive: boolean;
  isSignInOpen: boolean;
  signInMode: TSignInMode;
  startedAt: string;
  signInEndedAt: string | null;
  endedAt: string | null;
  studentNumber: number;
  /** present + late */
  signedInNumber: number;
  questionNumber: number;
}

export interface TAttendanceRow {
  studentId: number;
  name: string;
  mobile: string;
  /** null: not signed in (yet). */
  status: TAttendanceStatus | null;
  source: TAttendanceSource | null;
  signedInAt: string | null;
}

export interface TQuestionStats {
  questionId: number;
  title: string;
  options: string[];
  isMultiple: boolean;
  correct: number[];
  isOpen: boolean;
  pushedAt: string;
  /** Students who answered, and how many chose each option. */
  answered: number;
  counts: number[];
  /** Answers exactly right; null for a poll without a right answer. */
  correctNumber: number | null;
}

export interface TRollCall {
  rollCallId: number;
  studentId: number;
  name: string;
  calledAt: string;
}

/** classView: everything the teacher's live screen shows. */
export interface TOnlineLessonDetail extends TOnlineLessonSummary {
  fixedCode: string | null;
  lateAfterMinutes: number;
  attendance: TAttendanceRow[];
  rollCalls: TRollCall[];
  questions: TQuestionStats[];
}

export interface TSignInCode {
  signInMode: TSignInMode;
  code: string;
  periodSeconds: number;
  /** How long this code is still shown before the next one (rotating only). */
  refreshInMs: number;
}

/** onlineMain: the lesson as one student sees it. */
export interface TStudentLessonView {
  lessonId: number;
  classId: number;
  className: string;
  title: string;
  teacherName: string;
  isLive: boolean;
  isSignInOpen: boolean;
  startedAt: string;
  endedAt: string | null;
  myStatus: TAttendanceStatus | null;
  mySignedInAt: string | null;
  /** Times this student was called. */
  myRollCalls: string[];
  questions: {
    questionId: number;
    title: string;
    options: string[];
    isMultiple: boolean;
    isOpen: boolean;
    myAnswer: number[] | null;
    /** Revealed once the question is closed. */
    correct: number[] | null;
  }[];
}

/** Minutes after the start at which students signed in themselves: the punctuality chart's bars. */
export const SIGN_IN_DELAY_BUCKETS = [
  { key: '0-2', from: 0, to: 2 },
  { key: '2-5', from: 2, to: 5 },
  { key: '5-10', from: 5, to: 10 },
  { key: '10-20', from: 10, to: 20 },
  { key: '20+', from: 20, to: Number.POSITIVE_INFINITY },
] as const;

/** A student's result in one lesson (lessonScore; the rule is in docs/api.md). */
export interface TLessonResult {
  status: TAttendanceStatus | null;
  answered: number;
  correct: number;
  calledTimes: number;
  /** 0-100; null while the lesson is live. */
  score: number | null;
}

/** lessonAnalyse: attendance, punctuality, participation and answers per question. */
export interface TLessonAnalysis {
  lessonId: number;
  title: string;
  className: string;
  teacherName: string;
  startedAt: string;
  endedAt: string | null;
  studentNumber: number;
  attendance: Record<TAttendanceStatus | 'notMarked', number>;
  punctuality: { signedInSelf: number; averageDelayMinutes: number | null; buckets: { key: string; count: number }[] };
  participation: {
    signedIn: number;
    answeredStudents: number;
    rollCalls: number;
    questionNumber: number;
    /** Answers given / (questions x students), 0-1. */
    answerRate: number;
  };
  questions: TQuestionStats[];
  /** The reader's own result (students only). */
  mine: TLessonResult | null;
}

export interface TLessonScoreRow extends TLessonResult {
  lessonId: number;
  title: string;
  startedAt: string;
  endedAt: string | null;
}

/** lessonScore: a student's results in the class's lessons and their average. */
export interface TLessonScore {
  classId: number;
  className: string;
  lessons: TLessonScoreRow[];
  /** Average of the ended lessons' scores; null before any lesson ended. */
  average: number | null;
  attendance: Record<TAttendanceStatus | 'notMarked', number>;
}

/** lessonScoreManage: one row per student of the class, one column per ended lesson. */
export interface TClassLessonScores {
  classId: number;
  className: string;
  lessons: { lessonId: number; title: string; startedAt: string }[];
  students: {
    studentId: number;
    name: string;
    mobile: string;
    /** In the order of `lessons`. */
    results: { status: TAttendanceStatus | null; score: number }[];
    average: number | null;
    attendance: Record<TAttendanceStatus | 'notMarked', number>;
  }[];
}
