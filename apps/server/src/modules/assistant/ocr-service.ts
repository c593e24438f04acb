/**
 * /ai/imageFileToWords: one image (jpeg or png by content: pjp, jpg, pjpeg, jpeg, jfif, png),
 * at most 10 MB and 4096 px on its longest side, recognised as Chinese and English text.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { OCR_LIMITS, ResponseCode } from '@lingua/contracts';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { AppError, badRequest } from '../../platform/errors';
import type { ProcessQueue } from '../../platform/process-queue';
import { withEngine } from './engine-errors';
import type { EngineEnvironment } from './engines/detect';
import type { OcrEngine } from './engines/ocr';

/** Width and height through ffprobe (a child process, like every engine program). */
export async function imageSize(
  environment: EngineEnvironment,
  processes: ProcessQueue,
  bytes: Buffer,
  ext: string,
): Promise<{ width: number; height: number }> {
  const ffprobe = environment.paths.programs.ffprobe;
  if (!ffprobe) throw new AppError(ResponseCode.serverError, 'engineMissing', { tool: 'ffprobe' });
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lingua-img-'));
  try {
    const file = path.join(dir, `image.${ext}`);
    await writeFile(file, bytes);
    const { stdout } = await processes.run(ffprobe, [
      '-v',
      'error',
      '-select_streams',
      'v:0',
      '-show_entries',
      'stream=width,height',
      '-of',
      'csv=p=0:s=x',
      file,
    ]);
    const [width, height] = stdout.toString().trim().split('x').map(Number);
    if (!width || !height) throw new AppError(ResponseCode.unsupportedMediaType, 'fileTypeNotSupported');
    return { width, height };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export async function recogniseUpload(
  req: FastifyRequest,
  environment: EngineEnvironment,
  processes: ProcessQueue,
  ocr: OcrEngine,
): Promise<{ content: string }> {
  const part = await req.file({ limits: { fileSize: OCR_LIMITS.maxBytes + 1, files: 1 } });
  if (!part) throw badRequest('ocrNoFile', 'file');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file) {
    size += (chunk as Buffer).length;
    if (size > OCR_LIMITS.maxBytes) {
      part.file.resume();
      throw new AppError(ResponseCode.payloadTooLarge, 'ocrImageTooLarge');
    }
    chunks.push(chunk as Buffer);
  }
  const bytes = Buffer.concat(chunks);
  if (bytes.length === 0) throw badRequest('ocrNoFile', 'file');
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !['image/jpeg', 'image/png'].includes(type.mime)) {
    throw new AppError(ResponseCode.unsupportedMediaType, 'fileTypeNotSupported');
  }
  if (!ocr.available) throw new AppError(ResponseCode.serverError, 'engineMissing', { tool: 'OCR' });
  const { width, height } = await withEngine(() => imageSize(environment, processes, bytes, type.ext));
  if (Math.max(width, height) > OCR_LIMITS.maxSide) throw badRequest('ocrImageTooWide', 'file');
  return { content: await withEngine(() => ocr.recognise(bytes)) };
}
