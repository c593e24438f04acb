/** The teaching task calls (contracts: calls/tasks.ts), in the arguments the pages have at hand. */
import { type BodyOf, FileWorkType, taskCalls, userCalls } from '@lingua/contracts';
import { call, upload } from './client';

export const taskApi = {
  create: (body: BodyOf<typeof taskCalls.create>) => call(taskCalls.create, body),
  teacherList: (classId: number, pageNum: number) => call(taskCalls.teacherList, { classId, pageNum, pageSize: 10 }),
  teacherDetail: (taskId: number) => call(taskCalls.teacherDetail, { taskId }),
  update: (body: BodyOf<typeof taskCalls.update>) => call(taskCalls.update, body),
  remove: (taskId: number, classId: number) => call(taskCalls.remove, { taskId, classId }),
  progress: (taskId: number, classId: number) => call(taskCalls.progress, { taskId, classId }),
  answerDetail: (taskId: number, classId: number, studentId: number) =>
    call(taskCalls.answerDetail, { taskId, classId, studentId }),
  rate: (body: BodyOf<typeof taskCalls.rate>) => call(taskCalls.rate, body),
  /** A teacher's task material (the general upload): background media and attachments. */
  uploadMaterial: (file: File) => upload(userCalls.upload, file, { fileWorkType: FileWorkType.taskMaterial }),

  studentList: (classId: number) => call(taskCalls.studentList, { classId }),
  detail: (taskId: number, classId: number) => call(taskCalls.detail, { taskId, classId }),
  start: (taskId: number, classId: number) => call(taskCalls.start, { taskId, classId }),
  upload: (taskId: number, classId: number, file: File) =>
    upload(taskCalls.upload, file, { taskId: String(taskId), classId: String(classId) }),
  submit: (body: BodyOf<typeof taskCalls.submit>) => call(taskCalls.submit, body),
  /** Quiet: the page shows the autosave state itself instead of a toast. */
  saveDraft: (body: BodyOf<typeof taskCalls.saveDraft>) => call(taskCalls.saveDraft, body, { quiet: true }),
  finishedReport: (taskId: number, classId: number) => call(taskCalls.finishedReport, { taskId, classId }),
  recall: (taskId: number, classId: number) => call(taskCalls.recall, { taskId, classId }),
};
