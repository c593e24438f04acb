/**
 * An uploaded spreadsheet (multipart: text fields first, then the one file): the bytes, capped
 * before the reader sees them, and an xlsx by its content whatever its name says (an xlsx is a zip
 * whose parts say spreadsheet). Every import of a workbook reads its upload through this.
 */
import { ResponseCode } from '@lingua/contracts';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { AppError, badRequest } from '../errors';
import type { MessageKey } from '../messages';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface UploadedXlsx {
  bytes: Buffer;
  /** A text field sent before the file, or undefined. */
  field(name: string): unknown;
}

export async function readUploadedXlsx(
  req: FastifyRequest,
  options: { maxMb: number; notXlsxKey: MessageKey },
): Promise<UploadedXlsx> {
  const maxBytes = options.maxMb * 1024 * 1024;
  const part = await req.file({ limits: { fileSize: maxBytes + 1, files: 1 } });
  if (!part) throw badRequest('fileMissing', 'file');
  const tooLarge = () =>
    new AppError(ResponseCode.payloadTooLarge, 'fileTooLarge', { limit: options.maxMb, unit: 'MB' });
  const bytes = await part.toBuffer().catch(() => {
    throw tooLarge();
  });
  if (bytes.length > maxBytes) throw tooLarge();
  if ((await fileTypeFromBuffer(bytes))?.mime !== XLSX_MIME) throw badRequest(options.notXlsxKey, 'file');
  return {
    bytes,
    field: (name) => {
      const value = part.fields[name];
      return value && !Array.isArray(value) && 'value' in value ? value.value : undefined;
    },
  };
}
