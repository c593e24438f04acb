/** The training calls (docs/api.md "Trainings"), typed from packages/contracts. */
import type {
  TAnswerSheet,
  TAttemptReport,
  TAttemptSummary,
  TClassTraining,
  TQuestionAnswer,
  TStudentTraining,
  TTrainingHistory,
  TTrainingKind,
  TTrainingStudent,
} from '@lingua/contracts';
import { apiPost, apiUpload } from './client';

/** Trainings (docs/api.md "Trainings"). */
export const trainingApi = {
  list: (classId: number) => apiPost<TStudentTraining[]>('/openApi/student/training/list', { classId }),
  openActivity: (classId: number, activityId: number) =>
    apiPost<{ trainingId: number; kind: TTrainingKind }>('/openApi/student/training/openActivity', {
      classId,
      activityId,
    }),
  answerSheet: (classId: number, trainingId: number) =>
    apiPost<TAnswerSheet>('/openApi/student/training/answerSheet', { classId, trainingId }, { quiet: true }),
  saveAnswer: (attemptId: number, questionId: number, answer: TQuestionAnswer, seq?: number) =>
    apiPost<{ questionId: number; answered: boolean; savedAt: string }>(
      '/openApi/student/training/saveAnswer',
      { attemptId, questionId, answer, seq },
      { quiet: true },
    ),
  media: (attemptId: number, index: number, event: 'play' | 'ended') =>
    apiPost<{ index: number; plays: number; fullyPlayed: boolean }>(
      '/openApi/student/training/media',
      { attemptId, index, event },
      { quiet: true },
    ),
  submit: (attemptId: number) => apiPost<TAttemptSummary>('/openApi/student/training/submit', { attemptId }),
  recall: (attemptId: number) => apiPost<TAttemptSummary>('/openApi/student/training/recall', { attemptId }),
  history: (classId: number, trainingId: number) =>
    apiPost<TTrainingHistory>('/openApi/student/training/history', { classId, trainingId }),
  report: (attemptId: number) => apiPost<TAttemptReport>('/openApi/training/report', { attemptId }),
  classTrainings: (classId: number) =>
    apiPost<TClassTraining[]>('/openApi/teacher/training/classTrainings', { classId }),
  setClassTraining: (body: { classId: number; trainingId: number; isOpen: boolean; deadline: string | null }) =>
    apiPost<unknown>('/openApi/teacher/training/setClassTraining', body),
  students: (classId: number, trainingId: number) =>
    apiPost<TTrainingStudent[]>('/openApi/teacher/training/students', { classId, trainingId }),
  uploadAttachment: (file: File) =>
    apiUpload<{ filePath: string }>('/openApi/overall/upload', file, { fileWorkType: '30' }, { quiet: true }),
  bankTemplate: () => apiPost<{ fileName: string; base64: string }>('/openApi/teacher/training/bankTemplate'),
  importBank: (fields: { format: string; kind: string; title: string }, file: File) =>
    apiUpload<{ trainingId: number; count: number }>('/openApi/teacher/training/importBank', file, fields, {
      quiet: true,
    }),
  exportBank: (trainingId: number, format: 'gift' | 'moodle' | 'xlsx') =>
    apiPost<{ fileName: string; base64: string; skipped: number[] }>('/openApi/teacher/training/exportBank', {
      trainingId,
      format,
    }),
  exportScores: (classId: number, scoreType: 0 | 1 | 2) =>
    apiPost<{ fileName: string; base64: string }>('/openApi/teacher/training/exportScores', {
      classId,
      trainingIds: [],
      scoreType,
    }),
  grade: (body: { attemptId: number; questionId: number; score: number; comment: string }) =>
    apiPost<{ attemptScore: number | null }>('/openApi/teacher/training/grade', body),
};
