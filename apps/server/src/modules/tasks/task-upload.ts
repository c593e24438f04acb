/** An answer file: streamed, checked by content against the task's groups and size limit, stored. */
import { ResponseCode, type TTaskFile } from '@lingua/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../platform/database';
import { AppError, badRequest, conflict } from '../../platform/errors';
import { multipartFieldValue } from '../../platform/multipart';
import type { SessionUser } from '../../platform/request-context';
import type { FileStorage } from '../../platform/storage';
import { assertOpen, submissionOf } from './task-answer';
import { detectExtension, isAllowed } from './task-files';
import { getStudentTask } from './task-policy';

/** One answer file, multipart: the fields taskId and classId first, then the file. */
export async function uploadTaskFile(
  db: Db,
  user: SessionUser,
  req: FastifyRequest,
  storage: FileStorage,
): Promise<TTaskFile> {
  const part = await req.file({ limits: { files: 1, fileSize: 500 * 1024 * 1024 } });
  if (!part) throw badRequest('fileMissing', 'file');
  const taskId = Number(multipartFieldValue(part.fields.taskId));
  const classId = Number(multipartFieldValue(part.fields.classId));
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
