/** Tasks: create and publish, progress, a student's answer (start, upload, submit, recall), rating. */
import {
  ResponseCode,
  type TCreateTaskInput,
  type TStudentTask,
  type TTaskFile,
  type TTaskProgressRow,
} from '@lingua/contracts';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { classes, classStudents, taskClasses, taskSubmissions, tasks, users } from '../../db/schema';
import { chinaMinute } from '../../platform/china-time';
import type { Db } from '../../platform/database';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/request-context';
import { sanitizeRichText } from '../../platform/sanitize';
import type { FileStorage } from '../../platform/storage';
import { visibleTo } from '../classes/class-queries';
import { sendMessage } from '../messages/message-centre';
import { getManagedTask, getStudentTask, presentTask } from './task-access';
import { detectExtension, isAllowed } from './task-files';
import { taskStatus } from './task-status';

export async function createTask(db: Db, user: SessionUser, input: TCreateTaskInput): Promise<{ taskId: number }> {
  const visible = await db
    .select({ id: classes.id })
    .from(classes)
    .where(and(inArray(classes.id, input.classIds), eq(classes.schoolId, user.schoolId), visibleTo(user)));
  if (visible.length !== new Set(input.classIds).size) throw notFound();
  const deadline = new Date(input.deadline);
  if (deadline.getTime() <= Date.now()) throw badRequest('taskDeadlinePast', 'deadline');
  const taskId = await db.transaction(async (tx) => {
    const [task] = await tx
      .insert(tasks)
      .values({
        schoolId: user.schoolId,
        teacherId: user.userId,
        title: input.title,
        taskType: input.taskType,
        // Rich text is sanitised when written (architecture.md).
        background: input.background.map((b) => ({ ...b, htmlStr: sanitizeRichText(b.htmlStr) })),
        attachments: input.attachments,
        uploadRule: input.uploadRule,
        fileGroups: input.fileGroups,
        maxFileMb: input.maxFileMb,
        fullMark: input.fullMark,
        deadline,
        timeLimitMinutes: input.timeLimitMinutes,
      })
      .returning({ id: tasks.id });
    if (!task) throw new Error('task not created');
    await tx.insert(taskClasses).values(visible.map((c) => ({ taskId: task.id, classId: c.id })));
    return task.id;
  });
  const students = await db
    .selectDistinct({ id: classStudents.studentId })
    .from(classStudents)
    .where(
      inArray(
        classStudents.classId,
        visible.map((c) => c.id),
      ),
    );
  await sendMessage(
    db,
    students.map((s) => s.id),
    {
      type: 'task',
      title: { cn: `新任务：${input.title}`, en: `New task: ${input.title}` },
      content: {
        cn: `截止时间 ${chinaMinute(deadline)}（北京时间）`,
        en: `Due ${chinaMinute(deadline)} (China Standard Time)`,
      },
    },
  );
  return { taskId };
}

/** task_stu_process: every student of the class with their status. */
export async function taskProgress(
  db: Db,
  user: SessionUser,
  taskId: number,
  classId: number,
): Promise<TTaskProgressRow[]> {
  const task = await getManagedTask(db, user, taskId);
  const [klass] = await db
    .select({ lessonEndedAt: classes.lessonEndedAt })
    .from(taskClasses)
    .innerJoin(classes, eq(classes.id, taskClasses.classId))
    .where(and(eq(taskClasses.taskId, task.id), eq(taskClasses.classId, classId)));
  if (!klass) throw notFound();
  const rows = await db
    .select({ studentId: users.id, name: users.name, mobile: users.mobile, submission: taskSubmissions })
    .from(classStudents)
    .innerJoin(users, eq(users.id, classStudents.studentId))
    .leftJoin(
      taskSubmissions,
      and(
        eq(taskSubmissions.taskId, task.id),
        eq(taskSubmissions.classId, classId),
        eq(taskSubmissions.studentId, users.id),
      ),
    )
    .where(eq(classStudents.classId, classId))
    .orderBy(asc(users.mobile));
  return rows.map((r) => ({
    studentId: r.studentId,
    name: r.name,
    mobile: r.mobile,
    status: taskStatus({
      deadline: task.deadline,
      lessonEndedAt: klass.lessonEndedAt,
      submission: r.submission ?? undefined,
    }),
    submittedAt: r.submission?.submittedAt?.toISOString() ?? null,
    score: r.submission?.score ?? null,
  }));
}

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

