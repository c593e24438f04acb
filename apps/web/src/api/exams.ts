/**
 * The online exam and face check calls (contracts: calls/exams.ts, calls/exam-face.ts), in the
 * arguments the pages have at hand.
 */
import {
  type BodyOf,
  examCalls,
  examFaceCalls,
  type TCreateExamRequest,
  type TCreatePaperRequest,
  type TDifficulty,
  type TExamAction,
  type TExamSaveRequest,
  type TUpdateExamRequest,
  type TUpdatePaperRequest,
} from '@lingua/contracts';
import { type CallOptions, call } from './client';

export const examApi = {
  bankQuestions: (subjectType?: number, difficulty?: TDifficulty) =>
    call(examCalls.bankQuestions, { subjectType, difficulty }),
  createPaper: (body: TCreatePaperRequest) => call(examCalls.createPaper, body),
  papers: () => call(examCalls.papers),
  previewPaper: (paperId: number, variant = 0) => call(examCalls.previewPaper, { paperId, variant }),
  paperDetail: (paperId: number) => call(examCalls.paperDetail, { paperId }),
  updatePaper: (body: TUpdatePaperRequest) => call(examCalls.updatePaper, body),
  deletePaper: (paperId: number) => call(examCalls.deletePaper, { paperId }),
  create: (body: TCreateExamRequest) => call(examCalls.create, body),
  update: (body: TUpdateExamRequest) => call(examCalls.update, body),
  remove: (examId: number) => call(examCalls.remove, { examId }),
  list: (classId: number) => call(examCalls.list, { classId }),
  accommodation: (body: BodyOf<typeof examCalls.accommodation>) => call(examCalls.accommodation, body),
  board: (examId: number) => call(examCalls.board, { examId }),
  action: (examId: number, action: TExamAction, reason = '') => call(examCalls.action, { examId, action, reason }),
  invigilate: (body: BodyOf<typeof examCalls.invigilate>) => call(examCalls.invigilate, body),
  audit: (examId: number) => call(examCalls.audit, { examId }),
  results: (examId: number) => call(examCalls.results, { examId }),
  grade: (body: BodyOf<typeof examCalls.grade>) => call(examCalls.grade, body),
  statistics: (examId: number) => call(examCalls.statistics, { examId }),
  exportScores: (examId: number, scoreType: 0 | 1 | 2) => call(examCalls.exportScores, { examId, scoreType }),
  report: (attemptId: number) => call(examCalls.report, { attemptId }),

  myExams: (classId: number) => call(examCalls.myExams, { classId }),
  /** Exams of my other classes open now or within a day that I can still sit (the list's hint). */
  elsewhere: (classId: number) => call(examCalls.elsewhere, { classId }, { quiet: true }),
  start: (examId: number, options: CallOptions = {}) =>
    call(
      examCalls.start,
      { examId, device: `${navigator.userAgent.slice(0, 200)} ${screen.width}x${screen.height}` },
      options,
    ),
  sheet: (examId: number) => call(examCalls.sheet, { examId }),
  /** Quiet: the page shows the save state itself, and a network failure goes to the journal. */
  save: (body: TExamSaveRequest, options: CallOptions = { quiet: true }) => call(examCalls.save, body, options),
  submit: (attemptId: number) => call(examCalls.submit, { attemptId }),
  focus: (attemptId: number, kind: 'blur' | 'hidden') => call(examCalls.focus, { attemptId, kind }, { quiet: true }),
  addFace: (image: string) => call(examFaceCalls.addFace, { image }),
  getFace: () => call(examFaceCalls.getFace),
  faceImage: (filePath: string) => call(examFaceCalls.faceImage, { filePath }),
  // The face check (docs/face-check.md).
  compareFace: (examId: number, image: string) => call(examFaceCalls.compareFace, { examId, image }),
  faceCheckStatus: (examId: number) => call(examFaceCalls.faceCheckStatus, { examId }),
  faceDetail: (examId: number, studentId: number) => call(examFaceCalls.faceDetail, { examId, studentId }),
  faceWaive: (body: BodyOf<typeof examFaceCalls.faceWaive>) => call(examFaceCalls.faceWaive, body),
};
