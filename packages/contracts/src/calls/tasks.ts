/** Teaching task calls (docs/api.md "Teaching tasks"; part 1 §3-§5, part 2 §2.1). */
import { z } from 'zod';
import { defineContract } from '../api/contract';
import { zPage } from '../envelope';
import {
  ZCreateTaskRequest,
  ZRateTaskRequest,
  ZSaveTaskDraftRequest,
  ZStudentAnswerRequest,
  ZStudentTask,
  ZStudentTaskItem,
  ZSubmitTaskRequest,
  ZTaskAnswerDetail,
  ZTaskClassRequest,
  ZTaskFile,
  ZTaskFinishedReport,
  ZTaskIdRequest,
  ZTaskListRequest,
  ZTaskProgressRow,
  ZTeacherTaskDetail,
  ZTeacherTaskItem,
  ZUpdateTaskRequest,
} from '../tasks';

const teacher = '/openApi/teacher/task';
const student = '/openApi/student/task';

export const taskCalls = {
  create: defineContract({
    path: `${teacher}/create`,
    access: 'staff',
    body: ZCreateTaskRequest,
    response: z.object({ taskId: z.number().int() }),
  }),
  teacherDetail: defineContract({
    path: `${teacher}/detail`,
    access: 'staff',
    body: ZTaskIdRequest,
    response: ZTeacherTaskDetail,
  }),
  update: defineContract({
    path: `${teacher}/update`,
    access: 'staff',
    body: ZUpdateTaskRequest,
    response: ZTeacherTaskDetail,
  }),
  /** Withdraws a task from one class, with that class's answers. */
  remove: defineContract({
    path: `${teacher}/delete`,
    access: 'staff',
    body: ZTaskClassRequest,
    response: z.object({ removedAnswers: z.number().int() }),
  }),
  teacherList: defineContract({
    path: `${teacher}/list`,
    access: 'staff',
    body: ZTaskListRequest,
    response: zPage(ZTeacherTaskItem),
  }),
  progress: defineContract({
    path: `${teacher}/stuProcess`,
    access: 'staff',
    body: ZTaskClassRequest,
    response: z.array(ZTaskProgressRow),
  }),
  answerDetail: defineContract({
    path: `${teacher}/answerDetail`,
    access: 'staff',
    body: ZStudentAnswerRequest,
    response: ZTaskAnswerDetail,
  }),
  rate: defineContract({ path: `${teacher}/rate`, access: 'staff', body: ZRateTaskRequest }),

  studentList: defineContract({
    path: `${student}/list`,
    access: 'student',
    body: ZTaskListRequest,
    response: z.array(ZStudentTaskItem),
  }),
  detail: defineContract({
    path: `${student}/detail`,
    access: 'student',
    body: ZTaskClassRequest,
    response: ZStudentTask,
  }),
  start: defineContract({
    path: `${student}/start`,
    access: 'student',
    body: ZTaskClassRequest,
    response: ZStudentTask,
  }),
  /** An answer file: the task and class fields, then the file. */
  upload: defineContract({
    path: `${student}/upload`,
    access: 'student',
    multipart: true,
    body: z.object({ taskId: z.string().max(20), classId: z.string().max(20) }),
    response: ZTaskFile,
  }),
  submit: defineContract({
    path: `${student}/submit`,
    access: 'student',
    body: ZSubmitTaskRequest,
    response: ZStudentTask,
  }),
  saveDraft: defineContract({
    path: `${student}/saveDraft`,
    access: 'student',
    body: ZSaveTaskDraftRequest,
    response: ZStudentTask,
  }),
  finishedReport: defineContract({
    path: `${student}/finishedReport`,
    access: 'student',
    body: ZTaskClassRequest,
    response: ZTaskFinishedReport,
  }),
  recall: defineContract({
    path: `${student}/recall`,
    access: 'student',
    body: ZTaskClassRequest,
    response: ZStudentTask,
  }),
};
