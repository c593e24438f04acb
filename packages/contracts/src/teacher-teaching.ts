/**
 * What a teacher teaches, for the manager (issue 17, part 2 §2.3 teacher_teaching; designed call,
 * docs/api.md "Teacher teaching"): the teacher's tasks, online lessons, exams, each class's
 * figures and its class and course settings with their recent changes. Counted in SQL.
 */
import { z } from 'zod';
import { ZId } from './fields';
import { ZGradeWeights } from './grade-book';

export const ZTeacherTeachingRequest = z.object({ teacherId: ZId });

const ZTeachingClass = z.object({
  classId: z.number().int(),
  className: z.string(),
  archived: z.boolean(),
});

export const ZTeachingTask = ZTeachingClass.extend({
  taskId: z.number().int(),
  title: z.string(),
  taskType: z.string(),
  publishTime: z.string(),
  deadline: z.string(),
  /** Students of the class who handed the task in. */
  submitted: z.number().int(),
  /** Students of the class now. */
  expected: z.number().int(),
  rated: z.number().int(),
});
export type TTeachingTask = z.infer<typeof ZTeachingTask>;

export const ZTeachingLesson = ZTeachingClass.extend({
  lessonId: z.number().int(),
  title: z.string(),
  startTime: z.string(),
  endTime: z.string().nullable(),
  present: z.number().int(),
  late: z.number().int(),
  excused: z.number().int(),
  absent: z.number().int(),
  classSize: z.number().int(),
});
export type TTeachingLesson = z.infer<typeof ZTeachingLesson>;

export const ZTeachingExam = ZTeachingClass.extend({
  examId: z.number().int(),
  title: z.string(),
  paperTitle: z.string(),
  opensAt: z.string(),
  closesAt: z.string(),
  published: z.boolean(),
  /** Handed-in attempts, and the students who made them. */
  sittings: z.number().int(),
  students: z.number().int(),
  /** Mean score of graded handed-in attempts in percent of the full mark; null before any. */
  averagePercent: z.number().nullable(),
});
export type TTeachingExam = z.infer<typeof ZTeachingExam>;

export const ZTeachingClassFigures = ZTeachingClass.extend({
  courseName: z.string().nullable(),
  students: z.number().int(),
  tasks: z.number().int(),
  /** Mean rated task score in percent of the full mark; null before any rating. */
  taskAveragePercent: z.number().nullable(),
  exams: z.number().int(),
  examAveragePercent: z.number().nullable(),
  lessons: z.number().int(),
  /** Present or late marks over every mark of the class's ended lessons, in percent. */
  attendancePercent: z.number().nullable(),
});
export type TTeachingClassFigures = z.infer<typeof ZTeachingClassFigures>;

export const ZTeachingClassSettings = ZTeachingClass.extend({
  courseName: z.string().nullable(),
  /** 0 highest, 1 first, 2 average, 3 latest (classes.scoreRule). */
  scoreRule: z.number().int(),
  scoreDisplay: z.number().int(),
  stepUnlockOrder: z.number().int(),
  spokenRequired: z.boolean(),
  gradeWeights: ZGradeWeights,
  lessonEnded: z.boolean(),
});
export type TTeachingClassSettings = z.infer<typeof ZTeachingClassSettings>;

export const ZTeachingSettingChange = z.object({
  id: z.number().int(),
  at: z.string(),
  actorName: z.string(),
  action: z.string(),
  objectName: z.string(),
  before: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).nullable(),
  after: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).nullable(),
});
export type TTeachingSettingChange = z.infer<typeof ZTeachingSettingChange>;

export const ZTeacherTeaching = z.object({
  teacher: z.object({ userId: z.number().int(), name: z.string(), mobile: z.string() }),
  tasks: z.array(ZTeachingTask),
  lessons: z.array(ZTeachingLesson),
  exams: z.array(ZTeachingExam),
  classes: z.array(ZTeachingClassFigures),
  settings: z.array(ZTeachingClassSettings),
  changes: z.array(ZTeachingSettingChange),
});
export type TTeacherTeaching = z.infer<typeof ZTeacherTeaching>;

/** The manager's own fields of the school information (the name, logo and zone are the operator's). */
export const ZSchoolContactRequest = z.object({
  /** Rich text (HTML), sanitised when stored; the Chinese and the English introduction. */
  introduceCn: z.string().max(50_000).default(''),
  introduceEn: z.string().max(50_000).default(''),
  contactPhone: z.string().trim().max(30).default(''),
  hotline: z.string().trim().max(30).default(''),
  email: z.union([z.literal(''), z.string().trim().max(100).email()]).default(''),
});
export type TSchoolContactRequest = z.input<typeof ZSchoolContactRequest>;

export const ZManagedSchoolInfo = z.object({
  schoolId: z.number().int(),
  name: z.string(),
  nameEn: z.string(),
  logoUrl: z.string(),
  introduceCn: z.string(),
  introduceEn: z.string(),
  contactPhone: z.string(),
  hotline: z.string(),
  email: z.string(),
  timeZone: z.string(),
  /** The school's applications (the teacher navigation), in the reader's language. */
  apps: z.array(z.object({ type: z.string(), name: z.string(), isOpen: z.boolean() })),
  teachers: z.number().int(),
  students: z.number().int(),
  classes: z.number().int(),
});
export type TManagedSchoolInfo = z.infer<typeof ZManagedSchoolInfo>;
