/**
 * The school manager's calls (contracts: calls/manage.ts): the overview and the school
 * administration (teachers, students, classes, audit), in the arguments the pages have at hand.
 */
import { manageCalls, type TAccountStatus, type TAuditListRequest } from '@lingua/contracts';
import { call, upload } from './client';

type ClassScope = 'working' | 'archived' | 'all';
type StudentFilter = { keyword?: string; classId?: number };
type AuditFilter = Omit<TAuditListRequest, 'pageNum' | 'pageSize'>;

export const manageApi = {
  schoolOverview: () => call(manageCalls.schoolOverview),

  teacherList: (keyword?: string) => call(manageCalls.teacherList, { keyword }),
  addTeacher: (body: { name: string; mobile: string; password?: string }) =>
    call(manageCalls.addTeacher, body, { quiet: true }),
  teacherImportTemplate: () => call(manageCalls.teacherImportTemplate),
  importTeachers: (file: File) => upload(manageCalls.importTeachers, file, {}, { quiet: true }),
  exportTeachers: (keyword?: string) => call(manageCalls.exportTeachers, { keyword }),

  studentList: (filter: StudentFilter & { pageNum: number; pageSize: number }) => call(manageCalls.studentList, filter),
  exportStudents: (filter: StudentFilter) => call(manageCalls.exportStudents, filter),
  moveStudent: (studentId: number, fromClassId: number, toClassId: number) =>
    call(manageCalls.moveStudent, { studentId, fromClassId, toClassId }),

  setUserStatus: (userId: number, status: TAccountStatus) => call(manageCalls.setUserStatus, { userId, status }),
  resetPassword: (userId: number) => call(manageCalls.resetPassword, { userId }),

  classList: (scope: ClassScope) => call(manageCalls.classList, { scope }),
  createClass: (body: { className: string; teacherId: number; courseId?: number }) =>
    call(manageCalls.createClass, body, { quiet: true }),
  changeTeacher: (classId: number, teacherId: number) => call(manageCalls.changeTeacher, { classId, teacherId }),
  archiveClass: (classId: number) => call(manageCalls.archiveClass, { classId }),
  restoreClass: (classId: number) => call(manageCalls.restoreClass, { classId }),
  exportClasses: (scope: ClassScope) => call(manageCalls.exportClasses, { scope }),

  auditList: (filter: AuditFilter & { pageNum: number; pageSize: number }) => call(manageCalls.auditList, filter),
  auditExport: (filter: AuditFilter) => call(manageCalls.auditExport, filter),
};
