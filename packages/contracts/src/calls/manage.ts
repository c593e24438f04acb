/**
 * Manager mode calls (part 2 §2.1 manage): the school overview, and the school administration of
 * issue 24 (designed calls, docs/api.md "School administration"): teachers, students, classes,
 * their spreadsheets and the audit log, all of the manager's own school.
 */
import { z } from 'zod';
import { defineContract } from '../api/contract';
import { ZClassIdRequest, ZClassSummary } from '../classes';
import { ZFileDownload } from '../files';
import { ZSchoolOverview } from '../manage';
import {
  ZAddTeacherRequest,
  ZAuditListRequest,
  ZAuditPage,
  ZChangeTeacherRequest,
  ZClassListRequest,
  ZInitialPassword,
  ZManagerCreateClassRequest,
  ZMoveStudentRequest,
  ZSchoolClass,
  ZSchoolTeacher,
  ZStudentExportRequest,
  ZStudentListRequest,
  ZStudentPage,
  ZTeacherListRequest,
  ZUserIdRequest,
  ZUserStatus,
  ZUserStatusRequest,
} from '../school-admin';

const admin = '/openApi/manage/school';

export const manageCalls = {
  schoolOverview: defineContract({
    path: '/openApi/manage/school/overview',
    access: 'manager',
    response: ZSchoolOverview,
  }),

  teacherList: defineContract({
    path: `${admin}/teacherList`,
    access: 'manager',
    body: ZTeacherListRequest,
    response: z.array(ZSchoolTeacher),
  }),
  addTeacher: defineContract({
    path: `${admin}/addTeacher`,
    access: 'manager',
    body: ZAddTeacherRequest,
    response: ZInitialPassword,
  }),
  teacherImportTemplate: defineContract({
    path: `${admin}/teacherImportTemplate`,
    access: 'manager',
    response: ZFileDownload,
  }),
  /** The xlsx alone; any bad row rejects the whole file (400, rows and fields in data.errors). */
  importTeachers: defineContract({
    path: `${admin}/importTeachers`,
    access: 'manager',
    multipart: true,
    response: z.object({ created: z.number().int() }),
  }),
  exportTeachers: defineContract({
    path: `${admin}/exportTeachers`,
    access: 'manager',
    body: ZTeacherListRequest,
    response: ZFileDownload,
  }),

  studentList: defineContract({
    path: `${admin}/studentList`,
    access: 'manager',
    body: ZStudentListRequest,
    response: ZStudentPage,
  }),
  exportStudents: defineContract({
    path: `${admin}/exportStudents`,
    access: 'manager',
    body: ZStudentExportRequest,
    response: ZFileDownload,
  }),
  moveStudent: defineContract({
    path: `${admin}/moveStudent`,
    access: 'manager',
    body: ZMoveStudentRequest,
    response: z.object({ studentId: z.number().int(), classId: z.number().int() }),
  }),

  /** A teacher's or a student's account: disabled, it cannot sign in and its sessions end. */
  setUserStatus: defineContract({
    path: `${admin}/setUserStatus`,
    access: 'manager',
    body: ZUserStatusRequest,
    response: ZUserStatus,
  }),
  /** A new generated password, answered once; the account's sessions end. */
  resetPassword: defineContract({
    path: `${admin}/resetPassword`,
    access: 'manager',
    body: ZUserIdRequest,
    response: ZInitialPassword,
  }),

  classList: defineContract({
    path: `${admin}/classList`,
    access: 'manager',
    body: ZClassListRequest,
    response: z.array(ZSchoolClass),
  }),
  createClass: defineContract({
    path: `${admin}/createClass`,
    access: 'manager',
    body: ZManagerCreateClassRequest,
    response: ZClassSummary,
  }),
  changeTeacher: defineContract({
    path: `${admin}/changeTeacher`,
    access: 'manager',
    body: ZChangeTeacherRequest,
    response: ZSchoolClass,
  }),
  archiveClass: defineContract({
    path: `${admin}/archiveClass`,
    access: 'manager',
    body: ZClassIdRequest,
    response: ZSchoolClass,
  }),
  restoreClass: defineContract({
    path: `${admin}/restoreClass`,
    access: 'manager',
    body: ZClassIdRequest,
    response: ZSchoolClass,
  }),
  exportClasses: defineContract({
    path: `${admin}/exportClasses`,
    access: 'manager',
    body: ZClassListRequest,
    response: ZFileDownload,
  }),

  auditList: defineContract({
    path: `${admin}/auditList`,
    access: 'manager',
    body: ZAuditListRequest,
    response: ZAuditPage,
  }),
  auditExport: defineContract({
    path: `${admin}/auditExport`,
    access: 'manager',
    body: ZAuditListRequest.omit({ pageNum: true, pageSize: true }),
    response: ZFileDownload,
  }),
};
