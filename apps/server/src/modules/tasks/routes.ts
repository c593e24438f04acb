/** Teaching task calls (contracts: calls/tasks.ts; docs/api.md "Teaching tasks"). */
import { taskCalls } from '@lingua/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/database';
import { defineRoute, Notice } from '../../platform/route';
import type { FileStorage } from '../../platform/storage';
import { getTaskForStudent, recallTask, startTask, submitTask } from './task-answer';
import { createTask } from './task-create';
import { saveTaskDraft } from './task-draft';
import { deleteTaskFromClass, getTaskForTeacher, updateTask } from './task-edit';
import { listClassTasks, listMyTasks } from './task-lists';
import { rateTask, taskProgress, viewAnswer } from './task-progress';
import { taskFinishedReport } from './task-report';
import { uploadTaskFile } from './task-upload';

export function registerTaskRoutes(app: FastifyInstance, db: Db, storage: FileStorage): void {
  defineRoute(
    app,
    db,
    taskCalls.create,
    async ({ user, body }) => new Notice('taskPublished', await createTask(db, user, body)),
  );
  defineRoute(app, db, taskCalls.teacherDetail, ({ user, body }) => getTaskForTeacher(db, user, body.taskId));
  defineRoute(
    app,
    db,
    taskCalls.update,
    async ({ user, body }) => new Notice('taskUpdated', await updateTask(db, user, body)),
  );
  defineRoute(
    app,
    db,
    taskCalls.remove,
    async ({ user, body }) => new Notice('taskDeleted', await deleteTaskFromClass(db, user, body.taskId, body.classId)),
  );
  defineRoute(app, db, taskCalls.teacherList, ({ user, body }) => listClassTasks(db, user, body));
  defineRoute(app, db, taskCalls.studentList, ({ user, body }) => listMyTasks(db, user, body.classId));
  defineRoute(app, db, taskCalls.progress, ({ user, body }) => taskProgress(db, user, body.taskId, body.classId));
  defineRoute(app, db, taskCalls.answerDetail, ({ user, body }) =>
    viewAnswer(db, user, body.taskId, body.classId, body.studentId),
  );
  defineRoute(
    app,
    db,
    taskCalls.rate,
    async ({ user, body }) => new Notice('taskRated', await rateTask(db, user, body)),
  );

  defineRoute(app, db, taskCalls.detail, ({ user, body }) => getTaskForStudent(db, user, body.taskId, body.classId));
  defineRoute(app, db, taskCalls.start, ({ user, body }) => startTask(db, user, body.taskId, body.classId));
  defineRoute(app, db, taskCalls.upload, ({ user, req }) => uploadTaskFile(db, user, req, storage));
  defineRoute(
    app,
    db,
    taskCalls.submit,
    async ({ user, body }) => new Notice('taskSubmitted', await submitTask(db, user, body)),
  );
  defineRoute(app, db, taskCalls.saveDraft, ({ user, body }) => saveTaskDraft(db, user, body));
  defineRoute(app, db, taskCalls.finishedReport, ({ user, body }) =>
    taskFinishedReport(db, user, body.taskId, body.classId),
  );
  defineRoute(
    app,
    db,
    taskCalls.recall,
    async ({ user, body }) => new Notice('taskRecalled', await recallTask(db, user, body.taskId, body.classId)),
  );
}
