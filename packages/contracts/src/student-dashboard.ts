/**
 * The student's home (/student/teaching/index, issue 24 point 3): one answer with every section
 * the page leads from: where to continue, the current class's course progress, what is due, today's
 * online lessons and the latest scores. It is the signed-in student's own: the call names no one.
 */
import { z } from 'zod';
import { ZFinishedFlag, ZLockReason } from './class-lesson';
import { ZActivityKind } from './course-outline';
import { ZExamStatus } from './exams';
import { ZKnowledgeGraphKey } from './knowledge-graph';
import { ZTaskType } from './tasks';
import { ZTrainingKind } from './trainings';

export const ZDashboardChapter = z.object({
  chapterId: z.number().int(),
  title: z.string(),
  /** Activities of the chapter the student completed, of those that open a training. */
  done: z.number().int(),
  total: z.number().int(),
});

export const ZDashboardCourse = z.object({
  courseId: z.number().int(),
  courseName: z.string(),
  /** The course's own knowledge graph, or null when it has none. */
  knowledgeGraph: ZKnowledgeGraphKey.nullable(),
  lessonStatus: z.enum(['open', 'ended']),
  /** Completed activities over the course's activities that open a training (others are set elsewhere). */
  done: z.number().int(),
  total: z.number().int(),
  /** done / total, 0-100, rounded down so 100 means everything is done. */
  percent: z.number().int().min(0).max(100),
  chapters: z.array(ZDashboardChapter),
});
export type TDashboardCourse = z.infer<typeof ZDashboardCourse>;

/**
 * Where to go on: lastWorked, the activity the student last worked on, still in progress; next,
 * the first not completed after the last one worked on; first, nothing worked on yet.
 */
export const ZContinueReason = z.enum(['lastWorked', 'next', 'first']);
export const ZDashboardContinue = z.object({
  activityId: z.number().int(),
  kind: ZActivityKind,
  title: z.string(),
  chapterTitle: z.string(),
  stepTitle: z.string(),
  finished: ZFinishedFlag,
  locked: z.boolean(),
  lockReason: ZLockReason,
  reason: ZContinueReason,
});
export type TDashboardContinue = z.infer<typeof ZDashboardContinue>;

/** What every due item has: where it is, what it is called, and when it closes. */
const ZDueBase = z.object({
  classId: z.number().int(),
  className: z.string(),
  title: z.string(),
  deadline: z.string(),
});

/**
 * Something with a deadline: a task not handed in, or an exam the student can still sit (open,
 * running, or opening later). `deadline` is the task's deadline or the exam's closing time.
 */
export const ZDueItem = z.discriminatedUnion('type', [
  ZDueBase.extend({
    type: z.literal('task'),
    taskId: z.number().int(),
    taskType: ZTaskType,
    /** Started: a draft exists. */
    started: z.boolean(),
  }),
  ZDueBase.extend({
    type: z.literal('exam'),
    examId: z.number().int(),
    opensAt: z.string(),
    status: ZExamStatus,
    timeLimitMinutes: z.number().int(),
    faceCheck: z.boolean(),
  }),
]);
export type TDueItem = z.infer<typeof ZDueItem>;

/** An online lesson of one of the student's classes started today (school day) or still live. */
export const ZTodayLesson = z.object({
  lessonId: z.number().int(),
  classId: z.number().int(),
  className: z.string(),
  title: z.string(),
  teacherName: z.string(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  isLive: z.boolean(),
});
export type TTodayLesson = z.infer<typeof ZTodayLesson>;

/** What every result has; score null while it waits for grading (or, for an exam, publishing). */
const ZScoreBase = z.object({
  classId: z.number().int(),
  title: z.string(),
  score: z.number().nullable(),
  fullMark: z.number(),
  /** When it was handed in. */
  at: z.string(),
});

/** A handed-in result, named by what its report page takes. */
export const ZRecentScore = z.discriminatedUnion('source', [
  ZScoreBase.extend({
    source: z.literal('training'),
    attemptId: z.number().int(),
    trainingId: z.number().int(),
    kind: ZTrainingKind,
  }),
  ZScoreBase.extend({ source: z.literal('exam'), attemptId: z.number().int() }),
  ZScoreBase.extend({ source: z.literal('task'), taskId: z.number().int() }),
]);
export type TRecentScore = z.infer<typeof ZRecentScore>;

export const ZStudentDashboard = z.object({
  /** The server's time: time left is counted from it, not from the device's clock. */
  now: z.string(),
  classCount: z.number().int(),
  /** The class the student's course pages are on (the saved choice, else the first); null without a class. */
  currentClass: z.object({ classId: z.number().int(), className: z.string() }).nullable(),
  /** Null when the class has no course set. */
  course: ZDashboardCourse.nullable(),
  /** Null when there is nothing to do in the course (no content yet, or everything completed). */
  continueAt: ZDashboardContinue.nullable(),
  /** Most urgent first. */
  due: z.array(ZDueItem),
  todayLessons: z.array(ZTodayLesson),
  /** Newest first. */
  recentScores: z.array(ZRecentScore),
});
export type TStudentDashboard = z.infer<typeof ZStudentDashboard>;
