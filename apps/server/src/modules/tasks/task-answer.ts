/** A student's answer to a task: read it, start it, submit it, recall it; the rules every write checks. */
import type { TStudentTask, TTaskFile } from '@lingua/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { taskSubmissions } from '../../db/schema';
import type { Db } from '../../platform/database';
import { badRequest, conflict } from '../../platform/errors';
import type { SessionUser } from '../../platform/request-context';
import { getStudentTask, presentTask } from './task-policy';
import { taskStatus } from './task-status';

export async function submissionOf(db: Db, taskId: number, classId: number, studentId: number) {
  const [row] = await db
    .select()
    .from(taskSubmissions)
    .where(
      and(
        eq(taskSubmissions.taskId, taskId),
        eq(taskSubmissions.classId, classId),
        eq(taskSubmissions.studentId, studentId),
      ),
    );
  return row;
}

export async function getTaskForStudent(
  db: Db,
  user: SessionUser,
  taskId: number,
  classId: number,
): Promise<TStudentTask> {
  const task = await getStudentTask(db, user, taskId, classId);
  const submission = await submissionOf(db, task.id, classId, user.userId);
  const status = taskStatus({ deadline: task.deadline, lessonEndedAt: task.lessonEndedAt, submission });
  return {
    ...presentTask(task),
    classId,
    status,
    text: submission?.text ?? '',
    files: submission?.files ?? [],
    startedAt: submission?.startedAt.toISOString() ?? null,
    submittedAt: submission?.submittedAt?.toISOString() ?? null,
    canRecall:
      status === 'completed' &&
      task.taskType !== 'practice' &&
      !submission?.viewedAt &&
      submission?.score === null &&
      new Date() < task.deadline,
    score: submission?.score ?? null,
    comment: submission?.comment ?? null,
  };
}

/** Only files this server stored may be named: an answer cannot point anywhere else. */
export function assertOwnFiles(task: { uploadRule: string }, files: TTaskFile[]): void {
  if (files.some((f) => !/^\/files\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.[a-z0-9]{1,5}$/.test(f.url))) {
    throw badRequest('fieldInvalid', 'files');
  }
  if (task.uploadRule === 'none' && files.length > 0) throw badRequest('taskNoUpload', 'files');
}

/** The task must still be open for this student: not expired, not closed, time left. */
export function assertOpen(
  task: { deadline: Date; lessonEndedAt: Date | null; timeLimitMinutes: number | null },
  startedAt?: Date,
) {
  if (task.lessonEndedAt) throw conflict('lessonEnded');
  if (new Date() > task.deadline) throw conflict('taskExpired');
  // A minute's grace for the network after the clock on the page reaches zero.
  if (startedAt && task.timeLimitMinutes && Date.now() > startedAt.getTime() + (task.timeLimitMinutes + 1) * 60_000) {
    throw conflict('taskTimeUp');
  }
}

export async function startTask(db: Db, user: SessionUser, taskId: number, classId: number): Promise<TStudentTask> {
  const task = await getStudentTask(db, user, taskId, classId);
  assertOpen(task);
  await db.insert(taskSubmissions).values({ taskId: task.id, classId, studentId: user.userId }).onConflictDoNothing();
  return getTaskForStudent(db, user, taskId, classId);
}

export async function submitTask(
  db: Db,
  user: SessionUser,
  input: { taskId: number; classId: number; text: string; files: TTaskFile[] },
): Promise<TStudentTask> {
  const task = await getStudentTask(db, user, input.taskId, input.classId);
  const submission = await submissionOf(db, task.id, input.classId, user.userId);
  assertOpen(task, submission?.startedAt);
  if (submission?.submittedAt) throw conflict('taskAlreadySubmitted');
  const text = input.text.trim();
  assertOwnFiles(task, input.files);
  if (task.uploadRule === 'required' && input.files.length === 0) throw badRequest('attachmentRequired', 'files');
  if (text === '' && input.files.length === 0) throw badRequest('answerRequired', 'text');
  const now = new Date();
  await db
    .insert(taskSubmissions)
    .values({
      taskId: task.id,
      classId: input.classId,
      studentId: user.userId,
      text,
      files: input.files,
      submittedAt: now,
    })
    .onConflictDoUpdate({
      target: [taskSubmissions.taskId, taskSubmissions.classId, taskSubmissions.studentId],
      set: { text, files: input.files, submittedAt: now },
      where: isNull(taskSubmissions.submittedAt),
    });
  return getTaskForStudent(db, user, input.taskId, input.classId);
}

export async function recallTask(db: Db, user: SessionUser, taskId: number, classId: number): Promise<TStudentTask> {
  const task = await getStudentTask(db, user, taskId, classId);
  const submission = await submissionOf(db, task.id, classId, user.userId);
  if (!submission?.submittedAt) throw conflict('taskNotSubmitted');
  if (task.taskType === 'practice') throw conflict('taskRecallPractice');
  if (submission.viewedAt || submission.score !== null) throw conflict('taskRecallViewed');
  assertOpen(task);
  await db
    .update(taskSubmissions)
    .set({ submittedAt: null })
    .where(
      and(
        eq(taskSubmissions.taskId, task.id),
        eq(taskSubmissions.classId, classId),
        eq(taskSubmissions.studentId, user.userId),
        isNull(taskSubmissions.viewedAt),
      ),
    );
  return getTaskForStudent(db, user, taskId, classId);
}

/** task_stu_process_details: the teacher reads an answer; from now on it cannot be recalled. */
