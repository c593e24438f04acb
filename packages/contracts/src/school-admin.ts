/**
 * School administration by the school's manager (issue 24): teachers, students and classes of the
 * one school, their spreadsheets, and the audit log of every change; and the one reset a class's
 * teacher may make for a student who forgot their password.
 */
import { z } from 'zod';
import { ZId, ZPageNum } from './fields';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, ZMobile } from './users';

export const ZAccountStatus = z.enum(['active', 'disabled']);
export type TAccountStatus = z.infer<typeof ZAccountStatus>;

const ZKeyword = z.string().trim().max(40).optional();
const ZPageSize = z.coerce.number().int().min(1).max(100).default(20);

/** A class as a person's row names it. */
export const ZClassRef = z.object({
  classId: z.number().int(),
  className: z.string(),
  courseName: z.string().nullable(),
});
export type TClassRef = z.infer<typeof ZClassRef>;

export const ZSchoolTeacher = z.object({
  userId: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  status: ZAccountStatus,
  isManager: z.boolean(),
  /** Their number at the school (the school's own sign-in finds them by it); '' when none is linked. */
  schoolNumber: z.string(),
  /** Their classes still at work (archived ones left the working list). */
  classes: z.array(ZClassRef),
  createTime: z.string(),
});
export type TSchoolTeacher = z.infer<typeof ZSchoolTeacher>;

export const ZTeacherListRequest = z.object({ keyword: ZKeyword });

/** A new teacher: the mobile number is the account; no password, and one is generated. */
export const ZAddTeacherRequest = z.object({
  name: z.string().trim().min(1).max(30),
  mobile: ZMobile,
  password: z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH).optional(),
});
/** The first password, answered once: it is stored only as a hash. */
export const ZInitialPassword = z.object({ userId: z.number().int(), initialPassword: z.string() });
export type TInitialPassword = z.infer<typeof ZInitialPassword>;

export const ZSchoolStudent = z.object({
  userId: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  status: ZAccountStatus,
  /** Their student number at the school; '' when none is linked. */
  schoolNumber: z.string(),
  classes: z.array(ZClassRef),
  createTime: z.string(),
});
export type TSchoolStudent = z.infer<typeof ZSchoolStudent>;

export const ZStudentListRequest = z.object({
  keyword: ZKeyword,
  classId: ZId.optional(),
  pageNum: ZPageNum.default(1),
  pageSize: ZPageSize,
});
export type TStudentListRequest = z.infer<typeof ZStudentListRequest>;
export const ZStudentExportRequest = ZStudentListRequest.pick({ keyword: true, classId: true });
export const ZStudentPage = z.object({ total: z.number().int(), list: z.array(ZSchoolStudent) });
export type TStudentPage = z.infer<typeof ZStudentPage>;

export const ZMoveStudentRequest = z.object({ studentId: ZId, fromClassId: ZId, toClassId: ZId });

export const ZUserIdRequest = z.object({ userId: ZId });
export const ZUserStatusRequest = z.object({ userId: ZId, status: ZAccountStatus });
export const ZUserStatus = z.object({ userId: z.number().int(), status: ZAccountStatus });

/** A class as the manager sees it: its teacher, course, size and whether it is archived. */
export const ZSchoolClass = z.object({
  classId: z.number().int(),
  className: z.string(),
  classCode: z.string(),
  teacherId: z.number().int(),
  teacherName: z.string(),
  courseId: z.number().int().nullable(),
  courseName: z.string().nullable(),
  studentNumber: z.number().int(),
  status: z.enum(['open', 'closed']),
  archived: z.boolean(),
  createTime: z.string(),
});
export type TSchoolClass = z.infer<typeof ZSchoolClass>;

export const ZClassListRequest = z.object({
  /** 'working' the classes at work, 'archived' those archived at a term's end, 'all' both. */
  scope: z.enum(['working', 'archived', 'all']).default('working'),
});
export const ZManagerCreateClassRequest = z.object({
  className: z.string().trim().min(2).max(40),
  teacherId: ZId,
  /** The teacher may choose the course later. */
  courseId: ZId.optional(),
});
export const ZChangeTeacherRequest = z.object({ classId: ZId, teacherId: ZId });

/** The kinds of object the audit log names. */
export const AuditObjectType = ['teacher', 'student', 'class', 'exam', 'news', 'teachingPlan', 'school'] as const;
export const ZAuditObjectType = z.enum(AuditObjectType);
export type TAuditObjectType = z.infer<typeof ZAuditObjectType>;

/** What an administration change did: the web words each one in zh and en. */
export const AuditAction = [
  'teacher.add',
  'teacher.import',
  'user.disable',
  'user.enable',
  'user.resetPassword',
  'user.schoolNumber',
  'student.import',
  'student.move',
  'class.create',
  'class.changeTeacher',
  'class.setCourse',
  'class.gradeSettings',
  'class.lessonSettings',
  'class.endCourse',
  'class.reopenCourse',
  'class.archive',
  'class.restore',
  'news.publish',
  'news.withdraw',
  'news.delete',
  'teachingPlan.create',
  'teachingPlan.update',
  'teachingPlan.delete',
  'school.updateInformation',
] as const;
export type TAuditAction = (typeof AuditAction)[number];

const ZDay = z
  .string()
  .max(10)
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'date' });

export const ZAuditListRequest = z.object({
  objectType: ZAuditObjectType.optional(),
  actorId: ZId.optional(),
  /** School days (China Standard Time), both included. */
  from: ZDay.optional(),
  to: ZDay.optional(),
  pageNum: ZPageNum.default(1),
  pageSize: ZPageSize,
});
export type TAuditListRequest = z.infer<typeof ZAuditListRequest>;

const ZAuditValue = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).nullable();

export const ZSchoolAuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  actorId: z.number().int().nullable(),
  actorName: z.string(),
  action: z.string(),
  objectType: z.string(),
  objectId: z.number().int().nullable(),
  objectName: z.string(),
  before: ZAuditValue,
  after: ZAuditValue,
});
export type TSchoolAuditEntry = z.infer<typeof ZSchoolAuditEntry>;
export const ZAuditPage = z.object({ total: z.number().int(), list: z.array(ZSchoolAuditEntry) });
export type TAuditPage = z.infer<typeof ZAuditPage>;

/** A teacher's reset of a student of their class. */
export const ZResetStudentPasswordRequest = z.object({ classId: ZId, studentId: ZId });
export const ZSetClassCourseRequest = z.object({ classId: ZId, courseId: ZId });
