/**
 * The upload speed sample: the page sends a few hundred kilobytes as a file part; the server reads
 * them into nothing, counting, and answers the bytes and its own time from first to last byte.
 */
import { SPEED_SAMPLE_MAX_BYTES, type TSpeedSample } from '@lingua/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../platform/database';
import { badRequest } from '../../platform/errors';
import { fileTooLarge } from '../../platform/multipart';
import { SPEED_LIMIT, takeCheckPlace } from './check-limits';

export async function readSpeedSample(db: Db, req: FastifyRequest, ip: string): Promise<TSpeedSample> {
  await takeCheckPlace(db, `speed:${ip}`, SPEED_LIMIT);
  const part = await req.file({ limits: { fileSize: SPEED_SAMPLE_MAX_BYTES, files: 1 } });
  if (!part) throw badRequest('fileMissing', 'file');
  let bytes = 0;
  let first = 0;
  for await (const chunk of part.file) {
    if (bytes === 0) first = performance.now();
    bytes += (chunk as Buffer).length;
  }
  if (part.file.truncated) throw fileTooLarge(SPEED_SAMPLE_MAX_BYTES);
  if (bytes === 0) throw badRequest('fileMissing', 'file');
  return { bytes, serverMs: Math.round(performance.now() - first) };
}
