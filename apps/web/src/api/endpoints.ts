/**
 * The platform's calls (contracts: calls/auth, users, schools, home, messages, manage, classes,
 * knowledge, courses), in the arguments the pages have at hand. Every function is one `call`.
 */
import {
  authCalls,
  type BodyOf,
  classCalls,
  courseCalls,
  FileWorkType,
  homeCalls,
  knowledgeCalls,
  manageCalls,
  messageCalls,
  schoolCalls,
  type TKnowledgeGraphKey,
  type TLanguageUse,
  type TLessonSet,
  type TLessonStatus,
  userCalls,
} from '@lingua/contracts';
import { type CallOptions, call, upload } from './client';

export const api = {
  login: (body: BodyOf<typeof authCalls.login>) => call(authCalls.login, body, { quiet: true }),
  logoutUser: () => call(authCalls.logoutUser, {}, { quiet: true }),
  loginPageInfo: (id: number) => call(schoolCalls.loginPageInfo, { id }, { quiet: true }),
  languageMap: (cacheVersion: string) => call(homeCalls.languageMap, { cacheVersion, dataType: 2 }, { quiet: true }),

  userDetail: () => call(authCalls.userDetail),
  updateUserInfo: (body: BodyOf<typeof userCalls.updateUserInfo>) => call(userCalls.updateUserInfo, body),
  updatePassword: (body: BodyOf<typeof userCalls.updatePassword>) => call(userCalls.updatePassword, body),
  updateLanguage: (languageUse: TLanguageUse) => call(userCalls.updateLanguage, { languageUse }, { quiet: true }),
  /** A head image: jpeg, png, gif or webp, at most 2 MB. */
  uploadHeadImage: (file: File) => upload(userCalls.upload, file, { fileWorkType: FileWorkType.headImage }),
  addOnlineTime: (body: BodyOf<typeof userCalls.addOnlineTime>, options: CallOptions) =>
    call(userCalls.addOnlineTime, body, { ...options, quiet: true }),

  schoolInfo: () => call(schoolCalls.schoolInfo),
  teacherMain: () => call(schoolCalls.teacherMain),
  platformList: () => call(schoolCalls.platformList),
  functionPermissions: () => call(schoolCalls.functionPermissions),

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
  importTemplate: () => call(classCalls.importTemplate),
  exportStudents: (classId: number) => call(classCalls.exportStudents, { classId }),
  importStudents: (classId: number, file: File) =>
    upload(classCalls.importStudents, file, { classId: String(classId) }, { quiet: true }),
  teacherNameList: () => call(classCalls.teacherNameList),
  teacherClassList: (userId: number) => call(classCalls.teacherClassList, { userId }),

  classLesson: (classId: number) => call(courseCalls.classLesson, { classId }),
  lessonInfo: (lessonId: number) => call(courseCalls.lessonInfo, { lessonId }),
  recommendLesson: () => call(courseCalls.recommendLesson),
  teacherLessonIndex: () => call(courseCalls.teacherLessonIndex),
  lessonSet: (classId: number) => call(courseCalls.lessonSet, { classId }),
  updateHiddenStatus: (classId: number, isHidden: 0 | 1) => call(courseCalls.updateHiddenStatus, { classId, isHidden }),
  updateLessonSet: (classId: number, lessonSet: TLessonSet) =>
    call(courseCalls.updateLessonSet, { classId, ...lessonSet }),
  updateLessonStatus: (classId: number, lessonStatus: TLessonStatus) =>
    call(courseCalls.updateLessonStatus, { classId, lessonStatus }),

  knowledgeGraphList: () => call(knowledgeCalls.graphList),
  knowledgeGraph: (key: TKnowledgeGraphKey) => call(knowledgeCalls.graph, { key }),
  networkMapAccess: () => call(knowledgeCalls.networkMapAccess, {}, { quiet: true }),

  messageNum: () => call(messageCalls.messageNum),
  messageListPage: (body: BodyOf<typeof messageCalls.messageListPage>) => call(messageCalls.messageListPage, body),
  messageSettingRead: (messageIds?: number[]) =>
    call(messageCalls.messageSettingRead, messageIds ? { messageIds } : {}),
  messageDelete: (messageIds: number[]) => call(messageCalls.messageDelete, { messageIds }),
  messageCleanAll: () => call(messageCalls.cleanAll),

  newsQuery: (body: BodyOf<typeof homeCalls.newsQuery>) => call(homeCalls.newsQuery, body),
  lessonPreviewList: () => call(homeCalls.lessonPreviewList),
  schoolOverview: () => call(manageCalls.schoolOverview),

  schoolList: () => call(schoolCalls.list),
  createSchool: (body: BodyOf<typeof schoolCalls.create>) => call(schoolCalls.create, body),
};
