/**
 * Goodness of pronunciation from two decodings of the same frames (Witt & Young 2000, with the
 * free phone loop as the competing model): a phone's GOP is its acoustic score in the forced
 * alignment minus the phone loop's score over the same frames, per frame. Near 0 the expected
 * phone is what the recording sounds like best; far below, something else was said.
 * All acoustic scores are pocketsphinx's, normalised per frame over every senone, so the two
 * decodings are comparable.
 */
import type { Segment } from './hypseg';
import { parseLoopToken, parsePhoneToken } from './phone-grammar';

export interface PhoneMeasure {
  /** Reference word index, pronunciation variant, phone position in it. */
  index: number;
  variant: number;
  position: number;
  phone: string;
  startFrame: number;
  endFrame: number;
  /** Per-frame forced minus loop score (≤ 0). */
  gop: number;
  /** Per-frame forced score alone (against the best senone of each frame, ≤ 0). */
  forced: number;
  /** The loop's phone covering most of these frames (null: silence or noise). */
  heard: string | null;
  /** The loop heard this phone (or a near one) within its frames. */
  matched: boolean;
}

/** Phones a learner's reading and the phone loop confuse without a wrong word: reduced vowels, voicing. */
const NEAR: ReadonlyArray<ReadonlySet<string>> = [
  new Set(['AH', 'IH', 'ER', 'UH', 'EH']),
  new Set(['IY', 'IH']),
  new Set(['UW', 'UH']),
  new Set(['AA', 'AO', 'AH']),
  new Set(['T', 'D']),
  new Set(['P', 'B']),
  new Set(['K', 'G']),
  new Set(['S', 'Z']),
  new Set(['N', 'NG', 'M']),
  new Set(['DH', 'TH']),
];
export function nearPhones(a: string, b: string): boolean {
  return a === b || NEAR.some((group) => group.has(a) && group.has(b));
}

/** Loop score of every frame (each segment's score spread evenly over its frames). */
function loopFrames(loop: Segment[], frames: number): Float64Array {
  const perFrame = new Float64Array(frames);
  for (const s of loop) {
    const n = Math.max(1, s.endFrame - s.startFrame);
    for (let f = s.startFrame; f < s.endFrame && f < frames; f++) perFrame[f] = s.ascr / n;
  }
  return perFrame;
}

const TOLERANCE = 3;

export function measurePhones(
  forced: Segment[],
  loop: Segment[],
  phonesOf: (index: number, variant: number) => string[],
): PhoneMeasure[] {
  const frames = Math.max(0, ...forced.map((s) => s.endFrame), ...loop.map((s) => s.endFrame));
  const perFrame = loopFrames(loop, frames);
  const heardPhones = loop
    .map((s) => ({ ...s, phone: parseLoopToken(s.word) }))
    .filter((s): s is Segment & { phone: string } => s.phone !== null);
  const measures: PhoneMeasure[] = [];
  for (const seg of forced) {
    const token = parsePhoneToken(seg.word);
    if (!token) continue;
    const phone = phonesOf(token.index, token.variant)[token.phone] ?? '';
    const n = Math.max(1, seg.endFrame - seg.startFrame);
    let reference = 0;
    for (let f = seg.startFrame; f < seg.endFrame; f++) reference += perFrame[f] ?? 0;
    const overlapping = heardPhones.filter(
      (h) => h.endFrame > seg.startFrame - TOLERANCE && h.startFrame < seg.endFrame + TOLERANCE,
    );
    let heard: string | null = null;
    let best = 0;
    for (const h of overlapping) {
      const overlap = Math.min(h.endFrame, seg.endFrame) - Math.max(h.startFrame, seg.startFrame);
      if (overlap > best) {
        best = overlap;
        heard = h.phone;
      }
    }
    measures.push({
      index: token.index,
      variant: token.variant,
      position: token.phone,
      phone,
      startFrame: seg.startFrame,
      endFrame: seg.endFrame,
      gop: Math.min(0, (seg.ascr - reference) / n),
      forced: Math.min(0, seg.ascr / n),
      heard,
      matched: overlapping.some((h) => nearPhones(h.phone, phone)),
    });
  }
  return measures;
}

/** How a word's phones make its score: a measure of them, mapped to 0-100 by a logistic. */
export interface WordScoring {
  measure: (phones: PhoneMeasure[]) => number;
  /** The measure scored 50, and the logistic's width. */
  centre: number;
  width: number;
}

const frames = (p: PhoneMeasure) => Math.max(1, p.endFrame - p.startFrame);

/** Word measures tried on the evaluation set (bench/src/pron, docs/operations.md). */
export const MEASURES = {
  /** The mean of the phones' GOP: each phone counts alike whatever its length. */
  meanPhoneGop: (phones: PhoneMeasure[]) => phones.reduce((a, p) => a + p.gop, 0) / Math.max(1, phones.length),
  /** The word's GOP per frame: long phones count more. */
  frameGop: (phones: PhoneMeasure[]) =>
    phones.reduce((a, p) => a + p.gop * frames(p), 0) /
    Math.max(
      1,
      phones.reduce((a, p) => a + frames(p), 0),
    ),
  /** The forced score per frame alone (no phone loop). */
  forcedPerFrame: (phones: PhoneMeasure[]) =>
    phones.reduce((a, p) => a + p.forced * frames(p), 0) /
    Math.max(
      1,
      phones.reduce((a, p) => a + frames(p), 0),
    ),
} satisfies Record<string, WordScoring['measure']>;

// Fitted by `npm run pron:calibrate -w @lingua/bench` on the right words of the clear voices in the
// even sentences of the evaluation set: 4 % of them under the red line, 12 % under green.
export const SCORING: WordScoring = { measure: MEASURES.meanPhoneGop, centre: -33.2, width: 9.1 };

/** A measure → 0-100. */
export function measureScore(value: number, scoring: WordScoring = SCORING): number {
  return Math.round(100 / (1 + Math.exp((scoring.centre - value) / scoring.width)));
}

/** A word's score (or one phone's, given alone). */
export function wordScore(phones: PhoneMeasure[], scoring: WordScoring = SCORING): number {
  if (phones.length === 0) return 0;
  return measureScore(scoring.measure(phones), scoring);
}
