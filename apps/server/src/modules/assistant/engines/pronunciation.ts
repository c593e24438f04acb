/**
 * Pronunciation scoring with pocketsphinx (English only), by goodness of pronunciation (gop.ts).
 * One `pocketsphinx_batch` run decodes the recording twice: forced to the reference's phones (each
 * word any of its pronunciations, weak forms included; letter-to-sound for words the dictionary
 * lacks) and freely through a loop of every phone. Every phone is scored against the loop over its
 * own frames; a word's score comes from its phones. Completeness counts the words whose phones the
 * free loop actually heard, so a reading of another text is incomplete; fluency (pauses, rate)
 * counts only as much as was read. When the reading leaves words out and the strict grammar finds
 * no path, a second alignment with every word optional shows which words were read.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ProcessQueue } from '../../../platform/process-queue';
import { measurePhones, type PhoneMeasure, SCORING, type WordScoring, wordScore } from './gop';
import { parseHypsegFile, type Segment } from './hypseg';
import type { Lexicon } from './lexicon';
import { forcedGrammar, type GrammarWord, loopGrammar, parsePhoneToken, tokenDictionary } from './phone-grammar';
import type { Sphinx } from './sphinx';

export { parseHypseg, type Segment } from './hypseg';

export interface PhoneScore {
  /** The phone the reference expects (ARPAbet). */
  expected: string;
  /** The phone the free decoding heard in its frames (null: silence or noise). */
  heard: string | null;
  score: number;
}

export interface WordScore {
  word: string;
  /** 0-100, or null when the word was not read (shown black). */
  score: number | null;
  /** green > 80, yellow 60-80, red < 60, black unread (part 1 §9). */
  color: 'green' | 'yellow' | 'red' | 'black';
  /** The pronunciation aligned, phone by phone, with what was heard (absent when unread). */
  phones?: PhoneScore[];
}

export interface PronunciationScore {
  overall: number;
  accuracy: number;
  fluency: number;
  completeness: number;
  words: WordScore[];
  /** Seconds of audio. */
  duration: number;
}

export function colorOf(score: number | null): WordScore['color'] {
  if (score === null) return 'black';
  if (score > 80) return 'green';
  if (score >= 60) return 'yellow';
  return 'red';
}

