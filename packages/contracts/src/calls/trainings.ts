/**
 * Training calls (docs/api.md "Trainings"): the student's answer, report and history families,
 * the teacher's side, and the question-bank template, import and export.
 */
import { z } from 'zod';
import { defineContract } from '../api/contract';
import { ZFileDownload } from '../files';
import {
  ZAnswerSheet,
  ZAttemptReport,
  ZAttemptRequest,
  ZAttemptSummary,
  ZBankReport,
  ZCheckBankFields,
  ZClassIdOnly,
  ZClassTraining,
  ZClassTrainingTerms,
  ZExportBankRequest,
  ZExportScoresRequest,
  ZGradeAnswerRequest,
  ZGradeResult,
  ZImportBankFields,
  ZImportBankResult,
  ZMediaEventRequest,
  ZMediaState,
  ZOpenActivityRequest,
  ZOpenActivityResult,
  ZOpenTrainingRequest,
  ZSaveAnswerRequest,
  ZSavedAnswer,
  ZSetClassTrainingRequest,
  ZStudentTraining,
  ZTrainingHistory,
  ZTrainingPreview,
  ZTrainingPreviewRequest,
  ZTrainingStudent,
} from '../trainings';

/** An exported bank; `skipped` lists the questions (by position, from 1) the format cannot hold. */
export const ZExportedBank = ZFileDownload.extend({ skipped: z.array(z.number().int()) });
export type TExportedBank = z.infer<typeof ZExportedBank>;

const student = '/openApi/student/training';
const teacher = '/openApi/teacher/training';

export const trainingCalls = {
  list: defineContract({
    path: `${student}/list`,
    access: 'student',
    body: ZClassIdOnly,
    response: z.array(ZStudentTraining),
  }),
  openActivity: defineContract({
    path: `${student}/openActivity`,
    access: 'student',
    body: ZOpenActivityRequest,
    response: ZOpenActivityResult,
  }),
  answerSheet: defineContract({
    path: `${student}/answerSheet`,
    access: 'student',
    body: ZOpenTrainingRequest,
    response: ZAnswerSheet,
  }),
  saveAnswer: defineContract({
    path: `${student}/saveAnswer`,
    access: 'student',
    body: ZSaveAnswerRequest,
    response: ZSavedAnswer,
  }),
  /** A listening play started or ended (the listening rules count them). */
  media: defineContract({
    path: `${student}/media`,
    access: 'student',
    body: ZMediaEventRequest,
    response: ZMediaState,
  }),
  submit: defineContract({
    path: `${student}/submit`,
    access: 'student',
    body: ZAttemptRequest,
    response: ZAttemptSummary,
  }),
  recall: defineContract({
    path: `${student}/recall`,
    access: 'student',
    body: ZAttemptRequest,
    response: ZAttemptSummary,
  }),
  history: defineContract({
    path: `${student}/history`,
    access: 'student',
    body: ZOpenTrainingRequest,
    response: ZTrainingHistory,
  }),
  /** A student's own attempt, or one a teacher of the class reads. */
  report: defineContract({
    path: '/openApi/training/report',
    access: 'user',
    body: ZAttemptRequest,
    response: ZAttemptReport,
  }),

  classTrainings: defineContract({
    path: `${teacher}/classTrainings`,
    access: 'staff',
    body: ZClassIdOnly,
    response: z.array(ZClassTraining),
  }),
  setClassTraining: defineContract({
    path: `${teacher}/setClassTraining`,
    access: 'teacher',
    body: ZSetClassTrainingRequest,
    response: ZClassTrainingTerms,
  }),
  students: defineContract({
    path: `${teacher}/students`,
    access: 'staff',
    body: ZOpenTrainingRequest,
    response: z.array(ZTrainingStudent),
  }),
  grade: defineContract({
    path: `${teacher}/grade`,
    access: 'teacher',
    body: ZGradeAnswerRequest,
    response: ZGradeResult,
  }),
  /** A training's questions as a student sees them, each with its answer key and analysis. */
  preview: defineContract({
    path: `${teacher}/preview`,
    access: 'staff',
    body: ZTrainingPreviewRequest,
    response: ZTrainingPreview,
  }),
  exportScores: defineContract({
    path: `${teacher}/exportScores`,
    access: 'staff',
    body: ZExportScoresRequest,
    response: ZFileDownload,
  }),

  /** The xlsx template of a question-bank import, in the reader's language. */
  bankTemplate: defineContract({ path: `${teacher}/bankTemplate`, access: 'teacher', response: ZFileDownload }),
  /** A question bank read and reported without saving (the dry run before an import): format, then the file. */
  checkBank: defineContract({
    path: `${teacher}/checkBank`,
    access: 'teacher',
    multipart: true,
    body: ZCheckBankFields,
    response: ZBankReport,
  }),
  /** A question bank as a new training of the school (every importable question; the report lists the rest): format, kind, title, categories, then the file. */
  importBank: defineContract({
    path: `${teacher}/importBank`,
    access: 'teacher',
    multipart: true,
    body: ZImportBankFields,
    response: ZImportBankResult,
  }),
  exportBank: defineContract({
    path: `${teacher}/exportBank`,
    access: 'teacher',
    body: ZExportBankRequest,
    response: ZExportedBank,
  }),
};
