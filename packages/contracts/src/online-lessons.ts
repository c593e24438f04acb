/**
 * The online classroom (issue 8; part 1 §2 onlineLesson/onlineMain, §6 roll call and sign-in;
 * part 2 §2.1 onlineManage/classView). Sign-in codes are 4 digits: a rotating one changes every
 * SIGN_IN_CODE_PERIOD_SECONDS and stays valid one period more; a fixed one is the teacher's
 * fallback while rotation is not wanted.
 */
import { z } from 'zod';
import { ZPageRequest } from './envelope';
import { ZId } from './fields';

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

const ZFourDigits = z
  .string()
  .max(4)
  .regex(/^\d{4}$/);

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
    correct: z.array(z.number().int().min(0).max(5)).max(6).default([]),
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

export const ZOnlineLessonSummary = z.object({
  lessonId: z.number().int(),
  classId: z.number().int(),
  className: z.string(),
  title: z.string(),
  teacherName: z.string(),
  isLive: z.boolean(),
  isSignInOpen: z.boolean(),
  signInMode: ZSignInMode,
  startedAt: z.string(),
  signInEndedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  studentNumber: z.number().int(),
  /** present + late */
  signedInNumber: z.number().int(),
  questionNumber: z.number().int(),
});
export type TOnlineLessonSummary = z.infer<typeof ZOnlineLessonSummary>;

export const ZAttendanceRow = z.object({
  studentId: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  /** null: not signed in (yet). */
  status: ZAttendanceStatus.nullable(),
  source: ZAttendanceSource.nullable(),
  signedInAt: z.string().nullable(),
});
export type TAttendanceRow = z.infer<typeof ZAttendanceRow>;

export const ZQuestionStats = z.object({
  questionId: z.number().int(),
  title: z.string(),
  options: z.array(z.string()),
  isMultiple: z.boolean(),
  correct: z.array(z.number().int()),
  isOpen: z.boolean(),
  pushedAt: z.string(),
  /** Students who answered, and how many chose each option. */
  answered: z.number().int(),
  counts: z.array(z.number().int()),
  /** Answers exactly right; null for a poll without a right answer. */
  correctNumber: z.number().int().nullable(),
});
export type TQuestionStats = z.infer<typeof ZQuestionStats>;

export const ZRollCall = z.object({
  rollCallId: z.number().int(),
  studentId: z.number().int(),
  name: z.string(),
  calledAt: z.string(),
});
export type TRollCall = z.infer<typeof ZRollCall>;

/** classView: everything the teacher's live screen shows. */
export const ZOnlineLessonDetail = ZOnlineLessonSummary.extend({
  fixedCode: z.string().nullable(),
  lateAfterMinutes: z.number().int(),
  attendance: z.array(ZAttendanceRow),
  rollCalls: z.array(ZRollCall),
  questions: z.array(ZQuestionStats),
});
export type TOnlineLessonDetail = z.infer<typeof ZOnlineLessonDetail>;

export const ZSignInCode = z.object({
  signInMode: ZSignInMode,
  code: z.string(),
  periodSeconds: z.number().int(),
  /** How long this code is still shown before the next one (rotating only). */
  refreshInMs: z.number(),
});
export type TSignInCode = z.infer<typeof ZSignInCode>;

/** A student's own sign-in: late after the lesson's lateAfterMinutes. */
export const ZSignInResult = z.object({ status: ZAttendanceStatus, signedInAt: z.string() });
export type TSignInResult = z.infer<typeof ZSignInResult>;

