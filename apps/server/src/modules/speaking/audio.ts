/**
 * Recordings as stored (part 1 §9): mp3, mono, 16 kHz, 16 kbps, made by ffmpeg from whatever the
 * browser recorded (webm/opus, ogg, mp4, wav). The loudest sample tells silence from a voice.
 */
import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { RECORDING } from '@lingua/contracts';
import { COPIES_DIR, type FileStorage } from '../../platform/storage';
import type { AssistantEngines } from '../assistant/engines';

export async function encodeRecording(engines: AssistantEngines, input: string, output: string): Promise<void> {
  await engines.processes.run(engines.sphinx.program('ffmpeg'), [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-i',
    input,
    '-vn',
    '-ac',
    '1',
    '-ar',
    String(RECORDING.sampleRate),
    '-codec:a',
    'libmp3lame',
    '-b:a',
    `${RECORDING.bitrateKbps}k`,
    output,
  ]);
}

/** The loudest sample in dBFS (−91 for digital silence). */
export async function loudestDb(engines: AssistantEngines, file: string): Promise<number> {
  const { stderr } = await engines.processes.run(engines.sphinx.program('ffmpeg'), [
    '-hide_banner',
    '-nostats',
    '-i',
    file,
    '-af',
    'volumedetect',
    '-f',
    'null',
    '-',
  ]);
  const match = /max_volume:\s*(-?[\d.]+|-inf) dB/.exec(stderr);
  if (!match?.[1] || match[1] === '-inf') return -91;
  return Number(match[1]);
}

/** Below this the recording holds no voice (a muted or missing microphone records about −90). */
export const SILENCE_DB = -45;

/**
 * The folder of scoring inputs: beside the stored files but a dot folder, which the static file
 * server never serves. Paths in the rows are relative to the storage root.
 */
export const SCORING_DIR = '.scoring';

/** Writes the upload as 16 kHz mono WAV for its scoring job; answers its path under the storage root. */
export async function keepScoringInput(
  engines: AssistantEngines,
  storage: FileStorage,
  input: string,
): Promise<string> {
  const name = `${randomUUID()}.wav`;
  // Made in the work folder, then stored (a rename on disk, an upload to S3).
  const made = path.join(storage.workDir, COPIES_DIR, name);
  await mkdir(path.dirname(made), { recursive: true });
  await engines.sphinx.toWav16(input, made);
  const relative = `${SCORING_DIR}/${name}`;
  await storage.put(`/files/${relative}`, { file: made });
  return relative;
}
