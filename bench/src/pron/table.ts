/** The pronunciation bench's table: colour shares per kind of word, overall scores, CPU, per voice. */
import type { PronunciationScore } from '../../../apps/server/src/modules/assistant/engines/pronunciation';
import type { Made } from './make-set';

export interface Scored {
  utterance: Made;
  score: PronunciationScore;
  /** CPU seconds for the whole call (conversion and scoring). */
  cpu: number;
  duration: number;
  /** Per reference word: missing from the pronunciation dictionary. */
  unknown: boolean[];
}

type Colour = 'green' | 'yellow' | 'red' | 'black';

function shares(colours: Colour[]): Record<Colour, number> & { n: number } {
  const n = colours.length || 1;
  const count = (c: Colour) => Math.round((100 * colours.filter((x) => x === c).length) / n);
  return {
    green: count('green'),
    yellow: count('yellow'),
    red: count('red'),
    black: count('black'),
    n: colours.length,
  };
}

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

/** Area under the ROC curve: how often a right reading outscores a wrong-text reading (ties half). */
export function auc(positives: number[], negatives: number[]): number {
  if (!positives.length || !negatives.length) return Number.NaN;
  let wins = 0;
  for (const p of positives) for (const q of negatives) wins += p > q ? 1 : p === q ? 0.5 : 0;
  return wins / (positives.length * negatives.length);
}

function colours(rows: Scored[], pick: (s: Scored, index: number) => boolean): Colour[] {
  return rows.flatMap((s) => s.score.words.filter((_, i) => pick(s, i)).map((w) => w.color));
}

function row(label: string, rows: Scored[]): string[] {
  const of = (c: Made['condition']) => rows.filter((s) => s.utterance.condition === c);
  const right = shares(colours(of('right'), () => true));
  const rate = shares(colours(of('rate'), () => true));
  const degraded = shares(colours(of('degraded'), () => true));
  const changed = (s: Scored, i: number) => s.utterance.changed.includes(i);
  const replaced = shares(colours(of('replaced'), changed));
  const mispronounced = shares(colours(of('mispronounced'), changed));
  const rightOverall = of('right').map((s) => s.score.overall);
  const wrongOverall = of('wrongText').map((s) => s.score.overall);
  const readings = rows.filter((s) => s.utterance.condition !== 'wrongText');
  const missing = readings.flatMap((s) => s.score.words.filter((_, i) => s.unknown[i]));
  const cpu = mean(rows.map((s) => s.cpu));
  const cpuPer5s = mean(rows.map((s) => (5 * s.cpu) / Math.max(0.5, s.duration)));
  const pct = (s: Record<Colour, number>) => `${s.red}/${s.yellow}/${s.green}${s.black ? ` (${s.black} unread)` : ''}`;
  return [
    `| ${label} | ${pct(right)} | ${rate.red} | ${degraded.red} | ${pct(replaced)} | ${pct(mispronounced)} | ` +
      `${Math.round(mean(rightOverall))} | ${Math.round(mean(wrongOverall))} (max ${Math.max(...wrongOverall, 0)}) | ` +
      `${auc(rightOverall, wrongOverall).toFixed(2)} | ${missing.filter((w) => w.score !== null).length}/${missing.length} | ` +
      `${cpu.toFixed(2)} s (${cpuPer5s.toFixed(2)} s per 5 s) |`,
  ];
}

export function table(scored: Scored[], engines: Record<string, string>): string[] {
  const voices = [...new Set(scored.map((s) => s.utterance.voice))];
  const wrong = scored.filter((s) => s.utterance.condition === 'wrongText');
  const cleanRight = scored.filter((s) => s.utterance.condition === 'right');
  return [
    '',
    `Pronunciation bench: ${scored.length} utterances (${cleanRight.length} right readings, ${wrong.length} wrong-text readings)`,
    'Shares in % as red/yellow/green; "rate" and "degraded" give the red % of right words read at 0.8x/1.2x and with noise or -20 dB.',
    '',
    '| voice | right words r/y/g | rate red | degraded red | replaced r/y/g | mispronounced r/y/g | right overall | wrong-text overall | AUC | missing words scored | CPU per utterance |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...voices.flatMap((v) =>
      row(
        `${v} (${engines[v] ?? v})`,
        scored.filter((s) => s.utterance.voice === v),
      ),
    ),
    ...row('all', scored),
  ];
}
