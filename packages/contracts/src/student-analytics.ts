/**
 * The student's own learning analytics (part 1 §2: /student/teaching/everyDay and learnAnalyse,
 * issue 17 item 4): what they did today and their streak, and their time and scores over 7 days,
 * 30 days or 6 months beside their class's. Every figure is the signed-in student's own in one of
 * their classes; the class appears only as averages, never another student's name or row. Days
 * are the school's (time-zone.ts); an attempt counts on the day it was submitted.
 */
import { z } from 'zod';
import { ZLearningRange } from './analytics';
import { ZId } from './fields';
import { ScoreRules } from './questions/scoring-rules';
import { ZTrainingKind } from './trainings/api';

export const ZStudentEveryDayRequest = z.object({ classId: ZId });
export const ZStudentLearnRequest = z.object({ classId: ZId, range: ZLearningRange });

/** A day (YYYY-MM-DD, the school's) and the minutes of the attempts submitted on it. */
export const ZDayMinutes = z.object({ day: z.string(), minutes: z.number() });
export type TDayMinutes = z.infer<typeof ZDayMinutes>;

export const ZStudentEveryDay = z.object({
  className: z.string(),
  /** Today in the school's time zone. */
  today: z.string(),
  minutesToday: z.number(),
  attemptsToday: z.number().int(),
  /** Course activities the student completed today by their own work (not marked done by a teacher). */
  activitiesToday: z.number().int(),
  /**
   * Consecutive days with at least one submitted attempt, ending today or, while today has none
   * yet, yesterday (the streak still stands until today is over); 0 otherwise.
   */
  currentStreak: z.number().int(),
  /** Whether today already counts in the current streak. */
  streakIncludesToday: z.boolean(),
  longestStreak: z.number().int(),
  /** Days with at least one submitted attempt, ever, in this class. */
  activeDays: z.number().int(),
  /** The last 7 days up to today, oldest first. */
  week: z.array(ZDayMinutes),
});
export type TStudentEveryDay = z.infer<typeof ZStudentEveryDay>;

/** One submitted attempt on the score timeline. */
export const ZStudentScorePoint = z.object({
  attemptId: z.number().int(),
  trainingId: z.number().int(),
  title: z.string(),
  kind: ZTrainingKind,
  submittedAt: z.string(),
  /** The school's day it was submitted. */
  day: z.string(),
  /** Score as a percentage of the full mark; null while the teacher has not graded it. */
  percent: z.number().nullable(),
});
export type TStudentScorePoint = z.infer<typeof ZStudentScorePoint>;

/** The student's answers of one question type beside the class's (all its current students). */
export const ZStudentTypeRow = z.object({
  subjectType: z.number().int(),
  /** The student's answers of this type in their submitted attempts. */
  answers: z.number().int(),
  /** Percent right of the answers marked right or wrong; null for a type the teacher grades. */
  rightRatio: z.number().nullable(),
  /** The average score as a percentage of the full mark (answers still waiting for the teacher left out). */
  facility: z.number().nullable(),
  classRightRatio: z.number().nullable(),
  classFacility: z.number().nullable(),
});
export type TStudentTypeRow = z.infer<typeof ZStudentTypeRow>;

export const ZStudentLearnAnalyse = z.object({
  className: z.string(),
  range: ZLearningRange,
  from: z.string(),
  to: z.string(),
  /** Every day of the range with the student's minutes. */
  days: z.array(ZDayMinutes),
  minutes: z.number(),
  attempts: z.number().int(),
  activeDays: z.number().int(),
  /** The student's submitted attempts in the range, oldest first. */
  scores: z.array(ZStudentScorePoint),
  /**
   * Training scores by the class's score rule (part 1 §9), over every training, not only the
   * range: the student's average of their training scores, and the class's average of its
   * students' averages (as the teacher's achievement report shows it).
   */
  standing: z.object({
    rule: z.enum(ScoreRules),
    mine: z.number().nullable(),
    trainingsDone: z.number().int(),
    classAverage: z.number().nullable(),
    /** Students of the class with a training score, the student included. */
    classScored: z.number().int(),
  }),
  /**
   * By question type over the range's submitted attempts, the student's weakest first (by
   * facility, which every graded type has); types the student has not answered are left out.
   */
  types: z.array(ZStudentTypeRow),
});
export type TStudentLearnAnalyse = z.infer<typeof ZStudentLearnAnalyse>;