function fieldValue(field: unknown): string | undefined {
  if (field && typeof field === 'object' && 'value' in field && typeof field.value === 'string') return field.value;
  return undefined;
}

/** One answer file, multipart: the fields taskId and classId first, then the file. */
export async function uploadTaskFile(
  db: Db,
  user: SessionUser,
  req: FastifyRequest,
  storage: FileStorage,
): Promise<TTaskFile> {
  const part = await req.file({ limits: { files: 1, fileSize: 500 * 1024 * 1024 } });
  if (!part) throw badRequest('fileMissing', 'file');
  const taskId = Number(fieldValue(part.fields.taskId));
  const classId = Number(fieldValue(part.fields.classId));
  if (!Number.isSafeInteger(taskId) || !Number.isSafeInteger(classId) || taskId <= 0 || classId <= 0) {
    part.file.resume();
    throw badRequest('fieldRequired', 'taskId');
  }
  const task = await getStudentTask(db, user, taskId, classId).catch((error: unknown) => {
    part.file.resume();
    throw error;
  });
  const submission = await submissionOf(db, task.id, classId, user.userId);
  try {
    assertOpen(task, submission?.startedAt);
    if (task.uploadRule === 'none') throw badRequest('taskNoUpload', 'file');
    if (submission?.submittedAt) throw conflict('taskAlreadySubmitted');
  } catch (error) {
    part.file.resume();
    throw error;
  }
  const limit = task.maxFileMb * 1024 * 1024;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file) {
    size += (chunk as Buffer).length;
    if (size > limit) {
      part.file.resume();
      throw new AppError(ResponseCode.payloadTooLarge, 'fileTooLarge', { limit: task.maxFileMb, unit: 'MB' });
    }
    chunks.push(chunk as Buffer);
  }
  const bytes = Buffer.concat(chunks);
  if (bytes.length === 0) throw badRequest('fileMissing', 'file');
  const extension = await detectExtension(bytes, part.filename);
  if (!isAllowed(extension, task.fileGroups))
    throw new AppError(ResponseCode.unsupportedMediaType, 'fileTypeNotSupported');
  const url = await storage.save(bytes, extension ?? 'bin');
  return { name: part.filename.slice(0, 200), url, size: bytes.length };
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
export async function viewAnswer(db: Db, user: SessionUser, taskId: number, classId: number, studentId: number) {
  const task = await getManagedTask(db, user, taskId);
  const submission = await submissionOf(db, task.id, classId, studentId);
  if (!submission?.submittedAt) throw notFound();
  if (!submission.viewedAt) {
    await db
      .update(taskSubmissions)
      .set({ viewedAt: new Date() })
      .where(
        and(
          eq(taskSubmissions.taskId, task.id),
          eq(taskSubmissions.classId, classId),
          eq(taskSubmissions.studentId, studentId),
        ),
      );
  }
  return {
    taskId: task.id,
    studentId,
    text: submission.text,
    files: submission.files,
    submittedAt: submission.submittedAt.toISOString(),
    fullMark: task.fullMark,
    score: submission.score,
    comment: submission.comment,
  };
}

/** taskRate: a score within the full mark and a comment, for a submitted answer. */
export async function rateTask(
  db: Db,
  user: SessionUser,
  input: { taskId: number; classId: number; studentId: number; score: number; comment: string },
): Promise<null> {
  const task = await getManagedTask(db, user, input.taskId);
  if (input.score > task.fullMark) throw badRequest('scoreTooHigh', 'score', { fullMark: task.fullMark });
  const submission = await submissionOf(db, task.id, input.classId, input.studentId);
  if (!submission?.submittedAt) throw conflict('taskNotSubmitted');
  await db
    .update(taskSubmissions)
    .set({
      score: input.score,
      comment: input.comment.trim(),
      ratedAt: new Date(),
      viewedAt: submission.viewedAt ?? new Date(),
    })
    .where(
      and(
        eq(taskSubmissions.taskId, task.id),
        eq(taskSubmissions.classId, input.classId),
        eq(taskSubmissions.studentId, input.studentId),
      ),
    );
  await sendMessage(db, [input.studentId], {
    type: 'task',
    title: { cn: `任务已评分：${task.title}`, en: `Task rated: ${task.title}` },
    content: { cn: `得分 ${input.score} / ${task.fullMark}`, en: `Score ${input.score} / ${task.fullMark}` },
  });
  return null;
}
