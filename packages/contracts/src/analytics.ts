/**
 * The teacher's class data report (part 2 §2.1 dataReport: achievement, learningTime, righTratio,
 * taskScore, typeAnswerStatistics): every figure computed by the database over one class.
 * Scores are percentages of the full mark (0-100). Training scores follow part 1 §9: a student's
 * training score is their highest submitted attempt; question statistics read each student's
 * first submitted attempt of a training (as Moodle's "first attempt" statistics do), so repeated
 * practice does not make a question look easier than it was.
 */
import { z } from 'zod';
import { ZId } from './fields';
import { ZFileDownload } from './files';
import { ScoreRules } from './questions/scoring-rules';
import { ZTrainingKind } from './trainings/api';

export const LearningRanges = ['7d', '30d', '6m'] as const;
export const ZLearningRange = z.enum(LearningRanges);
export type TLearningRange = z.infer<typeof ZLearningRange>;

export const ZClassReportRequest = z.object({ classId: ZId });
/** A report over the class's trainings, or over one of them. */
export const ZTrainingReportRequest = z.object({
  classId: ZId,
  trainingId: ZId.nullish(),
});
export const ZLearningTimeRequest = z.object({ classId: ZId, range: ZLearningRange });

/** The trainings the class has submitted attempts of, for the report's training picker. */
export const ZReportTraining = z.object({ trainingId: z.number().int(), title: z.string(), kind: ZTrainingKind });

/** Score bands of part 2 §9's distribution: <60, 60-69, 70-79, 80-89, ≥90 (percent). */
export const ScoreBands = ['<60', '60-69', '70-79', '80-89', '≥90'] as const;

const ZStudentRef = { studentId: z.number().int(), name: z.string(), mobile: z.string() };

export const ZAchievementReport = z.object({
  className: z.string(),
  /** The class's score rule (courseSetting): which attempt (or the average) makes a training's score. */
  rule: z.enum(ScoreRules),
  trainings: z.array(ZReportTraining),
  /** Students in the class. */
  students: z.number().int(),
  /** Students with at least one scored attempt in what the report covers. */
  scored: z.number().int(),
  average: z.number().nullable(),
  highest: z.number().nullable(),
  lowest: z.number().nullable(),
  /** Students per ScoreBands entry. */
  bands: z.array(z.number().int()),
  rows: z.array(
    z.object({
      ...ZStudentRef,
      /** Trainings with a scored attempt. */
      trainingsDone: z.number().int(),
      /** The average of the student's training scores (each by the class's rule), or null. */
      score: z.number().nullable(),
    }),
  ),
});
export type TAchievementReport = z.infer<typeof ZAchievementReport>;

export const ZLearningTimeReport = z.object({
  range: ZLearningRange,
  /** The first and last day of the range, in the school's time zone (YYYY-MM-DD). */
  from: z.string(),
  to: z.string(),
  /** Every day of the range, with the minutes of the attempts submitted that day. */
  days: z.array(z.object({ day: z.string(), minutes: z.number() })),
  kinds: z.array(z.object({ kind: ZTrainingKind, minutes: z.number() })),
  rows: z.array(
    z.object({
      ...ZStudentRef,
      minutes: z.number(),
      attempts: z.number().int(),
      /** Days with at least one submitted attempt. */
      activeDays: z.number().int(),
    }),
  ),
});
export type TLearningTimeReport = z.infer<typeof ZLearningTimeReport>;

/** One question's statistics over the students' first attempts. */
export const ZQuestionStatistic = z.object({
  questionId: z.number().int(),
  trainingId: z.number().int(),
  trainingTitle: z.string(),
  /** Position in its training, from 0. */
  sort: z.number().int(),
  subjectType: z.number().int(),
  stem: z.string(),
  fullMark: z.number(),
  /** First attempts that include the question. */
  attempts: z.number().int(),
  right: z.number().int(),
  partly: z.number().int(),
  wrong: z.number().int(),
  /** Percent right of the answers marked right or wrong; null for a type the teacher grades (no right or wrong). */
  rightRatio: z.number().nullable(),
  /** Moodle's facility index: the average score as a percentage of the full mark. */
  facility: z.number().nullable(),
  /**
   * Moodle's discrimination index: 100 × the correlation between the question's score and the
   * rest of the attempt's score; null with fewer than two attempts or no spread.
   */
  discrimination: z.number().nullable(),
});
export type TQuestionStatistic = z.infer<typeof ZQuestionStatistic>;

export const ZRightRatioReport = z.object({
  trainings: z.array(ZReportTraining),
  /**
   * With a training: its questions in order. Without: the class's wrong-answer set, the questions
   * of every training the class answered, the most missed first.
   */
  questions: z.array(ZQuestionStatistic),
});
export type TRightRatioReport = z.infer<typeof ZRightRatioReport>;

export const ZTypeAnswerReport = z.object({
  trainings: z.array(ZReportTraining),
  rows: z.array(
    z.object({
      subjectType: z.number().int(),
      questions: z.number().int(),
      answers: z.number().int(),
      right: z.number().int(),
      partly: z.number().int(),
      wrong: z.number().int(),
      rightRatio: z.number().nullable(),
      facility: z.number().nullable(),
    }),
  ),
});
export type TTypeAnswerReport = z.infer<typeof ZTypeAnswerReport>;

export const ZTaskScoreReport = z.object({
  tasks: z.array(
    z.object({
      taskId: z.number().int(),
      title: z.string(),
      deadline: z.string().nullable(),
      fullMark: z.number(),
      students: z.number().int(),
      submitted: z.number().int(),
      rated: z.number().int(),
      average: z.number().nullable(),
      highest: z.number().nullable(),
      lowest: z.number().nullable(),
    }),
  ),
  rows: z.array(
    z.object({
      ...ZStudentRef,
      submitted: z.number().int(),
      rated: z.number().int(),
      /** The average of the student's rated task scores as percentages of each task's full mark. */
      average: z.number().nullable(),
    }),
  ),
});
export type TTaskScoreReport = z.infer<typeof ZTaskScoreReport>;

export const DataReports = ['achievement', 'learningTime', 'righTratio', 'taskScore', 'typeAnswerStatistics'] as const;
export const ZDataReport = z.enum(DataReports);
export type TDataReport = z.infer<typeof ZDataReport>;

/** The xlsx of one report's tables, as the page shows them. */
export const ZDataReportExportRequest = z.object({
  classId: ZId,
  report: ZDataReport,
  trainingId: ZId.nullish(),
  range: ZLearningRange.optional(),
});
export { ZFileDownload as ZDataReportFile };
