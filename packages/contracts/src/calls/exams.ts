/**
 * Online exam calls (docs/api.md "Online exams"; part 1 §2-§6, part 2 §2.1 and §9): papers, exams
 * and invigilation for teachers, the sitting for students, and the attempt report both read.
 * The face check's calls are in exam-face.ts.
 */
import { z } from 'zod';
import { defineContract } from '../api/contract';
import {
  ZExamAttemptReport,
  ZExamExportRequest,
  ZExamGradeRequest,
  ZExamResultRow,
  ZExamStatistics,
} from '../exam-results';
import {
  ZAttemptIdRequest,
  ZAuditEntry,
  ZBankQuestionItem,
  ZBankQuestionsRequest,
  ZCreateExamRequest,
  ZCreatePaperRequest,
  ZExamActionRequest,
  ZExamBoard,
  ZExamIdRequest,
  ZExamListRequest,
  ZExamSaveAck,
  ZExamSaveRequest,
  ZExamSheet,
  ZExamStatus,
  ZExamSummary,
  ZFocusEventRequest,
  ZInvigilateRequest,
  ZPaperDetail,
  ZPaperIdRequest,
  ZPaperPreview,
  ZPaperPreviewRequest,
  ZPaperSummary,
  ZSetAccommodationRequest,
  ZStartExamRequest,
  ZStudentExamItem,
  ZTeacherExamItem,
  ZUpdateExamRequest,
  ZUpdatePaperRequest,
} from '../exams';
import { ZFileDownload } from '../files';

const teacher = '/openApi/teacher/exam';
const student = '/openApi/student/exam';

export const examCalls = {
  bankQuestions: defineContract({
    path: `${teacher}/bankQuestions`,
    access: 'teacher',
    body: ZBankQuestionsRequest,
    response: z.array(ZBankQuestionItem),
  }),
  createPaper: defineContract({
    path: `${teacher}/paper/create`,
    access: 'teacher',
    body: ZCreatePaperRequest,
    response: ZPaperSummary,
  }),
  papers: defineContract({ path: `${teacher}/paper/list`, access: 'teacher', response: z.array(ZPaperSummary) }),
  previewPaper: defineContract({
    path: `${teacher}/paper/preview`,
    access: 'teacher',
    body: ZPaperPreviewRequest,
    response: ZPaperPreview,
  }),
  paperDetail: defineContract({
    path: `${teacher}/paper/detail`,
    access: 'teacher',
    body: ZPaperIdRequest,
    response: ZPaperDetail,
  }),
  updatePaper: defineContract({
    path: `${teacher}/paper/update`,
    access: 'teacher',
    body: ZUpdatePaperRequest,
    response: ZPaperSummary,
  }),
  deletePaper: defineContract({
    path: `${teacher}/paper/delete`,
    access: 'teacher',
    body: ZPaperIdRequest,
    response: z.object({ paperId: z.number().int() }),
  }),
  /** One exam per class given. */
  create: defineContract({
    path: `${teacher}/create`,
    access: 'teacher',
    body: ZCreateExamRequest,
    response: z.object({ examIds: z.array(z.number().int()) }),
  }),
  update: defineContract({
    path: `${teacher}/update`,
    access: 'teacher',
    body: ZUpdateExamRequest,
    response: ZExamSummary,
  }),
  remove: defineContract({
    path: `${teacher}/delete`,
    access: 'teacher',
    body: ZExamIdRequest,
    response: z.object({ examId: z.number().int() }),
  }),
  list: defineContract({
    path: `${teacher}/list`,
    access: 'teacher',
    body: ZExamListRequest,
    response: z.array(ZTeacherExamItem),
  }),
  /** A student's extra time and attempts, as now stored. */
  accommodation: defineContract({
    path: `${teacher}/accommodation`,
    access: 'teacher',
    body: ZSetAccommodationRequest,
    response: z.object({ extraMinutes: z.number().int(), extraAttempts: z.number().int() }),
  }),
  board: defineContract({ path: `${teacher}/board`, access: 'teacher', body: ZExamIdRequest, response: ZExamBoard }),
  action: defineContract({
    path: `${teacher}/action`,
    access: 'teacher',
    body: ZExamActionRequest,
    response: ZExamSummary,
  }),
  /** One student's row after the invigilator's action. */
  invigilate: defineContract({
    path: `${teacher}/invigilate`,
    access: 'teacher',
    body: ZInvigilateRequest,
    response: z.object({ studentId: z.number().int(), status: ZExamStatus, locked: z.boolean() }),
  }),
  audit: defineContract({
    path: `${teacher}/audit`,
    access: 'teacher',
    body: ZExamIdRequest,
    response: z.array(ZAuditEntry),
  }),
  results: defineContract({
    path: `${teacher}/results`,
    access: 'teacher',
    body: ZExamIdRequest,
    response: z.array(ZExamResultRow),
  }),
  /** The attempt's score after the grade; null while other answers still wait for grading. */
  grade: defineContract({
    path: `${teacher}/grade`,
    access: 'teacher',
    body: ZExamGradeRequest,
    response: z.object({
      attemptId: z.number().int(),
      questionId: z.number().int(),
      attemptScore: z.number().nullable(),
    }),
  }),
  statistics: defineContract({
    path: `${teacher}/statistics`,
    access: 'teacher',
    body: ZExamIdRequest,
    response: ZExamStatistics,
  }),
  exportScores: defineContract({
    path: `${teacher}/export`,
    access: 'teacher',
    body: ZExamExportRequest,
    response: ZFileDownload,
  }),
  /** Both sides read a report: a teacher any attempt of their exams, a student only their own. */
  report: defineContract({
    path: '/openApi/exam/report',
    access: 'user',
    body: ZAttemptIdRequest,
    response: ZExamAttemptReport,
  }),

  myExams: defineContract({
    path: `${student}/list`,
    access: 'student',
    body: ZExamListRequest,
    response: z.array(ZStudentExamItem),
  }),
  /** Exams of the student's other classes open now or within a day that they can still sit. */
  elsewhere: defineContract({
    path: `${student}/elsewhere`,
    access: 'student',
    body: ZExamListRequest,
    response: z.array(ZStudentExamItem),
  }),
  start: defineContract({ path: `${student}/start`, access: 'student', body: ZStartExamRequest, response: ZExamSheet }),
  sheet: defineContract({ path: `${student}/sheet`, access: 'student', body: ZExamIdRequest, response: ZExamSheet }),
  /** The hot path: its statement re-checks the session, so the server may take it from its cache. */
  save: defineContract({
    path: `${student}/save`,
    access: 'student',
    body: ZExamSaveRequest,
    response: ZExamSaveAck,
    cachedSession: true,
  }),
  submit: defineContract({
    path: `${student}/submit`,
    access: 'student',
    body: ZAttemptIdRequest,
    response: z.object({ attemptId: z.number().int(), status: ZExamStatus, submittedAt: z.string().nullable() }),
  }),
  /** The attempt's counts of focus losses and screen switches so far. */
  focus: defineContract({
    path: `${student}/focus`,
    access: 'student',
    body: ZFocusEventRequest,
    response: z.object({ focusLosses: z.number().int(), screenSwitches: z.number().int() }),
  }),
};
