/**
 * The answer as the student types it: saved on the server while the task is in progress, so a
 * reload, another device or a crash loses nothing. A handed-in answer is never touched.
 */
import type { TStudentTask, TTaskFile } from '@lingua/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { taskSubmissions } from '../../db/schema';
import type { Db } from '../../platform/database';
import { conflict } from '../../platform/errors';
import type { SessionUser } from '../../platform/request-context';
import { getStudentTask } from './task-access';
import { assertOpen, assertOwnFiles, getTaskForStudent, submissionOf } from './task-answer';

export async function saveTaskDraft(
  db: Db,
  user: SessionUser,
  input: { taskId: number; classId: number; text: string; files: TTaskFile[] },
): Promise<TStudentTask> {
  const task = await getStudentTask(db, user, input.taskId, input.classId);
  const submission = await submissionOf(db, task.id, input.classId, user.userId);
  // A draft belongs to a started task (start begins the time limit).
  if (!submission) throw conflict('taskNotStarted');
  if (submission.submittedAt) throw conflict('taskAlreadySubmitted');
  assertOpen(task, submission.startedAt);
  assertOwnFiles(task, input.files);
  await db
    .update(taskSubmissions)
    .set({ text: input.text, files: input.files })
    .where(
      and(
        eq(taskSubmissions.taskId, task.id),
        eq(taskSubmissions.classId, input.classId),
        eq(taskSubmissions.studentId, user.userId),
        isNull(taskSubmissions.submittedAt),
      ),
    );
  return getTaskForStudent(db, user, input.taskId, input.classId);
}
