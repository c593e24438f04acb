/** Speaking tests: spoken answers synthesised by flite, and the multipart call that records them. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TEnvelope, TRecording } from '@lingua/contracts';
import type { FastifyInstance } from 'fastify';

const work = mkdtempSync(path.join(os.tmpdir(), 'lingua-speaking-test-'));
let n = 0;

/** `text` spoken by flite's slt voice, as WAV bytes. */
export function spoken(text: string, voice = 'slt'): Buffer {
  const file = path.join(work, `s${++n}.wav`);
  execFileSync('flite', ['-voice', voice, '-t', text, '-o', file]);
  return readFileSync(file);
}

/** `seconds` of digital silence as WAV bytes. */
export function silence(seconds: number): Buffer {
  const file = path.join(work, `z${++n}.wav`);
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `anullsrc=r=16000:cl=mono`,
    '-t',
    String(seconds),
    file,
  ]);
  return readFileSync(file);
}

export async function record(
  app: FastifyInstance,
  token: string,
  fields: Record<string, string | number>,
  audio: Buffer,
): Promise<TEnvelope<TRecording>> {
  const boundary = '----lingua-speaking';
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="r.webm"\r\nContent-Type: audio/webm\r\n\r\n`,
    ),
    audio,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  const response = await app.inject({
    method: 'POST',
    url: '/openApi/student/speaking/record',
    payload: Buffer.concat(parts),
    headers: { token, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  return response.json() as TEnvelope<TRecording>;
}
