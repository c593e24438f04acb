/**
 * /ai/imageFileToWords: one image (jpeg or png by content: pjp, jpg, pjpeg, jpeg, jfif, png),
 * at most 10 MB and 4096 px on its longest side, recognised as Chinese and English text.
 */
import { readFile } from 'node:fs/promises';
import { OCR_LIMITS, ResponseCode } from '@lingua/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../platform/errors';
import { acceptMimeTypes } from '../../platform/file-content';
import { receiveUpload } from '../../platform/multipart';
import type { ProcessQueue } from '../../platform/process-queue';
import type { FileStorage } from '../../platform/storage';
import { withEngine } from './engine-errors';
import type { EngineEnvironment } from './engines/detect';
import type { OcrEngine } from './engines/ocr';

/** Width and height of an image file through ffprobe (a child process, like every engine program). */
export async function imageSize(
  environment: EngineEnvironment,
  processes: ProcessQueue,
  file: string,
): Promise<{ width: number; height: number }> {
  const ffprobe = environment.paths.programs.ffprobe;
  if (!ffprobe) throw new AppError(ResponseCode.serverError, 'engineMissing', { tool: 'ffprobe' });
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
}

export async function recogniseUpload(
  req: FastifyRequest,
  storage: FileStorage,
  environment: EngineEnvironment,
  processes: ProcessQueue,
  ocr: OcrEngine,
): Promise<{ content: string }> {
  const part = await req.file({ limits: { fileSize: OCR_LIMITS.maxBytes + 1, files: 1 } });
  if (!part) throw badRequest('ocrNoFile', 'file');
  const upload = await receiveUpload(part.file, storage, {
    maxBytes: OCR_LIMITS.maxBytes,
    content: acceptMimeTypes(['image/jpeg', 'image/png']),
    tooLarge: new AppError(ResponseCode.payloadTooLarge, 'ocrImageTooLarge'),
    empty: badRequest('ocrNoFile', 'file'),
  });
  try {
    if (!ocr.available) throw new AppError(ResponseCode.serverError, 'engineMissing', { tool: 'OCR' });
    const { width, height } = await withEngine(() => imageSize(environment, processes, upload.file.path));
    if (Math.max(width, height) > OCR_LIMITS.maxSide) throw badRequest('ocrImageTooWide', 'file');
    // At most 10 MB, and the engine takes the image in memory.
    return { content: await withEngine(async () => ocr.recognise(await readFile(upload.file.path))) };
  } finally {
    await upload.file.discard();
  }
}
