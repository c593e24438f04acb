/**
 * Scores one stored recording with the assistant's pronunciation engine (pocketsphinx, English):
 * against its script, or for free talk against what the recogniser heard (pronunciation and
 * fluency of the words said; the content is the teacher's to grade).
 */
import path from 'node:path';
import type { TSpeechResult } from '@lingua/contracts';
import type { AssistantEngines } from '../assistant/engines';
import { referenceWords } from '../assistant/engines/pronunciation';

export async function scoreRecording(
  engines: AssistantEngines,
  dir: string,
  file: string,
  referenceText: string | null,
): Promise<TSpeechResult> {
  const wav = path.join(dir, 'audio.wav');
  await engines.sphinx.toWav16(file, wav);
  const duration = await engines.synthesis.duration(wav);
  if (referenceText !== null) {
    const score = await engines.pronunciation.score(dir, referenceText, duration);
    return { ...score, duration: Math.round(duration * 10) / 10 };
  }
  const transcript = await engines.sphinx.transcribe(wav);
  if (referenceWords(transcript).length === 0) {
    return { overall: 0, accuracy: 0, fluency: 0, completeness: 0, duration, words: [], transcript };
  }
  const score = await engines.pronunciation.score(dir, transcript, duration);
  return { ...score, duration: Math.round(duration * 10) / 10, transcript };
}
