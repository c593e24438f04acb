/**
 * Makes the pronunciation evaluation set (set.ts) with the product's own synthesis engine into
 * `bench/data/pron-set` (not committed): one mp3 per utterance and `manifest.json`. Kept between
 * runs; delete the folder (or set PRON_SET_DIR elsewhere) to make it again.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AssistantEngines } from '../../../apps/server/src/modules/assistant/engines';
import { type Utterance, utterances } from './set';

export const SET_DIR =
  process.env.PRON_SET_DIR ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../../data/pron-set');

/** The decodings of the last full run (pron.ts), for rescoring and calibration. */
export const READINGS_FILE = process.env.PRON_READINGS ?? path.join(SET_DIR, '..', 'pron-readings.json');

export interface Made extends Utterance {
  file: string;
}

function degradeFilter(u: Utterance): string | null {
  if (!u.degrade) return null;
  if ('noise' in u.degrade) {
    return `anoisesrc=color=white:amplitude=${u.degrade.noise}:sample_rate=22050[n];[0:a][n]amix=inputs=2:duration=first:normalize=0[out]`;
  }
  return `[0:a]volume=${u.degrade.gainDb}dB[out]`;
}

export async function makeSet(engines: AssistantEngines, log: (line: string) => void): Promise<Made[]> {
  const manifest = path.join(SET_DIR, 'manifest.json');
  if (existsSync(manifest)) return JSON.parse(await readFile(manifest, 'utf8')) as Made[];
  await mkdir(SET_DIR, { recursive: true });
  const ffmpeg = engines.environment.paths.programs.ffmpeg;
  if (!ffmpeg) throw new Error('ffmpeg missing');
  const made: Made[] = [];
  for (const u of utterances()) {
    const file = path.join(SET_DIR, `${u.id}.mp3`);
    if (!existsSync(file)) {
      const { mp3 } = await engines.synthesis.synthesise({
        text: u.spoken,
        voiceType: u.voice,
        volume: 50,
        speechRate: u.speechRate,
      });
      const filter = degradeFilter(u);
      if (filter) {
        const clean = `${file}.clean.mp3`;
        await writeFile(clean, mp3);
        await engines.processes.run(ffmpeg, [
          '-loglevel',
          'error',
          '-y',
          '-i',
          clean,
          '-filter_complex',
          filter,
          '-map',
          '[out]',
          file,
        ]);
        await rm(clean);
      } else {
        await writeFile(file, mp3);
      }
    }
    made.push({ ...u, file });
    if (made.length % 20 === 0) log(`  made ${made.length} utterances`);
  }
  await writeFile(manifest, JSON.stringify(made, null, 1));
  return made;
}
