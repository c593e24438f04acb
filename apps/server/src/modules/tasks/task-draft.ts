/**
 * The answer as the student types it: saved on the server while the task is in progress, so a
 * reload, another device or a crash loses nothing. A handed-in answer is never touched, and a
 * late resend of an older draft never overwrites a newer one (the journal's number, `seq`).
 */
import type { TStudentTask, TTaskFile } from '@lingua/contracts';
import { and, eq, isNull, lte } from 'drizzle-orm';
import { taskSubmissions } from '../../db/schema';
import type { Db } from '../../platform/database';
import { conflict } from '../../platform/errors';
import type { SessionUser } from '../../platform/request-context';
import { assertOpen, assertOwnFiles, getTaskForStudent, submissionOf } from './task-answer';
import { getStudentTask } from './task-policy';

export async function saveTaskDraft(
  db: Db,
  user: SessionUser,
  input: { taskId: number; classId: number; text: string; files: TTaskFile[]; seq?: number | undefined },
): Promise<TStudentTask> {
  const task = await getStudentTask(db, user, input.taskId, input.classId);
  const submission = await submissionOf(db, task.id, input.classId, user.userId);
  // A draft belongs to a started task (start begins the time limit).
  if (!submission) throw conflict('taskNotStarted');
  if (submission.submittedAt) throw conflict('taskAlreadySubmitted');
  assertOpen(task, submission.startedAt);
  assertOwnFiles(task, input.files);
  // A resend from the page's journal with an older number never overwrites a newer draft.
  const seq = input.seq;
  await db
    .update(taskSubmissions)
    .set(
      seq === undefined
        ? { text: input.text, files: input.files }
        : { text: input.text, files: input.files, draftSeq: seq },
    )
    .where(
      and(
        eq(taskSubmissions.taskId, task.id),
        eq(taskSubmissions.classId, input.classId),
        eq(taskSubmissions.studentId, user.userId),
        isNull(taskSubmissions.submittedAt),
        seq === undefined ? undefined : lte(taskSubmissions.draftSeq, seq),
      ),
    );
  return getTaskForStudent(db, user, input.taskId, input.classId);
}
