/** The online exam calls (docs/api.md "Online exams"), typed from packages/contracts. */
import type {
  TAuditEntry,
  TBankQuestionItem,
  TBoardFace,
  TCreateExamRequest,
  TCreatePaperRequest,
  TExamAttemptReport,
  TExamBoard,
  TExamResultRow,
  TExamSaveAck,
  TExamSaveRequest,
  TExamSheet,
  TExamStatistics,
  TExamStatus,
  TExamSummary,
  TFaceCheckResult,
  TFaceCheckStatus,
  TFaceDetail,
  TPaperDetail,
  TPaperPreview,
  TPaperSummary,
  TStudentExamItem,
  TTeacherExamItem,
  TUpdateExamRequest,
  TUpdatePaperRequest,
} from '@lingua/contracts';
import { apiPost, type CallOptions } from './client';

const T = '/openApi/teacher/exam/';
const S = '/openApi/student/exam/';

export const examApi = {
  bankQuestions: (subjectType?: number, difficulty?: number) =>
    apiPost<TBankQuestionItem[]>(`${T}bankQuestions`, { subjectType, difficulty }),
  createPaper: (body: TCreatePaperRequest) => apiPost<TPaperSummary>(`${T}paper/create`, body),
  papers: () => apiPost<TPaperSummary[]>(`${T}paper/list`),
  previewPaper: (paperId: number, variant = 0) => apiPost<TPaperPreview>(`${T}paper/preview`, { paperId, variant }),
  paperDetail: (paperId: number) => apiPost<TPaperDetail>(`${T}paper/detail`, { paperId }),
  updatePaper: (body: TUpdatePaperRequest) => apiPost<TPaperSummary>(`${T}paper/update`, body),
  deletePaper: (paperId: number) => apiPost<{ paperId: number }>(`${T}paper/delete`, { paperId }),
  create: (body: TCreateExamRequest) => apiPost<{ examIds: number[] }>(`${T}create`, body),
  update: (body: TUpdateExamRequest) => apiPost<TExamSummary>(`${T}update`, body),
  remove: (examId: number) => apiPost<{ examId: number }>(`${T}delete`, { examId }),
  list: (classId: number) => apiPost<TTeacherExamItem[]>(`${T}list`, { classId }),
  accommodation: (body: { examId: number; studentId: number; extraMinutes: number; extraAttempts: number }) =>
    apiPost(`${T}accommodation`, body),
  board: (examId: number) => apiPost<TExamBoard>(`${T}board`, { examId }),
  action: (examId: number, action: string, reason = '') =>
    apiPost<TExamSummary>(`${T}action`, { examId, action, reason }),
  invigilate: (body: { examId: number; studentId: number; action: string; reason?: string }) =>
    apiPost<{ status: TExamStatus; locked: boolean }>(`${T}invigilate`, body),
  audit: (examId: number) => apiPost<TAuditEntry[]>(`${T}audit`, { examId }),
  results: (examId: number) => apiPost<TExamResultRow[]>(`${T}results`, { examId }),
  grade: (body: { attemptId: number; questionId: number; score: number; comment: string }) =>
    apiPost<{ attemptScore: number | null }>(`${T}grade`, body),
  statistics: (examId: number) => apiPost<TExamStatistics>(`${T}statistics`, { examId }),
  exportScores: (examId: number, scoreType: 0 | 1 | 2) =>
    apiPost<{ fileName: string; base64: string }>(`${T}export`, { examId, scoreType }),
  report: (attemptId: number) => apiPost<TExamAttemptReport>('/openApi/exam/report', { attemptId }),

  myExams: (classId: number) => apiPost<TStudentExamItem[]>(`${S}list`, { classId }),
  /** Exams of my other classes open now or within a day that I can still sit (the list's hint). */
  elsewhere: (classId: number) => apiPost<TStudentExamItem[]>(`${S}elsewhere`, { classId }, { quiet: true }),
  start: (examId: number, options: CallOptions = {}) =>
    apiPost<TExamSheet>(
      `${S}start`,
      { examId, device: `${navigator.userAgent.slice(0, 200)} ${screen.width}x${screen.height}` },
      options,
    ),
  sheet: (examId: number) => apiPost<TExamSheet>(`${S}sheet`, { examId }),
  /** Quiet: the page shows the save state itself, and a network failure goes to the journal. */
  save: (body: TExamSaveRequest, options: CallOptions = { quiet: true }) =>
    apiPost<TExamSaveAck>(`${S}save`, body, options),
  submit: (attemptId: number) => apiPost<{ status: TExamStatus }>(`${S}submit`, { attemptId }),
  focus: (attemptId: number, kind: 'blur' | 'hidden') => apiPost(`${S}focus`, { attemptId, kind }, { quiet: true }),
  addFace: (image: string) => apiPost<{ filePath: string }>('/openApi/facialRecognition/addFace', { image }),
  getFace: () => apiPost<{ filePath: string | null }>('/openApi/facialRecognition/getFace'),
  faceImage: (filePath: string) => apiPost<{ dataUrl: string }>('/openApi/facialRecognition/image', { filePath }),
  // The face check (docs/face-check.md).
  compareFace: (examId: number, image: string) =>
    apiPost<TFaceCheckResult & { message: string }>('/openApi/facialRecognition/compareFace', { examId, image }),
  faceCheckStatus: (examId: number) =>
    apiPost<TFaceCheckStatus>('/openApi/facialRecognition/faceCheckStatus', { examId }),
  faceDetail: (examId: number, studentId: number) => apiPost<TFaceDetail>(`${T}faceDetail`, { examId, studentId }),
  faceWaive: (body: { examId: number; studentId: number; reason: string }) =>
    apiPost<{ studentId: number; face: TBoardFace }>(`${T}faceWaive`, body),
};
