/**
 * Pronunciation scoring with pocketsphinx (English only): forced alignment of the recording to a
 * grammar of the reference words (`pocketsphinx_batch -jsgf … -hypseg`) gives each word's
 * acoustic score and frames. When the reading leaves words out, the strict grammar finds no path;
 * a second pass with every word optional then shows which words were read (the rest are unread).
 * The per-frame acoustic score of a word maps to 0-100 through `wordScore`, whose constants were
 * calibrated on the synthesised and perturbed set of `test/fixtures/assistant/speech.ts`: right words scored
 * −5 to −18 per frame, replaced words −30 to −125. (A phone-loop normaliser and a plain decoding
 * pass were tried on the same set: the first was noisier than the raw score and the second took
 * six seconds to load its language model, so neither is used.)
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ProcessQueue } from '../../../platform/process-queue';
import type { Sphinx } from './sphinx';

export interface Segment {
  word: string;
  startFrame: number;
  endFrame: number;
  ascr: number;
}

/** pocketsphinx hypseg: `utt S sf T total A ascr L lscr (sf ascr lscr word)* ef`. */
export function parseHypseg(line: string): { utterance: string; segments: Segment[] } {
  const parts = line.trim().split(/\s+/);
  const utterance = parts[0] ?? '';
  const rest = parts.slice(9);
  const segments: Segment[] = [];
  for (let i = 0; i + 3 < rest.length; i += 4) {
    const startFrame = Number(rest[i]);
    const endFrame = Number(rest[i + 4]);
    segments.push({
      startFrame,
      ascr: Number(rest[i + 1]),
      word: String(rest[i + 3]).replace(/\(\d+\)$/, ''),
      endFrame: Number.isFinite(endFrame) ? endFrame : startFrame,
    });
  }
  return { utterance, segments };
}

export interface WordMeasure {
  word: string;
  /** Index in the reference words. */
  index: number;
  frames: number;
  startFrame: number;
  /** Acoustic score per frame in the forced alignment: about −10 for a right word, below −30 for a wrong one. */
  perFrame: number;
}

export interface WordScore {
  word: string;
  /** 0-100, or null when the word was not read (shown black). */
  score: number | null;
  /** green > 80, yellow 60-80, red < 60, black unread (part 1 §9). */
  color: 'green' | 'yellow' | 'red' | 'black';
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

// Calibration (test/fixtures/assistant/speech.ts): the logistic's middle (50 points) at −24 per frame, 4 wide.
const CENTRE = -24;
const WIDTH = 4;

export function wordScore(perFrame: number): number {
  return Math.round(100 / (1 + Math.exp((CENTRE - perFrame) / WIDTH)));
}

export function scoreWords(
  reference: string[],
  measures: WordMeasure[],
  pauses: number,
  duration: number,
): PronunciationScore {
  const byIndex = new Map(measures.map((m) => [m.index, m]));
  const words: WordScore[] = reference.map((word, index) => {
    const m = byIndex.get(index);
    if (!m || m.frames < 3) return { word, score: null, color: 'black' };
    const score = wordScore(m.perFrame);
    return { word, score, color: colorOf(score) };
  });
  const read = words.filter((w) => w.score !== null);
  const completeness = reference.length ? Math.round((100 * read.length) / reference.length) : 0;
  const accuracy = read.length ? Math.round(read.reduce((a, w) => a + (w.score ?? 0), 0) / read.length) : 0;
  const wordsPerMinute = duration > 0 ? (read.length * 60) / duration : 0;
  const pacePenalty = wordsPerMinute < 60 && reference.length > 3 ? 15 : 0;
  const fluency = read.length ? Math.max(0, Math.min(100, 100 - pauses * 15 - pacePenalty)) : 0;
  // Accuracy counts only for the words read: a reading that leaves half out cannot score well.
  const overall = read.length ? Math.round((0.8 * accuracy * completeness) / 100 + 0.2 * fluency) : 0;
  return { overall, accuracy, fluency: Math.round(fluency), completeness, words, duration };
}

export class PronunciationEngine {
  constructor(
    private readonly sphinx: Sphinx,
    private readonly processes: ProcessQueue,
  ) {}

