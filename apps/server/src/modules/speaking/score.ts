/**
 * Scores one stored recording with the assistant's pronunciation engine (pocketsphinx, English):
 * against its script, or for free talk against what the recogniser heard (pronunciation and
 * fluency of the words said; the content is the teacher's to grade).
 */
import path from 'node:path';
import type { TSpeechResult } from '@lingua/contracts';
import type { AssistantEngines } from '../assistant/engines';
import { referenceWords } from '../assistant/engines/pronunciation';
import { wavDuration } from '../assistant/engines/wav';

/**
 * Time an engine run may take for a recording: a minute, or two seconds per second of audio for
 * long talks (up to the 900-second circle), so a long speech is not killed by the request limit.
 */
export function engineTimeoutMs(durationSeconds: number): number {
  return Math.max(60_000, Math.ceil(durationSeconds * 2000));
}

export async function scoreRecording(
  engines: AssistantEngines,
  dir: string,
  file: string,
  referenceText: string | null,
): Promise<TSpeechResult> {
  const wav = path.join(dir, 'audio.wav');
  await engines.sphinx.toWav16(file, wav);
  const duration = await wavDuration(wav);
  const timeoutMs = engineTimeoutMs(duration);
  if (referenceText !== null) {
    const score = await engines.pronunciation.score(dir, referenceText, duration, timeoutMs);
    return { ...score, duration: Math.round(duration * 10) / 10 };
  }
  const transcript = await engines.sphinx.transcribe(wav, timeoutMs);
  if (referenceWords(transcript).length === 0) {
    return { overall: 0, accuracy: 0, fluency: 0, completeness: 0, duration, words: [], transcript };
  }
  const score = await engines.pronunciation.score(dir, transcript, duration, timeoutMs);
  return { ...score, duration: Math.round(duration * 10) / 10, transcript };
}