/** onlineMain: the lesson as one student sees it. */
export const ZStudentLessonView = z.object({
  lessonId: z.number().int(),
  classId: z.number().int(),
  className: z.string(),
  title: z.string(),
  teacherName: z.string(),
  isLive: z.boolean(),
  isSignInOpen: z.boolean(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  myStatus: ZAttendanceStatus.nullable(),
  mySignedInAt: z.string().nullable(),
  /** Times this student was called. */
  myRollCalls: z.array(z.string()),
  questions: z.array(
    z.object({
      questionId: z.number().int(),
      title: z.string(),
      options: z.array(z.string()),
      isMultiple: z.boolean(),
      isOpen: z.boolean(),
      myAnswer: z.array(z.number().int()).nullable(),
      /** Revealed once the question is closed. */
      correct: z.array(z.number().int()).nullable(),
    }),
  ),
});
export type TStudentLessonView = z.infer<typeof ZStudentLessonView>;

/** Minutes after the start at which students signed in themselves: the punctuality chart's bars. */
export const SIGN_IN_DELAY_BUCKETS = [
  { key: '0-2', from: 0, to: 2 },
  { key: '2-5', from: 2, to: 5 },
  { key: '5-10', from: 5, to: 10 },
  { key: '10-20', from: 10, to: 20 },
  { key: '20+', from: 20, to: Number.POSITIVE_INFINITY },
] as const;

/** A student's result in one lesson (lessonScore; the rule is in docs/api.md). */
export const ZLessonResult = z.object({
  status: ZAttendanceStatus.nullable(),
  answered: z.number().int(),
  correct: z.number().int(),
  calledTimes: z.number().int(),
  /** 0-100; null while the lesson is live. */
  score: z.number().nullable(),
});
export type TLessonResult = z.infer<typeof ZLessonResult>;

/** How many students ended a lesson (or the lessons) in each attendance state, and unmarked. */
export const ZAttendanceCounts = z.object({
  present: z.number().int(),
  late: z.number().int(),
  excused: z.number().int(),
  absent: z.number().int(),
  notMarked: z.number().int(),
});
export type TAttendanceCounts = z.infer<typeof ZAttendanceCounts>;

/** lessonAnalyse: attendance, punctuality, participation and answers per question. */
export const ZLessonAnalysis = z.object({
  lessonId: z.number().int(),
  title: z.string(),
  className: z.string(),
  teacherName: z.string(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  studentNumber: z.number().int(),
  attendance: ZAttendanceCounts,
  punctuality: z.object({
    signedInSelf: z.number().int(),
    averageDelayMinutes: z.number().nullable(),
    buckets: z.array(z.object({ key: z.string(), count: z.number().int() })),
  }),
  participation: z.object({
    signedIn: z.number().int(),
    answeredStudents: z.number().int(),
    rollCalls: z.number().int(),
    questionNumber: z.number().int(),
    /** Answers given / (questions x students), 0-1. */
    answerRate: z.number(),
  }),
  questions: z.array(ZQuestionStats),
  /** The reader's own result (students only). */
  mine: ZLessonResult.nullable(),
});
export type TLessonAnalysis = z.infer<typeof ZLessonAnalysis>;

export const ZLessonScoreRow = ZLessonResult.extend({
  lessonId: z.number().int(),
  title: z.string(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
});
export type TLessonScoreRow = z.infer<typeof ZLessonScoreRow>;

/** lessonScore: a student's results in the class's lessons and their average. */
export const ZLessonScore = z.object({
  classId: z.number().int(),
  className: z.string(),
  lessons: z.array(ZLessonScoreRow),
  /** Average of the ended lessons' scores; null before any lesson ended. */
  average: z.number().nullable(),
  attendance: ZAttendanceCounts,
});
export type TLessonScore = z.infer<typeof ZLessonScore>;

/** lessonScoreManage: one row per student of the class, one column per ended lesson. */
export const ZClassLessonScores = z.object({
  classId: z.number().int(),
  className: z.string(),
  lessons: z.array(z.object({ lessonId: z.number().int(), title: z.string(), startedAt: z.string() })),
  students: z.array(
    z.object({
      studentId: z.number().int(),
      name: z.string(),
      mobile: z.string(),
      /** In the order of `lessons`. */
      results: z.array(z.object({ status: ZAttendanceStatus.nullable(), score: z.number() })),
      average: z.number().nullable(),
      attendance: ZAttendanceCounts,
    }),
  ),
});
export type TClassLessonScores = z.infer<typeof ZClassLessonScores>;
