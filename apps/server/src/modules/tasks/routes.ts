/** Teaching task calls (docs/api.md "Teaching tasks"). */
import {
  ZCreateTaskRequest,
  ZRateTaskRequest,
  ZSaveTaskDraftRequest,
  ZSubmitTaskRequest,
  ZTaskClassRequest,
  ZTaskIdRequest,
  ZTaskListRequest,
  ZUpdateTaskRequest,
} from '@lingua/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../platform/database';
import { defineRoute, Notice } from '../../platform/route';
import type { FileStorage } from '../../platform/storage';
import { saveTaskDraft } from './task-draft';
import { deleteTaskFromClass, getTaskForTeacher, updateTask } from './task-edit';
import { listClassTasks, listMyTasks } from './task-lists';
import { taskFinishedReport } from './task-report';
import {
  createTask,
  getTaskForStudent,
  rateTask,
  recallTask,
  startTask,
  submitTask,
  taskProgress,
  uploadTaskFile,
  viewAnswer,
} from './task-service';

const ZStudentAnswerRequest = ZTaskClassRequest.extend({ studentId: z.number().int().positive() });

export function registerTaskRoutes(app: FastifyInstance, db: Db, storage: FileStorage): void {
  const teacher = '/openApi/teacher/task';
  const student = '/openApi/student/task';
  defineRoute(app, db, {
    path: `${teacher}/create`,
    access: 'staff',
    body: ZCreateTaskRequest,
    handler: async ({ user, body }) => new Notice('taskPublished', await createTask(db, user, body)),
  });
  defineRoute(app, db, {
    path: `${teacher}/detail`,
    access: 'staff',
    body: ZTaskIdRequest,
    handler: ({ user, body }) => getTaskForTeacher(db, user, body.taskId),
  });
  defineRoute(app, db, {
    path: `${teacher}/update`,
    access: 'staff',
    body: ZUpdateTaskRequest,
    handler: async ({ user, body }) => new Notice('taskUpdated', await updateTask(db, user, body)),
  });
  defineRoute(app, db, {
    path: `${teacher}/delete`,
    access: 'staff',
    body: ZTaskClassRequest,
    handler: async ({ user, body }) =>
      new Notice('taskDeleted', await deleteTaskFromClass(db, user, body.taskId, body.classId)),
  });
  defineRoute(app, db, {
    path: `${teacher}/list`,
    access: 'staff',
    body: ZTaskListRequest,
    handler: ({ user, body }) => listClassTasks(db, user, body),
  });
  defineRoute(app, db, {
    path: `${student}/list`,
    access: 'student',
    body: ZTaskListRequest,
    handler: ({ user, body }) => listMyTasks(db, user, body.classId),
  });
  defineRoute(app, db, {
    path: `${teacher}/stuProcess`,
    access: 'staff',
    body: ZTaskClassRequest,
    handler: ({ user, body }) => taskProgress(db, user, body.taskId, body.classId),
  });
  defineRoute(app, db, {
    path: `${teacher}/answerDetail`,
    access: 'staff',
    body: ZStudentAnswerRequest,
    handler: ({ user, body }) => viewAnswer(db, user, body.taskId, body.classId, body.studentId),
  });
  defineRoute(app, db, {
    path: `${teacher}/rate`,
    access: 'staff',
    body: ZRateTaskRequest,
    handler: async ({ user, body }) => new Notice('taskRated', await rateTask(db, user, body)),
  });

  defineRoute(app, db, {
    path: `${student}/detail`,
    access: 'student',
    body: ZTaskClassRequest,
    handler: ({ user, body }) => getTaskForStudent(db, user, body.taskId, body.classId),
  });
  defineRoute(app, db, {
    path: `${student}/start`,
    access: 'student',
    body: ZTaskClassRequest,
    handler: ({ user, body }) => startTask(db, user, body.taskId, body.classId),
  });
  defineRoute(app, db, {
    path: `${student}/upload`,
    access: 'student',
    multipart: true,
    handler: ({ user, req }) => uploadTaskFile(db, user, req, storage),
  });
  defineRoute(app, db, {
    path: `${student}/submit`,
    access: 'student',
    body: ZSubmitTaskRequest,
    handler: async ({ user, body }) => new Notice('taskSubmitted', await submitTask(db, user, body)),
  });
  defineRoute(app, db, {
    path: `${student}/saveDraft`,
    access: 'student',
    body: ZSaveTaskDraftRequest,
    handler: ({ user, body }) => saveTaskDraft(db, user, body),
  });
  defineRoute(app, db, {
    path: `${student}/finishedReport`,
    access: 'student',
    body: ZTaskClassRequest,
    handler: ({ user, body }) => taskFinishedReport(db, user, body.taskId, body.classId),
  });
  defineRoute(app, db, {
    path: `${student}/recall`,
    access: 'student',
    body: ZTaskClassRequest,
    handler: async ({ user, body }) =>
      new Notice('taskRecalled', await recallTask(db, user, body.taskId, body.classId)),
  });
}
