/**
 * `npm run pron -w @lingua/bench`: the pronunciation scorer on the evaluation set (pron/set.ts),
 * through the engine the voice test calls (audio → 16 kHz WAV → score). Prints, per voice and in
 * all, the red/yellow/green shares of right words, of replaced and of mispronounced words, the
 * overall score of right readings and of wrong-text readings, the share of dictionary-missing words
 * that got a score, and the CPU time per utterance (this process and its children, from
 * /proc/self/stat). Numbers, not verdicts. PRON_VOICES=luna,luca limits the voices; PRON_HELD_OUT=1
 * keeps the held-out sentences alone.
 * Each utterance's decodings and CPU are kept in `bench/data/pron-readings.json` (PRON_READINGS
 * elsewhere); PRON_RESCORE=1 scores the kept ones again without decoding them (to try a scoring
 * change, or to add voices to a run) and decodes only those missing. `npm run pron:calibrate` fits
 * the word score's logistic on the even sentences of the set; the odd ones are held out, and the
 * second table gives them alone.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createAssistantEngines } from '../../apps/server/src/modules/assistant/engines';
import {
  type Reading,
  referenceWords,
  scoreReading,
} from '../../apps/server/src/modules/assistant/engines/pronunciation';
import { wavDuration } from '../../apps/server/src/modules/assistant/engines/wav';
import { makeSet, READINGS_FILE } from './pron/make-set';
import { heldOut, VOICE_ENGINES } from './pron/set';
import { type Scored, table } from './pron/table';

const print = (line: string) => process.stdout.write(`${line}\n`);

/** CPU seconds of this process and of the children it waited for. */
function cpuSeconds(): number {
  const own = process.cpuUsage();
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ') ?? [];
  // After the command name: state is field 3, cutime 16 and cstime 17 (clock ticks, 100 a second).
  const children = (Number(fields[13]) + Number(fields[14])) / 100;
  return (own.user + own.system) / 1e6 + children;
}

async function main() {
  const engines = createAssistantEngines();
  const dictionary = new Set(
    readFileSync(path.join(engines.sphinx.model, 'cmudict-en-us.dict'), 'utf8')
      .split('\n')
      .map((l) => l.split(' ')[0]),
  );
  try {
    print('Making (or reusing) the evaluation set…');
    const onlyVoices = process.env.PRON_VOICES?.split(',');
    const set = (await makeSet(engines, print)).filter(
      (u) => (!onlyVoices || onlyVoices.includes(u.voice)) && (!process.env.PRON_HELD_OUT || heldOut(u)),
    );
    const kept: Record<string, { reading: Reading; cpu: number }> =
      process.env.PRON_RESCORE && existsSync(READINGS_FILE) ? JSON.parse(await readFile(READINGS_FILE, 'utf8')) : {};
    const work = await mkdtemp(path.join(os.tmpdir(), 'lingua-pron-bench-'));
    const scored: Scored[] = [];
    for (const [n, u] of set.entries()) {
      if (!kept[u.id]) {
        const dir = path.join(work, u.id);
        await mkdir(dir);
        const before = cpuSeconds();
        const wav = path.join(dir, 'audio.wav');
        await engines.sphinx.toWav16(u.file, wav);
        const duration = await wavDuration(wav);
        const reading = await engines.pronunciation.read(dir, u.reference, duration);
        kept[u.id] = { reading, cpu: cpuSeconds() - before };
        await rm(dir, { recursive: true, force: true });
      }
      const { reading, cpu } = kept[u.id] as { reading: Reading; cpu: number };
      const score = scoreReading(reading);
      const words = referenceWords(u.reference);
      scored.push({
        utterance: u,
        score,
        cpu,
        duration: reading.duration,
        unknown: words.map((w) => !dictionary.has(w)),
      });
      if ((n + 1) % 30 === 0) print(`  scored ${n + 1}/${set.length}`);
    }
    await rm(work, { recursive: true, force: true });
    await writeFile(READINGS_FILE, JSON.stringify(kept));
    for (const line of table(scored, VOICE_ENGINES)) print(line);
    print('\nHeld out (odd sentences, never used to calibrate):');
    for (const line of table(
      scored.filter((s) => heldOut(s.utterance)),
      VOICE_ENGINES,
    ))
      print(line);
  } finally {
    await engines.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
