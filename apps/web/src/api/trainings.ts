/** The training calls (contracts: calls/trainings.ts), in the arguments the pages have at hand. */
import {
  type BodyOf,
  FileWorkType,
  type TBankFormat,
  type TQuestionAnswer,
  trainingCalls,
  userCalls,
} from '@lingua/contracts';
import { call, upload } from './client';

export const trainingApi = {
  list: (classId: number) => call(trainingCalls.list, { classId }),
  openActivity: (classId: number, activityId: number) => call(trainingCalls.openActivity, { classId, activityId }),
  answerSheet: (classId: number, trainingId: number) =>
    call(trainingCalls.answerSheet, { classId, trainingId }, { quiet: true }),
  /** `seq`: the answer journal's number; the server keeps the newest (an older resend never overwrites). */
  saveAnswer: (attemptId: number, questionId: number, answer: TQuestionAnswer, seq?: number) =>
    call(trainingCalls.saveAnswer, { attemptId, questionId, answer, seq }, { quiet: true }),
  media: (attemptId: number, index: number, event: 'play' | 'ended') =>
    call(trainingCalls.media, { attemptId, index, event }, { quiet: true }),
  submit: (attemptId: number) => call(trainingCalls.submit, { attemptId }),
  recall: (attemptId: number) => call(trainingCalls.recall, { attemptId }),
  history: (classId: number, trainingId: number) => call(trainingCalls.history, { classId, trainingId }),
  report: (attemptId: number) => call(trainingCalls.report, { attemptId }),
  classTrainings: (classId: number) => call(trainingCalls.classTrainings, { classId }),
  setClassTraining: (body: BodyOf<typeof trainingCalls.setClassTraining>) => call(trainingCalls.setClassTraining, body),
  students: (classId: number, trainingId: number) => call(trainingCalls.students, { classId, trainingId }),
  uploadAttachment: (file: File) =>
    upload(userCalls.upload, file, { fileWorkType: FileWorkType.answerAttachment }, { quiet: true }),
  bankTemplate: () => call(trainingCalls.bankTemplate),
  checkBank: (fields: BodyOf<typeof trainingCalls.checkBank>, file: File) =>
    upload(trainingCalls.checkBank, file, fields, { quiet: true }),
  importBank: (fields: BodyOf<typeof trainingCalls.importBank>, file: File) =>
    upload(trainingCalls.importBank, file, fields, { quiet: true }),
  /** A training's questions as the student sees them, each with its answer key (the teacher's preview). */
  preview: (trainingId: number) => call(trainingCalls.preview, { trainingId }, { quiet: true }),
  exportBank: (trainingId: number, format: TBankFormat) => call(trainingCalls.exportBank, { trainingId, format }),
  exportScores: (classId: number, scoreType: 0 | 1 | 2) =>
    call(trainingCalls.exportScores, { classId, trainingIds: [], scoreType }),
  grade: (body: BodyOf<typeof trainingCalls.grade>) => call(trainingCalls.grade, body),
};
