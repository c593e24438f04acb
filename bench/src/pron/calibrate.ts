/**
 * `npm run pron:calibrate -w @lingua/bench`: fits the word score's logistic (gop.ts SCORING) on the
 * kept decodings of a run of `npm run pron` (pron-readings.json): right words of the even sentences
 * (the odd ones are held out) read by the clear voices, the red line (60) at their 4th percentile
 * and green (80) at their 12th, so about 4 % of a clear voice's right words are red. Prints the
 * constants for every word measure; which measure to use is chosen on the bench's tables.
 */
import { readFileSync } from 'node:fs';
import { MEASURES, measurePhones } from '../../../apps/server/src/modules/assistant/engines/gop';
import type { Reading } from '../../../apps/server/src/modules/assistant/engines/pronunciation';
import { READINGS_FILE } from './make-set';
import { heldOut, utterances } from './set';

/** Voices whose speech is close to the acoustic model (espeak-ng's formant speech is not). */
export const CLEAR_VOICES = ['luna', 'william', 'luca', 'eric'];
const RED_SHARE = 0.04;
const GREEN_LINE_SHARE = 0.12;

const quantile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.floor(p * (xs.length - 1))] ?? 0;

/** The logistic through (red line, 60) and (green line, 80). */
export function logisticThrough(redLine: number, greenLine: number): { centre: number; width: number } {
  const width = (greenLine - redLine) / (Math.log(4) - Math.log(1.5));
  return { centre: redLine - width * Math.log(1.5), width };
}

function main() {
  const kept: Record<string, { reading: Reading }> = JSON.parse(readFileSync(READINGS_FILE, 'utf8'));
  const training = utterances().filter(
    (u) =>
      kept[u.id] &&
      !heldOut(u) &&
      CLEAR_VOICES.includes(u.voice) &&
      ['right', 'rate', 'degraded'].includes(u.condition),
  );
  for (const [name, measure] of Object.entries(MEASURES)) {
    const values: number[] = [];
    for (const u of training) {
      const { grammar, forced, loop } = (kept[u.id] as { reading: Reading }).reading;
      const variants = new Map(grammar.map((g) => [g.index, g.variants]));
      const phones = measurePhones(forced, loop, (index, variant) => variants.get(index)?.[variant] ?? []);
      for (const index of new Set(phones.map((p) => p.index))) {
        values.push(measure(phones.filter((p) => p.index === index)));
      }
    }
    const { centre, width } = logisticThrough(quantile(values, RED_SHARE), quantile(values, GREEN_LINE_SHARE));
    process.stdout.write(
      `${name}: centre ${centre.toFixed(1)}, width ${width.toFixed(1)} (${values.length} right words of ${training.length} readings)\n`,
    );
  }
}

main();
