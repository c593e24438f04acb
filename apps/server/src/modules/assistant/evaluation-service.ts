/**
 * Voice test (tab 7) and the scorer every speaking training uses: a recording and its reference
 * text, scored 0-100 overall, accuracy, fluency, completeness and per word (English only).
 */
import { mkdtemp, rm } from 'node:fs/promises';
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
import { AppError, badRequest } from '../../platform/errors';
import { acceptMimeTypes } from '../../platform/file-content';
import { multipartFieldValue, receiveUpload } from '../../platform/multipart';
import { Notice } from '../../platform/route';
import type { FileStorage } from '../../platform/storage';
import { withEngine } from './engine-errors';
import type { AssistantEngines } from './engines';
import { referenceWords } from './engines/pronunciation';
import { wavDuration } from './engines/wav';

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
  storage: FileStorage,
  engines: AssistantEngines,
): Promise<TVoiceEvaluation | Notice<TVoiceEvaluation>> {
  const part = await req.file({ limits: { fileSize: EVALUATION_MAX_BYTES + 1, files: 1 } });
  if (!part) throw badRequest('recordingNoVoice', 'file');
  const coreType = multipartFieldValue(part.fields.coreType) ?? '';
  const refText = (multipartFieldValue(part.fields.refText) ?? '').trim();
  let level: TEvaluationLevel;
  try {
    const match = CORE_TYPE.exec(coreType);
    if (!match) throw badRequest('fieldInvalid', 'coreType');
    if (match[2]) throw badRequest('evaluationNotSupported', 'coreType');
    level = match[1] as TEvaluationLevel;
    if (referenceWords(refText).length === 0) throw badRequest('fieldRequired', 'refText');
  } catch (error) {
    part.file.destroy();
    throw error;
  }
  const upload = await receiveUpload(part.file, storage, {
    maxBytes: EVALUATION_MAX_BYTES,
    content: acceptMimeTypes(AUDIO_TYPES),
    empty: new AppError(ResponseCode.unsupportedMediaType, 'fileTypeNotSupported'),
  });
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lingua-eval-'));
  try {
    if (!engines.environment.tools.some((t) => t.tool === 'pronunciation' && t.available)) {
      throw new AppError(ResponseCode.serverError, 'engineMissing', { tool: 'pocketsphinx' });
    }
    const wav = path.join(dir, 'audio.wav');
    await withEngine(() => engines.sphinx.toWav16(upload.file.path, wav));
    const duration = await wavDuration(wav);
    if (!(duration >= 0.3)) throw badRequest('recordingTooShort', 'file');
    if (duration > EVALUATION_LEVELS[level].seconds + 1) {
      throw badRequest('recordingTooLong', 'file', { seconds: EVALUATION_LEVELS[level].seconds });
    }
    const score = await withEngine(() => engines.pronunciation.score(dir, refText, duration));
    const result: TVoiceEvaluation = { coreType, ...score, duration: Math.round(duration * 10) / 10 };
    return score.words.every((w) => w.score === null) ? new Notice('recordingNoVoice', result) : result;
  } finally {
    await upload.file.discard();
    await rm(dir, { recursive: true, force: true });
  }
}
