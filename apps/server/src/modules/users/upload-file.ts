/** /openApi/overall/upload: one file, streamed to disk, checked by content type and size for its fileWorkType. */
import { type TUploadResponse, ZFileWorkType } from '@lingua/contracts';
import type { FastifyRequest } from 'fastify';
import { badRequest, forbidden } from '../../platform/errors';
import { acceptMimeTypes } from '../../platform/file-content';
import { MULTIPART_LIMITS, multipartFieldValue, receiveUpload } from '../../platform/multipart';
import { can } from '../../platform/policy';
import type { SessionUser } from '../../platform/request-context';
import type { FileStorage } from '../../platform/storage';
import { UPLOAD_KINDS } from './upload-kinds';

export async function uploadFile(
  req: FastifyRequest,
  storage: FileStorage,
  user: SessionUser,
): Promise<TUploadResponse> {
  const query = req.query as Record<string, string | undefined>;
  const part = await req.file({ limits: { fileSize: MULTIPART_LIMITS.fileSize, files: 1 } });
  if (!part) throw badRequest('fileMissing', 'file');
  const workType = ZFileWorkType.safeParse(multipartFieldValue(part.fields.fileWorkType) ?? query.fileWorkType);
  if (!workType.success) {
    part.file.destroy();
    throw badRequest('fieldInvalid', 'fileWorkType');
  }
  const kind = UPLOAD_KINDS[workType.data];
  if (kind.staffOnly && !can(user, 'staff')) {
    part.file.destroy();
    throw forbidden();
  }
  const upload = await receiveUpload(part.file, storage, {
    maxBytes: kind.maxBytes,
    content: acceptMimeTypes(kind.mimeTypes),
  });
  return { filePath: await upload.file.keep(upload.extension) };
}