/** Reference text → words as the dictionary spells them (lower case, apostrophes kept). */
export function referenceWords(text: string): string[] {
  return (text.toLowerCase().match(/[a-z]+(?:'[a-z]+)?/g) ?? []).slice(0, 400);
}

/**
 * A word counts as read when its GOP is not red (the free decoding found nothing better) or when
 * the free decoding heard at least this share of its phones; a wrong text's words mostly fail both.
 */
const HEARD_SHARE = 0.75;
/** 100 frames a second: a silence of 0.4 s or more inside the reading is a pause. */
const PAUSE_FRAMES = 40;
/** Phones a second below which a reading is halting (connected reading runs 10-15). */
const SLOW_RATE = 7;

const WIDE_BEAMS = ['-beam', '1e-100', '-pbeam', '1e-100', '-wbeam', '1e-80', '-maxhmmpf', '-1'];

export interface Reading {
  reference: string[];
  grammar: GrammarWord[];
  forced: Segment[];
  loop: Segment[];
  duration: number;
  /** pocketsphinx runs it took (2 when the strict alignment was lost). */
  passes?: number;
}

/** The scores of one reading from its two decodings. */
export function scoreReading(
  { reference, grammar, forced, loop, duration }: Reading,
  scoring: WordScoring = SCORING,
): PronunciationScore {
  const variantsOf = new Map(grammar.map((g) => [g.index, g.variants]));
  const measures = measurePhones(forced, loop, (index, variant) => variantsOf.get(index)?.[variant] ?? []);
  const byWord = new Map<number, PhoneMeasure[]>();
  for (const m of measures) byWord.set(m.index, [...(byWord.get(m.index) ?? []), m]);
  const heard: boolean[] = [];
  const words: WordScore[] = reference.map((word, index) => {
    const phones = byWord.get(index) ?? [];
    const frames = phones.reduce((a, p) => a + p.endFrame - p.startFrame, 0);
    heard[index] = false;
    if (phones.length === 0 || frames < 3) return { word, score: null, color: 'black' };
    const scored = phones.map((p) => ({ expected: p.phone, heard: p.heard, score: wordScore([p], scoring) }));
    const score = wordScore(phones, scoring);
    heard[index] = score >= 60 || phones.filter((p) => p.matched).length >= HEARD_SHARE * phones.length;
    return { word, score, color: colorOf(score), phones: scored };
  });
  const read = words.filter((w) => w.score !== null);
  const readWords = words.filter((w, i) => w.score !== null && (heard[i] || amidHeard(heard, i))).length;
  const completeness = reference.length ? Math.round((100 * readWords) / reference.length) : 0;
  const accuracy = read.length ? Math.round(read.reduce((a, w) => a + (w.score ?? 0), 0) / read.length) : 0;
  const fluency = read.length ? Math.round((fluencyOf(forced, measures) * completeness) / 100) : 0;
  const overall = read.length ? Math.round((0.8 * accuracy * completeness) / 100 + 0.2 * fluency) : 0;
  return { overall, accuracy, fluency, completeness, words, duration };
}

/**
 * A low word amid heard words was read, badly: it counts for completeness when all but one (and at
 * least two) of the words up to two either side were heard. A reading of another text hears a
 * word here and there by chance, rarely three in a row.
 */
export function amidHeard(heard: boolean[], index: number): boolean {
  const around = [index - 2, index - 1, index + 1, index + 2].filter((i) => i >= 0 && i < heard.length);
  const count = around.filter((i) => heard[i]).length;
  return count >= 2 && count >= around.length - 1;
}

/** Pauses inside the reading and a halting rate take fluency off (0-100, before completeness). */
function fluencyOf(forced: Segment[], measures: PhoneMeasure[]): number {
  if (measures.length === 0) return 0;
  const first = Math.min(...measures.map((m) => m.startFrame));
  const last = Math.max(...measures.map((m) => m.endFrame));
  const pauses = forced.filter(
    (s) => s.word === '<sil>' && s.startFrame > first && s.endFrame < last && s.endFrame - s.startFrame >= PAUSE_FRAMES,
  ).length;
  const rate = (measures.length * 100) / Math.max(1, last - first);
  const slow = rate < SLOW_RATE ? (SLOW_RATE - rate) * 10 : 0;
  return Math.max(0, Math.min(100, 100 - pauses * 15 - slow));
}

export class PronunciationEngine {
  constructor(
    private readonly sphinx: Sphinx,
    private readonly processes: ProcessQueue,
    private readonly lexicon: Lexicon,
  ) {}

  /** Scores `audio.wav` (16 kHz mono) in `dir` against the reference text (`timeoutMs`: long recordings). */
  async score(dir: string, referenceText: string, duration: number, timeoutMs?: number): Promise<PronunciationScore> {
    return scoreReading(await this.read(dir, referenceText, duration, timeoutMs));
  }

  /** The two decodings of `audio.wav` that `scoreReading` scores (the bench keeps them to calibrate). */
  async read(dir: string, referenceText: string, duration: number, timeoutMs?: number): Promise<Reading> {
    const reference = referenceWords(referenceText);
    const grammar: GrammarWord[] = [];
    for (const [index, word] of reference.entries()) {
      const variants = await this.lexicon.variants(word);
      if (variants.length) grammar.push({ index, variants });
    }
    if (grammar.length === 0) return { reference, grammar, forced: [], loop: [], duration };
    await writeFile(path.join(dir, 'tokens.dict'), tokenDictionary(grammar));
    await writeFile(path.join(dir, 'loop.fsg'), loopGrammar());
    await writeFile(path.join(dir, 'forced.fsg'), forcedGrammar(grammar, false));
    const first = await this.decode(dir, ['forced', 'loop'], timeoutMs);
    let forced = first.get('forced') ?? [];
    const loop = first.get('loop') ?? [];
    let passes = 1;
    const reaches = (segments: Segment[]) =>
      [grammar[0], grammar.at(-1)].every((g) => segments.some((s) => parsePhoneToken(s.word)?.index === g?.index));
    if (!reaches(forced)) {
      // A strict path lost to pruning (a very unlike reading) is found again with wide beams; a
      // reading that really leaves words out needs them optional. Both in one more run.
      await writeFile(path.join(dir, 'skippable.fsg'), forcedGrammar(grammar, true));
      const again = await this.decode(dir, ['forced', 'skippable'], timeoutMs, WIDE_BEAMS);
      const strict = again.get('forced') ?? [];
      forced = reaches(strict) ? strict : (again.get('skippable') ?? []);
      passes = 2;
    }
    return { reference, grammar, forced, loop, duration, passes };
  }

  /** One `pocketsphinx_batch` run decoding the audio once per grammar (`<name>.fsg` in dir). */
  private async decode(
    dir: string,
    grammars: string[],
    timeoutMs?: number,
    beams: string[] = [],
  ): Promise<Map<string, Segment[]>> {
    await writeFile(path.join(dir, 'ctl'), grammars.map((g) => `audio 0 -1 ${g}\n`).join(''));
    await writeFile(path.join(dir, 'fsgctl'), grammars.map((g) => `${g}.fsg\n`).join(''));
    const seg = path.join(dir, 'decoded.seg');
    await this.processes.run(
      this.sphinx.program('pocketsphinx_batch'),
      [
        '-adcin',
        'yes',
        '-cepdir',
        dir,
        '-cepext',
        '.wav',
        '-ctl',
        path.join(dir, 'ctl'),
        '-fsgdir',
        dir,
        '-fsgctl',
        path.join(dir, 'fsgctl'),
        '-dict',
        path.join(dir, 'tokens.dict'),
        '-hmm',
        path.join(this.sphinx.model, 'en-us'),
        // Every senone scored in every frame: both decodings normalised alike, so they compare.
        '-compallsen',
        'yes',
        '-topn',
        '2',
        // The mixture scores of every other frame reused for the next: half the senone work.
        '-ds',
        '2',
        '-hypseg',
        seg,
        '-logfn',
        '/dev/null',
        ...beams,
      ],
      timeoutMs ? { timeoutMs } : {},
    );
    return parseHypsegFile(await readFile(seg, 'utf8'));
  }
}
