/**
 * The course grade (lessonScoreManage and customization, part 2 §2.1; part 1 §9): each student's
 * grade weighs four parts, each a percentage: trainings (each training's score by the class's
 * score rule), teaching tasks, online lessons and exams. The teacher sets the weights; a part the
 * class has nothing of yet gives its weight to the others.
 */
import { z } from 'zod';
import { ZScoreRule } from './course-home';
import { ZId } from './fields';
import { ScoreRules } from './questions/scoring-rules';

export const GradeParts = ['trainings', 'tasks', 'lessons', 'exams'] as const;
export type TGradePart = (typeof GradeParts)[number];

const ZWeight = z.number().int().min(0).max(100);
export const ZGradeWeights = z
  .object({ trainings: ZWeight, tasks: ZWeight, lessons: ZWeight, exams: ZWeight })
  .refine((w) => w.trainings + w.tasks + w.lessons + w.exams === 100, {
    message: 'gradeWeightsSum',
  });
export type TGradeWeights = z.infer<typeof ZGradeWeights>;

export const DEFAULT_GRADE_WEIGHTS: TGradeWeights = { trainings: 40, tasks: 20, lessons: 10, exams: 30 };

export const ZGradeSettings = z.object({
  classId: z.number().int(),
  className: z.string(),
  weights: z.object({ trainings: z.number(), tasks: z.number(), lessons: z.number(), exams: z.number() }),
  /** courseSetting's scoreRule code: 0 highest, 1 first, 2 average, 3 latest. */
  scoreRule: z.number().int(),
});
export type TGradeSettings = z.infer<typeof ZGradeSettings>;

export const ZGradeClassRequest = z.object({ classId: ZId });
export const ZSaveGradeSettingsRequest = z.object({ classId: ZId, weights: ZGradeWeights, scoreRule: ZScoreRule });

/** A student's parts (percent, null when the class has none of that part or theirs wait for grading) and grade. */
export const ZGradeRow = z.object({
  studentId: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  trainings: z.number().nullable(),
  tasks: z.number().nullable(),
  lessons: z.number().nullable(),
  exams: z.number().nullable(),
  grade: z.number().nullable(),
});
export type TGradeRow = z.infer<typeof ZGradeRow>;

export const ZGradeBook = z.object({
  classId: z.number().int(),
  className: z.string(),
  weights: ZGradeSettings.shape.weights,
  rule: z.enum(ScoreRules),
  /** How many items of each part count: trainings the class did, tasks and exams past their end, lessons held. */
  counts: z.object({
    trainings: z.number().int(),
    tasks: z.number().int(),
    lessons: z.number().int(),
    exams: z.number().int(),
  }),
  rows: z.array(ZGradeRow),
});
export type TGradeBook = z.infer<typeof ZGradeBook>;

/** The export dialog's choice (part 2 §9): 0 highest, 1 first attempt, 2 average, for trainings and exams. */
export const ZGradeExportRequest = z.object({
  classId: ZId,
  scoreType: z.union([z.literal(0), z.literal(1), z.literal(2)]),
});

/** The student's own grade in a class, with its parts and the weights. */
export const ZMyGrade = z.object({
  classId: z.number().int(),
  className: z.string(),
  weights: ZGradeSettings.shape.weights,
  rule: z.enum(ScoreRules),
  counts: ZGradeBook.shape.counts,
  mine: ZGradeRow,
});
export type TMyGrade = z.infer<typeof ZMyGrade>;
