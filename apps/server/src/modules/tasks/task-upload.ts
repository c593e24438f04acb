/** An answer file: streamed to disk, checked by content against the task's groups and size limit, stored. */
import type { TTaskFile } from '@lingua/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../platform/database';
import { badRequest, conflict } from '../../platform/errors';
import { MULTIPART_LIMITS, multipartFieldValue, receiveUpload } from '../../platform/multipart';
import type { SessionUser } from '../../platform/request-context';
import type { FileStorage } from '../../platform/storage';
import { assertOpen, submissionOf } from './task-answer';
import { taskFileCheck } from './task-files';
import { getStudentTask } from './task-policy';

/** One answer file, multipart: the fields taskId and classId first, then the file. */
export async function uploadTaskFile(
  db: Db,
  user: SessionUser,
  req: FastifyRequest,
  storage: FileStorage,
): Promise<TTaskFile> {
  const part = await req.file({ limits: { files: 1, fileSize: MULTIPART_LIMITS.fileSize } });
  if (!part) throw badRequest('fileMissing', 'file');
  try {
    const taskId = Number(multipartFieldValue(part.fields.taskId));
    const classId = Number(multipartFieldValue(part.fields.classId));
    if (!Number.isSafeInteger(taskId) || !Number.isSafeInteger(classId) || taskId <= 0 || classId <= 0) {
      throw badRequest('fieldRequired', 'taskId');
    }
    const task = await getStudentTask(db, user, taskId, classId);
    const submission = await submissionOf(db, task.id, classId, user.userId);
    assertOpen(task, submission?.startedAt);
    if (task.uploadRule === 'none') throw badRequest('taskNoUpload', 'file');
    if (submission?.submittedAt) throw conflict('taskAlreadySubmitted');
    const upload = await receiveUpload(part.file, storage, {
      maxBytes: task.maxFileMb * 1024 * 1024,
      content: taskFileCheck(task.fileGroups, part.filename),
    });
    const url = await upload.file.keep(upload.extension);
    return { name: part.filename.slice(0, 200), url, size: upload.file.size };
  } catch (error) {
    // Refused before the file was read: stop reading it (the rest of the request is drained).
    part.file.destroy();
    throw error;
  }
}
