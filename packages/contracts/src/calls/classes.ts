/**
 * Class calls (part 1 §3, part 2 §2.1 classManage, studentManage): the classes a user sees and the
 * current one, joining by code, a teacher's class management and roster, the manager's teacher lists.
 */
import { z } from 'zod';
import { defineContract } from '../api/contract';
import { ZJoinClassRequest } from '../class-code';
import {
  ZClassStudentRequest,
  ZCreateClassRequest,
  ZManagedClass,
  ZRemoveStudentRequest,
  ZRenameClassRequest,
  ZRosterImportResult,
  ZTeacherLesson,
} from '../class-manage';
import {
  ZClassDetail,
  ZClassIdRequest,
  ZClassSummary,
  ZNowClass,
  ZNowClassRequest,
  ZTeacherClassListRequest,
  ZTeacherListItem,
  ZUpdateDefaultSelectRequest,
} from '../classes';
import { ZClassPreview } from '../course-home';
import { ZFileDownload } from '../files';
import { ZInitialPassword, ZResetStudentPasswordRequest, ZSetClassCourseRequest } from '../school-admin';

const manage = '/openApi/teacher/manage/class';

export const classCalls = {
  classResource: defineContract({
    path: '/openApi/overall/getClassResource',
    access: 'user',
    response: z.array(ZClassSummary),
  }),
  nowClass: defineContract({
    path: '/openApi/overall/getNowClassId',
    access: 'user',
    body: ZNowClassRequest,
    response: ZNowClass,
  }),
  /** The spec's names: code is the class type, value the class id. */
  updateDefaultSelect: defineContract({
    path: '/openApi/overall/updateDefaultSelect',
    access: 'user',
    body: ZUpdateDefaultSelectRequest,
    response: ZNowClass,
  }),

  addClassByCode: defineContract({
    path: '/openApi/student/index/addClassByCode',
    access: 'student',
    body: ZJoinClassRequest,
    response: ZClassSummary,
  }),
  /** The class a code finds, before joining (one item, as a list like the spec's). */
  toBeAddedClassList: defineContract({
    path: '/openApi/student/index/toBeAddedClassList',
    access: 'student',
    body: ZJoinClassRequest,
    response: z.array(ZClassPreview),
  }),
  classInfo: defineContract({
    path: '/openApi/student/index/classInfo',
    access: 'student',
    body: ZClassIdRequest,
    response: ZClassSummary,
  }),

  teacherLessonList: defineContract({
    path: '/openApi/resourceManage/lesson/teacherLessonList',
    access: 'staff',
    response: z.array(ZTeacherLesson),
  }),
  classList: defineContract({ path: `${manage}/classList`, access: 'staff', response: z.array(ZManagedClass) }),
  classDetail: defineContract({
    path: `${manage}/classDetail`,
    access: 'staff',
    body: ZClassIdRequest,
    response: ZClassDetail,
  }),
  /** Teachers only: a class belongs to the teacher who opens it. */
  createClass: defineContract({
    path: `${manage}/createClass`,
    access: 'teacher',
    body: ZCreateClassRequest,
    response: ZClassSummary,
  }),
  renameClass: defineContract({
    path: `${manage}/renameClass`,
    access: 'staff',
    body: ZRenameClassRequest,
    response: ZClassSummary,
  }),
  closeClass: defineContract({
    path: `${manage}/closeClass`,
    access: 'staff',
    body: ZClassIdRequest,
    response: ZClassSummary,
  }),
  regenerateClassCode: defineContract({
    path: `${manage}/regenerateClassCode`,
    access: 'staff',
    body: ZClassIdRequest,
    response: ZClassSummary,
  }),
  addStudent: defineContract({
    path: `${manage}/addStudent`,
    access: 'staff',
    body: ZClassStudentRequest,
    response: ZClassSummary,
  }),
  removeStudent: defineContract({
    path: `${manage}/removeStudent`,
    access: 'staff',
    body: ZRemoveStudentRequest,
    response: z.object({ studentNumber: z.number().int() }),
  }),

  /** A student of the class forgot their password: their teacher (or the manager) gives a new one, once. */
  resetStudentPassword: defineContract({
    path: `${manage}/resetStudentPassword`,
    access: 'staff',
    body: ZResetStudentPasswordRequest,
    response: ZInitialPassword,
  }),
  /** The class's course, for a class made without one (a manager's) or before any student's work. */
  setClassCourse: defineContract({
    path: `${manage}/setClassCourse`,
    access: 'staff',
    body: ZSetClassCourseRequest,
    response: ZClassSummary,
  }),

  importTemplate: defineContract({ path: `${manage}/importTemplate`, access: 'staff', response: ZFileDownload }),
  /** The class id field, then the xlsx; any bad row rejects the whole file (400, rows in data.errors). */
  importStudents: defineContract({
    path: `${manage}/importStudents`,
    access: 'staff',
    multipart: true,
    body: z.object({ classId: z.string().max(20) }),
    response: ZRosterImportResult,
  }),
  exportStudents: defineContract({
    path: `${manage}/exportStudents`,
    access: 'staff',
    body: ZClassIdRequest,
    response: ZFileDownload,
  }),

  teacherNameList: defineContract({
    path: '/openApi/dynExamTeacher/manage/school/teacherNameList',
    access: 'manager',
    response: z.array(ZTeacherListItem),
  }),
  teacherClassList: defineContract({
    path: '/openApi/dynExamTeacher/manage/school/teacherClassList',
    access: 'manager',
    body: ZTeacherClassListRequest,
    response: z.array(ZClassSummary),
  }),
};
