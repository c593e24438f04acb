/** /openApi/overall/upload: one file, checked by content type and size for its fileWorkType. */
import { ResponseCode, type TUploadResponse, ZFileWorkType } from '@lingua/contracts';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { AppError, badRequest, forbidden } from '../../platform/errors';
import { multipartFieldValue } from '../../platform/multipart';
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
  const part = await req.file({ limits: { fileSize: 500 * 1024 * 1024, files: 1 } });
  if (!part) throw badRequest('fileMissing', 'file');
  const workType = ZFileWorkType.safeParse(multipartFieldValue(part.fields.fileWorkType) ?? query.fileWorkType);
  if (!workType.success) {
    part.file.resume();
    throw badRequest('fieldInvalid', 'fileWorkType');
  }
  const kind = UPLOAD_KINDS[workType.data];
  if (kind.staffOnly && !can(user, 'staff')) {
    part.file.resume();
    throw forbidden();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file) {
    size += (chunk as Buffer).length;
    if (size > kind.maxBytes) {
      part.file.resume();
      throw new AppError(ResponseCode.payloadTooLarge, 'fileTooLarge', kind.limitLabel);
    }
    chunks.push(chunk as Buffer);
  }
  const bytes = Buffer.concat(chunks);
  if (bytes.length === 0) throw badRequest('fileMissing', 'file');
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !kind.mimeTypes.includes(detected.mime)) {
    throw new AppError(ResponseCode.unsupportedMediaType, 'fileTypeNotSupported');
  }
  return { filePath: await storage.save(bytes, detected.ext) };
}
