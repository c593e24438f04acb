/** The online exam calls (docs/api.md "Online exams"), typed from packages/contracts. */
import type {
  TAuditEntry,
  TBankQuestionItem,
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
  TPaperPreview,
  TPaperSummary,
  TStudentExamItem,
} from '@lingua/contracts';
import { apiPost, type CallOptions } from './client';

const T = '/openApi/teacher/exam/';
const S = '/openApi/student/exam/';

export const examApi = {
  bankQuestions: (subjectType?: number) => apiPost<TBankQuestionItem[]>(`${T}bankQuestions`, { subjectType }),
  createPaper: (body: TCreatePaperRequest) => apiPost<TPaperSummary>(`${T}paper/create`, body),
  papers: () => apiPost<TPaperSummary[]>(`${T}paper/list`),
  previewPaper: (paperId: number, variant = 0) => apiPost<TPaperPreview>(`${T}paper/preview`, { paperId, variant }),
  create: (body: TCreateExamRequest) => apiPost<{ examIds: number[] }>(`${T}create`, body),
  list: (classId: number) => apiPost<TExamSummary[]>(`${T}list`, { classId }),
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
  start: (examId: number) =>
    apiPost<TExamSheet>(`${S}start`, {
      examId,
      device: `${navigator.userAgent.slice(0, 200)} ${screen.width}x${screen.height}`,
    }),
  sheet: (examId: number) => apiPost<TExamSheet>(`${S}sheet`, { examId }),
  /** Quiet: the page shows the save state itself, and a network failure goes to the journal. */
  save: (body: TExamSaveRequest, options: CallOptions = { quiet: true }) =>
    apiPost<TExamSaveAck>(`${S}save`, body, options),
  submit: (attemptId: number) => apiPost<{ status: TExamStatus }>(`${S}submit`, { attemptId }),
  focus: (attemptId: number, kind: 'blur' | 'hidden') => apiPost(`${S}focus`, { attemptId, kind }, { quiet: true }),
  addFace: (image: string) => apiPost<{ filePath: string }>('/openApi/facialRecognition/addFace', { image }),
  getFace: () => apiPost<{ filePath: string | null }>('/openApi/facialRecognition/getFace'),
};
