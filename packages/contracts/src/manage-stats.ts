/**
 * The school manager's statistics (part 2 §2.3 usage_statistics, progress_score,
 * practical_skills_student_progress_details, class_courses_list; docs/api.md "School manager
 * statistics"): usage per teacher, class and project type over a range of the school's days, and
 * progress and scores per class, its students and one student. Minutes carry one decimal;
 * percentages one decimal, null when nothing is there to average.
 */
import { z } from 'zod';
import { ZLearningRange } from './analytics';
import { ZId } from './fields';

export const ZUsageRequest = z.object({ range: ZLearningRange });
export type TUsageRequest = z.infer<typeof ZUsageRequest>;

export const ZUsageTeacherRow = z.object({
  teacherId: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  onlineMinutes: z.number(),
  /** Tasks the teacher created in the range. */
  tasksSet: z.number().int(),
  /** Online lessons the teacher started in the range. */
  onlineLessons: z.number().int(),
  /** Exams of the teacher's that opened in the range (deleted ones left out). */
  examsHeld: z.number().int(),
  /** Submitted training attempts of the teacher's classes the teacher opened in the range. */
  attemptsReviewed: z.number().int(),
  /** Task answers of the teacher's tasks rated in the range. */
  tasksRated: z.number().int(),
});
export type TUsageTeacherRow = z.infer<typeof ZUsageTeacherRow>;

export const ZUsageClassRow = z.object({
  classId: z.number().int(),
  className: z.string(),
  teacherName: z.string(),
  archived: z.boolean(),
  students: z.number().int(),
  /** Students of the class with any online time in the range. */
  activeStudents: z.number().int(),
  /** Online time of the class's students (a student of two classes counts in both). */
  onlineMinutes: z.number(),
  /** Training attempts the class's students submitted in the range. */
  attempts: z.number().int(),
});
export type TUsageClassRow = z.infer<typeof ZUsageClassRow>;

export const ZUsageProjectRow = z.object({
  projectType: z.string(),
  users: z.number().int(),
  teacherMinutes: z.number(),
  studentMinutes: z.number(),
});

export const ZUsageStatistics = z.object({
  range: ZLearningRange,
  from: z.string(),
  to: z.string(),
  days: z.array(z.object({ day: z.string(), teacherMinutes: z.number(), studentMinutes: z.number() })),
  teachers: z.array(ZUsageTeacherRow),
  classes: z.array(ZUsageClassRow),
  projects: z.array(ZUsageProjectRow),
});
export type TUsageStatistics = z.infer<typeof ZUsageStatistics>;

export const ZClassProgressRow = z.object({
  classId: z.number().int(),
  className: z.string(),
  courseId: z.number().int().nullable(),
  courseName: z.string().nullable(),
  teacherId: z.number().int(),
  teacherName: z.string(),
  archived: z.boolean(),
  students: z.number().int(),
  /** Activities of the class's course. */
  activities: z.number().int(),
  /** Completed activities over students × activities, in percent; null without students or activities. */
  progress: z.number().nullable(),
  /** The mean of the students' average training scores (by the class's score rule), in percent. */
  averageScore: z.number().nullable(),
  /** Task answers the class's students submitted. */
  tasksDone: z.number().int(),
});
export type TClassProgressRow = z.infer<typeof ZClassProgressRow>;

export const ZClassStudentsRequest = z.object({ classId: ZId });

export const ZClassStudentProgressRow = z.object({
  studentId: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  completed: z.number().int(),
  progress: z.number().nullable(),
  averageScore: z.number().nullable(),
  attempts: z.number().int(),
  tasksDone: z.number().int(),
  /** The last school day with online time, null if never. */
  lastActive: z.string().nullable(),
});
export type TClassStudentProgressRow = z.infer<typeof ZClassStudentProgressRow>;

export const ZClassStudentsProgress = z.object({
  classId: z.number().int(),
  className: z.string(),
  courseName: z.string().nullable(),
  activities: z.number().int(),
  rows: z.array(ZClassStudentProgressRow),
});
export type TClassStudentsProgress = z.infer<typeof ZClassStudentsProgress>;

export const ZStudentProgressRequest = z.object({ classId: ZId, userId: ZId });

export const ZStudentStepProgress = z.object({
  stepId: z.number().int(),
  title: z.string(),
  activities: z.number().int(),
  completed: z.number().int(),
  inProgress: z.number().int(),
});

export const ZStudentAttemptRow = z.object({
  attemptId: z.number().int(),
  trainingTitle: z.string(),
  kind: z.string(),
  submittedAt: z.string(),
  minutes: z.number(),
  /** Percent of the full mark; null while the teacher has still to grade it. */
  score: z.number().nullable(),
});

export const ZStudentProgressDetails = z.object({
  classId: z.number().int(),
  className: z.string(),
  courseName: z.string().nullable(),
  student: z.object({ studentId: z.number().int(), name: z.string(), mobile: z.string() }),
  activities: z.number().int(),
  completed: z.number().int(),
  progress: z.number().nullable(),
  averageScore: z.number().nullable(),
  chapters: z.array(z.object({ chapterId: z.number().int(), title: z.string(), steps: z.array(ZStudentStepProgress) })),
  /** The student's submitted attempts in the class, newest first (at most 200). */
  attempts: z.array(ZStudentAttemptRow),
});
export type TStudentProgressDetails = z.infer<typeof ZStudentProgressDetails>;

const PROJECT_TYPE_LABELS: Record<string, { cn: string; en: string }> = {
  int_edu: { cn: '智慧教学', en: 'Teaching' },
  int_ability: { cn: '能力测评', en: 'Skills assessment' },
  int_vr: { cn: '虚拟仿真', en: 'Virtual simulation' },
  int_dyn_exam: { cn: '考核测评', en: 'Exams' },
  resource: { cn: '教学资源', en: 'Resources' },
  int_live: { cn: '在线课堂', en: 'Online classroom' },
};

/** The name of an online-time project type (headers.ts ProjectType) for pages and exports; an unknown one as stored. */
export const projectTypeLabel = (type: string, language: 'cn' | 'en'): string =>
  PROJECT_TYPE_LABELS[type]?.[language] ?? type;