  /** Words of the reference the acoustic dictionary knows (others cannot be aligned). */
  async knownWords(words: string[]): Promise<Set<string>> {
    const dict = await this.dictionary();
    return new Set(words.filter((w) => dict.has(w)));
  }

  private dictWords: Promise<Set<string>> | undefined;
  private dictionary(): Promise<Set<string>> {
    this.dictWords ??= readFile(path.join(this.sphinx.model, 'cmudict-en-us.dict'), 'utf8').then(
      (text) => new Set(text.split('\n').map((l) => l.split(' ')[0] ?? '')),
    );
    return this.dictWords;
  }

  private async batch(dir: string, args: string[], timeoutMs?: number): Promise<void> {
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
        '-hmm',
        path.join(this.sphinx.model, 'en-us'),
        '-logfn',
        '/dev/null',
        ...args,
      ],
      timeoutMs ? { timeoutMs } : {},
    );
  }

  private async align(dir: string, words: string[], optional: boolean, timeoutMs?: number): Promise<Segment[]> {
    const body = words.map((w) => (optional ? `[${w}]` : w)).join(' ');
    await writeFile(path.join(dir, 'reference.jsgf'), `#JSGF V1.0;\ngrammar reference;\npublic <s> = ${body};\n`);
    await this.batch(
      dir,
      [
        '-jsgf',
        path.join(dir, 'reference.jsgf'),
        '-dict',
        path.join(this.sphinx.model, 'cmudict-en-us.dict'),
        '-hypseg',
        path.join(dir, 'forced.seg'),
      ],
      timeoutMs,
    );
    return parseHypseg(await readFile(path.join(dir, 'forced.seg'), 'utf8')).segments;
  }

  /** Scores `audio.wav` (16 kHz mono) in `dir` against the reference text (`timeoutMs`: long recordings). */
  async score(dir: string, referenceText: string, duration: number, timeoutMs?: number): Promise<PronunciationScore> {
    const reference = referenceWords(referenceText);
    const known = await this.knownWords(reference);
    const aligned = reference.map((w, index) => ({ w, index })).filter((x) => known.has(x.w));
    await writeFile(path.join(dir, 'ctl'), 'audio\n');
    if (aligned.length === 0) return scoreWords(reference, [], 0, duration);
    const words = aligned.map((x) => x.w);
    let forced = await this.align(dir, words, false, timeoutMs);
    if (!forced.some((s) => s.word === words[0] || s.word === words.at(-1)))
      forced = await this.align(dir, words, true, timeoutMs);
    const measures: WordMeasure[] = [];
    let pauses = 0;
    let next = 0;
    const isWord = (w: string) => !w.startsWith('<') && !w.startsWith('[') && !w.startsWith('+') && w !== '(NULL)';
    for (const [i, seg] of forced.entries()) {
      if (!isWord(seg.word)) {
        const inside = measures.length > 0 && forced.slice(i + 1).some((s) => isWord(s.word));
        // 100 frames a second: a silence of half a second or more inside the reading is a pause.
        if (inside && seg.word === '<sil>' && seg.endFrame - seg.startFrame >= 50) pauses++;
        continue;
      }
      // Optional words the decoder skipped are passed over until this one.
      while (next < aligned.length && aligned[next]?.w !== seg.word) next++;
      const target = aligned[next];
      if (!target) break;
      next++;
      const frames = seg.endFrame - seg.startFrame;
      measures.push({
        word: seg.word,
        index: target.index,
        frames,
        startFrame: seg.startFrame,
        perFrame: frames > 0 ? seg.ascr / frames : -1000,
      });
    }
    return scoreWords(reference, measures, pauses, duration);
  }
}
