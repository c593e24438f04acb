/**
 * Voice test (tab 7) and the scorer every speaking training uses: a recording and its reference
 * text, scored 0-100 overall, accuracy, fluency, completeness and per word (English only).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  EVALUATION_LEVELS,
  EVALUATION_MAX_BYTES,
  ResponseCode,
  type TEvaluationLevel,
  type TVoiceEvaluation,
} from '@lingua/contracts';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { AppError, badRequest } from '../../platform/errors';
import { multipartFieldValue } from '../../platform/multipart';
import { Notice } from '../../platform/route';
import { withEngine } from './engine-errors';
import type { AssistantEngines } from './engines';
import { referenceWords } from './engines/pronunciation';

export const AUDIO_TYPES = [
  'audio/mpeg',
  'audio/wav',
  'audio/vnd.wave',
  'audio/x-wav',
  'audio/webm',
  'video/webm',
  'audio/ogg',
  'audio/mp4',
  'video/mp4',
];
const CORE_TYPE = /^(word|sentence|paragraph)\.eval(?:\.(cn|jp|kr|fr|de|ru|sp))?$/;

export async function evaluateUpload(
  req: FastifyRequest,
  engines: AssistantEngines,
): Promise<TVoiceEvaluation | Notice<TVoiceEvaluation>> {
  const part = await req.file({ limits: { fileSize: EVALUATION_MAX_BYTES + 1, files: 1 } });
  if (!part) throw badRequest('recordingNoVoice', 'file');
  const coreType = multipartFieldValue(part.fields.coreType) ?? '';
  const refText = (multipartFieldValue(part.fields.refText) ?? '').trim();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file) {
    size += (chunk as Buffer).length;
    if (size > EVALUATION_MAX_BYTES) {
      part.file.resume();
      throw new AppError(ResponseCode.payloadTooLarge, 'fileTooLarge', { limit: 20, unit: 'MB' });
    }
    chunks.push(chunk as Buffer);
  }
  const match = CORE_TYPE.exec(coreType);
  if (!match) throw badRequest('fieldInvalid', 'coreType');
  if (match[2]) throw badRequest('evaluationNotSupported', 'coreType');
  const level = match[1] as TEvaluationLevel;
  if (referenceWords(refText).length === 0) throw badRequest('fieldRequired', 'refText');
  const bytes = Buffer.concat(chunks);
  const type = bytes.length > 0 ? await fileTypeFromBuffer(bytes) : undefined;
  if (!type || !AUDIO_TYPES.includes(type.mime))
    throw new AppError(ResponseCode.unsupportedMediaType, 'fileTypeNotSupported');
  if (!engines.environment.tools.some((t) => t.tool === 'pronunciation' && t.available)) {
    throw new AppError(ResponseCode.serverError, 'engineMissing', { tool: 'pocketsphinx' });
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lingua-eval-'));
  try {
    const input = path.join(dir, `input.${type.ext}`);
    await writeFile(input, bytes);
    const wav = path.join(dir, 'audio.wav');
    await withEngine(() => engines.sphinx.toWav16(input, wav));
    const duration = await withEngine(() => engines.synthesis.duration(wav));
    if (!(duration >= 0.3)) throw badRequest('recordingTooShort', 'file');
    if (duration > EVALUATION_LEVELS[level].seconds + 1) {
      throw badRequest('recordingTooLong', 'file', { seconds: EVALUATION_LEVELS[level].seconds });
    }
    const score = await withEngine(() => engines.pronunciation.score(dir, refText, duration));
    const result: TVoiceEvaluation = { coreType, ...score, duration: Math.round(duration * 10) / 10 };
    return score.words.every((w) => w.score === null) ? new Notice('recordingNoVoice', result) : result;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
