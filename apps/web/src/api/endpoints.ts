/** Every server call the web app makes, typed from packages/contracts (docs/api.md). */
import type {
  TAddOnlineTimeRequest,
  TCacheByVersionResponse,
  TClassDetail,
  TClassLesson,
  TClassPreview,
  TClassSummary,
  TCourseClassEntry,
  TCreateSchoolRequest,
  TFunctionPermissionMap,
  TKnowledgeGraph,
  TKnowledgeGraphKey,
  TKnowledgeGraphListItem,
  TLanguageUse,
  TLessonInfo,
  TLessonPreview,
  TLessonSet,
  TLessonStatus,
  TLoginInfo,
  TLoginPageInfo,
  TLoginRequest,
  TLoginResponse,
  TManagedClass,
  TMessage,
  TMessageListRequest,
  TMessageNum,
  TNetworkMapAccess,
  TNewsItem,
  TNowClass,
  TPage,
  TPageRequest,
  TPlatformListItem,
  TRecommendLesson,
  TSchoolInfo,
  TSchoolListItem,
  TSchoolOverview,
  TTeacherLesson,
  TTeacherListItem,
  TTeacherMain,
  TUpdatePasswordRequest,
  TUpdateUserInfoRequest,
  TUploadResponse,
} from '@lingua/contracts';
import { apiPost, apiUpload, type CallOptions } from './client';

/** An exported spreadsheet: its file name and its bytes as base64. */
interface TRosterFile {
  fileName: string;
  base64: string;
}

/** fileWorkType 25: a head image (jpeg/png/gif/webp, at most 2 MB). */
export const HEAD_IMAGE_WORK_TYPE = '25';

