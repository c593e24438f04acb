/**
 * Classes: the current one, joining by code, a teacher's class management and roster, the
 * manager's teacher lists (contracts: calls/classes.ts), in the arguments the pages have at hand.
 */
import { classCalls } from '@lingua/contracts';
import { call, upload } from './client';

export const classApi = {
  nowClass: (classType: number) => call(classCalls.nowClass, { classType }),
  updateDefaultSelect: (classType: number, classId: number) =>
    call(classCalls.updateDefaultSelect, { code: classType, value: classId }),
  classResource: () => call(classCalls.classResource),
  toBeAddedClassList: (classCode: string) => call(classCalls.toBeAddedClassList, { classCode }, { quiet: true }),
  addClassByCode: (classCode: string) => call(classCalls.addClassByCode, { classCode }, { quiet: true }),
  teacherLessonList: () => call(classCalls.teacherLessonList),
  managedClasses: () => call(classCalls.classList),
  createClass: (className: string, courseId: number) =>
    call(classCalls.createClass, { className, courseId }, { quiet: true }),
  renameClass: (classId: number, className: string) =>
    call(classCalls.renameClass, { classId, className }, { quiet: true }),
  closeClass: (classId: number) => call(classCalls.closeClass, { classId }),
  regenerateClassCode: (classId: number) => call(classCalls.regenerateClassCode, { classId }),
  classDetail: (classId: number) => call(classCalls.classDetail, { classId }),
  addStudent: (classId: number, mobile: string) => call(classCalls.addStudent, { classId, mobile }, { quiet: true }),
  removeStudent: (classId: number, studentId: number) => call(classCalls.removeStudent, { classId, studentId }),
  resetStudentPassword: (classId: number, studentId: number) =>
    call(classCalls.resetStudentPassword, { classId, studentId }),
  setClassCourse: (classId: number, courseId: number) =>
    call(classCalls.setClassCourse, { classId, courseId }, { quiet: true }),
  importTemplate: () => call(classCalls.importTemplate),
  exportStudents: (classId: number) => call(classCalls.exportStudents, { classId }),
  importStudents: (classId: number, file: File) =>
    upload(classCalls.importStudents, file, { classId: String(classId) }, { quiet: true }),
  teacherNameList: () => call(classCalls.teacherNameList),
  teacherClassList: (userId: number) => call(classCalls.teacherClassList, { userId }),
};
