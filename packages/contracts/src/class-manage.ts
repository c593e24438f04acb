/** Class management by teachers (part 2 §2.1 classManage, studentManage). */
import { z } from 'zod';
import { ZId } from './fields';
import { ZMobile } from './users';

export const ZCreateClassRequest = z.object({
  className: z.string().trim().min(2).max(40),
  courseId: ZId,
});
export const ZRenameClassRequest = z.object({
  classId: ZId,
  className: z.string().trim().min(2).max(40),
});
export const ZClassStudentRequest = z.object({
  classId: ZId,
  mobile: ZMobile,
});
export const ZRemoveStudentRequest = z.object({
  classId: ZId,
  studentId: ZId,
});

/** A class as its teacher manages it: the summary plus its course and state. */
export const ZManagedClass = z.object({
  classId: z.number().int(),
  className: z.string(),
  classCode: z.string(),
  studentNumber: z.number().int(),
  courseId: z.number().int().nullable(),
  courseName: z.string().nullable(),
  status: z.enum(['open', 'closed']),
  createTime: z.string(),
});
export type TManagedClass = z.infer<typeof ZManagedClass>;

/** A course a teacher may open a class for. */
export const ZTeacherLesson = z.object({
  courseId: z.number().int(),
  courseName: z.string(),
  picUrl: z.string(),
  chapterCount: z.number().int(),
  /** A course built by a teacher of the school (issue 18), not the platform catalogue. */
  isBuilt: z.boolean(),
});
export type TTeacherLesson = z.infer<typeof ZTeacherLesson>;

/** A roster import: students added to the class, of whom this many got a new account. */
export const ZRosterImportResult = z.object({ added: z.number().int(), created: z.number().int() });
export type TRosterImportResult = z.infer<typeof ZRosterImportResult>;
