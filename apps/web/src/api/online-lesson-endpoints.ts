/** The online classroom calls (docs/api.md "Online classroom"), typed from packages/contracts. */
import type {
  TAnswerQuestionRequest,
  TAttendanceStatus,
  TBulkMarkResult,
  TClassLessonScores,
  TLessonAnalysis,
  TLessonScore,
  TOnlineLessonDetail,
  TOnlineLessonSummary,
  TPage,
  TPushQuestionRequest,
  TQuestionStats,
  TRollCall,
  TSetSignInModeRequest,
  TSignInCode,
  TStartOnlineLessonRequest,
  TStudentLessonView,
} from '@lingua/contracts';
import { apiPost } from './client';

const T = '/openApi/teacher/onlineLesson';
const S = '/openApi/student/onlineLesson';

export const onlineLessonApi = {
  teacherList: (classId: number, pageNum: number, pageSize = 10) =>
    apiPost<TPage<TOnlineLessonSummary>>(`${T}/list`, { classId, pageNum, pageSize }),
  start: (body: TStartOnlineLessonRequest) => apiPost<TOnlineLessonDetail>(`${T}/start`, body),
  detail: (lessonId: number) => apiPost<TOnlineLessonDetail>(`${T}/detail`, { lessonId }),
  signInCode: (lessonId: number) => apiPost<TSignInCode>(`${T}/signInCode`, { lessonId }, { quiet: true }),
  setSignInMode: (body: TSetSignInModeRequest) => apiPost<TOnlineLessonDetail>(`${T}/setSignInMode`, body),
  mark: (lessonId: number, studentId: number, status: TAttendanceStatus) =>
    apiPost<null>(`${T}/mark`, { lessonId, studentId, status }),
  bulkMark: (lessonId: number, status: TAttendanceStatus, studentIds?: number[]) =>
    apiPost<TBulkMarkResult>(`${T}/bulkMark`, { lessonId, status, ...(studentIds ? { studentIds } : {}) }),
  endSignIn: (lessonId: number) => apiPost<TOnlineLessonDetail>(`${T}/endSignIn`, { lessonId }),
  end: (lessonId: number) => apiPost<TOnlineLessonDetail>(`${T}/end`, { lessonId }),
  rollCall: (lessonId: number) => apiPost<TRollCall>(`${T}/rollCall`, { lessonId }),
  pushQuestion: (body: TPushQuestionRequest) => apiPost<TQuestionStats>(`${T}/pushQuestion`, body),
  closeQuestion: (lessonId: number, questionId: number) =>
    apiPost<null>(`${T}/closeQuestion`, { lessonId, questionId }),

  analyse: (lessonId: number) => apiPost<TLessonAnalysis>(`${T}/analyse`, { lessonId }),
  exportLesson: (lessonId: number) =>
    apiPost<{ fileName: string; base64: string }>('/openApi/overall/excelHelper/onlineLesson', { lessonId }),

  studentAnalyse: (lessonId: number) => apiPost<TLessonAnalysis>(`${S}/analyse`, { lessonId }),
  lessonScore: (classId: number) => apiPost<TLessonScore>(`${S}/lessonScore`, { classId }),
  lessonScoreManage: (classId: number) => apiPost<TClassLessonScores>(`${T}/lessonScoreManage`, { classId }),
  studentList: (classId: number, pageNum: number, pageSize = 10) =>
    apiPost<TPage<TOnlineLessonSummary>>(`${S}/list`, { classId, pageNum, pageSize }),
  liveList: () => apiPost<TOnlineLessonSummary[]>(`${S}/liveList`),
  current: (classId: number) => apiPost<TOnlineLessonSummary | null>(`${S}/current`, { classId }),
  enter: (lessonId: number) => apiPost<TStudentLessonView>(`${S}/enter`, { lessonId }),
  signIn: (lessonId: number, code: string) =>
    apiPost<{ status: TAttendanceStatus; signedInAt: string }>(`${S}/signIn`, { lessonId, code }),
  answer: (body: TAnswerQuestionRequest) => apiPost<null>(`${S}/answer`, body),
};