export const api = {
  login: (body: TLoginRequest) => apiPost<TLoginResponse>('/openApi/login/login', body, { quiet: true }),
  logoutUser: () => apiPost<null>('/openApi/login/logoutUser', {}, { quiet: true }),
  loginPageInfo: (id: number) => apiPost<TLoginPageInfo>('/openApi/login/loginPageInfo', { id }, { quiet: true }),
  languageMap: (cacheVersion: string) =>
    apiPost<TCacheByVersionResponse>(
      '/openApi/overall/getCacheByVersionType',
      { cacheVersion, dataType: 2 },
      { quiet: true },
    ),

  userDetail: () => apiPost<TLoginInfo>('/openApi/overall/getUserDetail'),
  updateUserInfo: (body: TUpdateUserInfoRequest) => apiPost<TLoginInfo>('/openApi/overall/updateUserInfo', body),
  updatePassword: (body: TUpdatePasswordRequest) => apiPost<null>('/openApi/overall/updatePassword', body),
  updateLanguage: (languageUse: TLanguageUse) =>
    apiPost<null>('/openApi/overall/updateLanguage', { languageUse }, { quiet: true }),
  uploadHeadImage: (file: File) =>
    apiUpload<TUploadResponse>('/openApi/overall/upload', file, { fileWorkType: HEAD_IMAGE_WORK_TYPE }),
  addOnlineTime: (body: TAddOnlineTimeRequest, options: CallOptions) =>
    apiPost<null>('/openApi/overall/addOnlineTime', body, { ...options, quiet: true }),

  schoolInfo: () => apiPost<TSchoolInfo>('/openApi/student/index/schoolInfo'),
  teacherMain: () => apiPost<TTeacherMain>('/openApi/teacher/index/main'),
  platformList: () => apiPost<TPlatformListItem[]>('/openApi/overall/platformList'),
  nowClass: (classType: number) => apiPost<TNowClass>('/openApi/overall/getNowClassId', { classType }),
  updateDefaultSelect: (classType: number, classId: number) =>
    apiPost<TNowClass>('/openApi/overall/updateDefaultSelect', { code: classType, value: classId }),
  classLesson: (classId: number) => apiPost<TClassLesson>('/openApi/student/lesson/index/classLesson', { classId }),
  lessonInfo: (lessonId: number) => apiPost<TLessonInfo>('/openApi/student/index/lessonInfo', { lessonId }),
  teacherLessonList: () => apiPost<TTeacherLesson[]>('/openApi/resourceManage/lesson/teacherLessonList'),
  managedClasses: () => apiPost<TManagedClass[]>('/openApi/teacher/manage/class/classList'),
  createClass: (className: string, courseId: number) =>
    apiPost<TClassSummary>('/openApi/teacher/manage/class/createClass', { className, courseId }, { quiet: true }),
  renameClass: (classId: number, className: string) =>
    apiPost<TClassSummary>('/openApi/teacher/manage/class/renameClass', { classId, className }, { quiet: true }),
  closeClass: (classId: number) => apiPost<TClassSummary>('/openApi/teacher/manage/class/closeClass', { classId }),
  regenerateClassCode: (classId: number) =>
    apiPost<TClassSummary>('/openApi/teacher/manage/class/regenerateClassCode', { classId }),
  classDetail: (classId: number) => apiPost<TClassDetail>('/openApi/teacher/manage/class/classDetail', { classId }),
  addStudent: (classId: number, mobile: string) =>
    apiPost<TClassSummary>('/openApi/teacher/manage/class/addStudent', { classId, mobile }, { quiet: true }),
  removeStudent: (classId: number, studentId: number) =>
    apiPost<{ studentNumber: number }>('/openApi/teacher/manage/class/removeStudent', { classId, studentId }),
  importTemplate: () => apiPost<TRosterFile>('/openApi/teacher/manage/class/importTemplate'),
  exportStudents: (classId: number) =>
    apiPost<TRosterFile>('/openApi/teacher/manage/class/exportStudents', { classId }),
  importStudents: (classId: number, file: File) =>
    apiUpload<{ added: number; created: number }>(
      '/openApi/teacher/manage/class/importStudents',
      file,
      { classId: String(classId) },
      { quiet: true },
    ),
  knowledgeGraphList: () => apiPost<TKnowledgeGraphListItem[]>('/openApi/knowledge/graphList'),
  knowledgeGraph: (key: TKnowledgeGraphKey) => apiPost<TKnowledgeGraph>('/openApi/knowledge/graph', { key }),
  classResource: () => apiPost<TClassSummary[]>('/openApi/overall/getClassResource'),
  toBeAddedClassList: (classCode: string) =>
    apiPost<TClassPreview[]>('/openApi/student/index/toBeAddedClassList', { classCode }, { quiet: true }),
  recommendLesson: () => apiPost<TRecommendLesson[]>('/openApi/student/index/recommendLesson'),
  teacherLessonIndex: () => apiPost<TCourseClassEntry[]>('/openApi/teacher/index/teacherLessonIndex'),
  lessonSet: (classId: number) => apiPost<TCourseClassEntry>('/openApi/teacher/index/lessonSet', { classId }),
  updateHiddenStatus: (classId: number, isHidden: 0 | 1) =>
    apiPost<{ classId: number; isHidden: string }>('/openApi/teacher/index/updateHiddenStatus', { classId, isHidden }),
  updateLessonSet: (classId: number, lessonSet: TLessonSet) =>
    apiPost<unknown>('/openApi/teacher/index/updateLessonSet', { classId, ...lessonSet }),
  updateLessonStatus: (classId: number, lessonStatus: TLessonStatus) =>
    apiPost<unknown>('/openApi/teacher/index/updateLessonStatus', { classId, lessonStatus }),
  teacherNameList: () => apiPost<TTeacherListItem[]>('/openApi/dynExamTeacher/manage/school/teacherNameList'),
  teacherClassList: (userId: number) =>
    apiPost<TClassSummary[]>('/openApi/dynExamTeacher/manage/school/teacherClassList', { userId }),
  functionPermissions: () =>
    apiPost<{ cacheData: TFunctionPermissionMap }>('/openApi/overall/getTeacherFunctionPermission'),
  networkMapAccess: () => apiPost<TNetworkMapAccess>('/openApi/knowledge/networkMapAccess', {}, { quiet: true }),
  addClassByCode: (classCode: string) =>
    apiPost<TClassSummary>('/openApi/student/index/addClassByCode', { classCode }, { quiet: true }),

  messageNum: () => apiPost<TMessageNum>('/openApi/messageCenter/messageNum'),
  messageListPage: (body: TMessageListRequest) =>
    apiPost<TPage<TMessage>>('/openApi/messageCenter/messageListPage', body),
  messageSettingRead: (messageIds?: number[]) =>
    apiPost<null>('/openApi/messageCenter/messageSettingRead', messageIds ? { messageIds } : {}),
  messageDelete: (messageIds: number[]) => apiPost<null>('/openApi/messageCenter/messageDelete', { messageIds }),
  messageCleanAll: () => apiPost<null>('/openApi/messageCenter/cleanAll'),

  newsQuery: (body: TPageRequest) => apiPost<TPage<TNewsItem>>('/openApi/overall/zyzhNewsQuery', body),
  lessonPreviewList: () => apiPost<TLessonPreview[]>('/openApi/overall/mainNew/zyzhLessonPreviewList'),
  schoolOverview: () => apiPost<TSchoolOverview>('/openApi/manage/school/overview'),

  schoolList: () => apiPost<TSchoolListItem[]>('/openApi/platform/school/list'),
  createSchool: (body: TCreateSchoolRequest) => apiPost<{ schoolId: number }>('/openApi/platform/school/create', body),
};
