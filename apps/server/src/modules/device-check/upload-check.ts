/**
 * The upload check (/uploadDome): a file is received exactly as a round receives it (checked by
 * content and size with the round's rules), then deleted; the answer says what it was, or the
 * refusal says why it would not be accepted. Nothing is kept.
 */
import { RECORDING, type TUploadCheckKind, type TUploadCheckResult, ZUploadCheckKind } from '@lingua/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../platform/database';
import { badRequest } from '../../platform/errors';
import { acceptMimeTypes } from '../../platform/file-content';
import { MULTIPART_LIMITS, multipartFieldValue, receiveUpload } from '../../platform/multipart';
import type { SessionUser } from '../../platform/request-context';
import type { FileStorage } from '../../platform/storage';
import { AUDIO_TYPES } from '../assistant/evaluation-service';
import { UPLOAD_KINDS } from '../users/upload-kinds';
import { takeCheckPlace, UPLOAD_CHECK_LIMIT } from './check-limits';

/** A round's spoken answer is received by the speaking module's rules; an attachment by work type 30. */
export const ROUND_UPLOAD_RULES: Record<TUploadCheckKind, { mimeTypes: readonly string[]; maxBytes: number }> = {
  recording: { mimeTypes: AUDIO_TYPES, maxBytes: RECORDING.maxBytes },
  attachment: UPLOAD_KINDS['30'],
};

export async function checkUpload(
  db: Db,
  req: FastifyRequest,
  storage: FileStorage,
  user: SessionUser,
): Promise<TUploadCheckResult> {
  await takeCheckPlace(db, `upload:${user.userId}`, UPLOAD_CHECK_LIMIT);
  const part = await req.file({ limits: { fileSize: MULTIPART_LIMITS.fileSize, files: 1 } });
  if (!part) throw badRequest('fileMissing', 'file');
  const kind = ZUploadCheckKind.safeParse(multipartFieldValue(part.fields.kind));
  if (!kind.success) {
    part.file.destroy();
    throw badRequest('fieldNotAnOption', 'kind');
  }
  const rules = ROUND_UPLOAD_RULES[kind.data];
  const started = performance.now();
  const upload = await receiveUpload(part.file, storage, {
    maxBytes: rules.maxBytes,
    content: acceptMimeTypes(rules.mimeTypes),
  });
  const serverMs = Math.round(performance.now() - started);
  await upload.file.discard();
  return {
    kind: kind.data,
    bytes: upload.file.size,
    extension: upload.extension,
    limitBytes: rules.maxBytes,
    serverMs,
  };
}
