/**
 * A demo student's written answer (Q&A, writing, translation) and the teacher's grade of it. The
 * answer is the question's reference answer as far as the student got: a weaker student writes the
 * first sentences or clauses only and makes the slips real learners make (LEARNER_SLIPS); the
 * teacher's score follows how much is there and how many slips, and the comment says why.
 */
import { commentBand, LEARNER_SLIPS, TRAINING_ANSWER_COMMENTS } from '@lingua/content';
import { QuestionTypeCodes, ZQaContent, ZTranslationContent, ZWritingContent } from '@lingua/contracts';
import type { Random } from './seeded-random';

export type WrittenDraft = {
  text: string;
  /** The share of the reference answer the student wrote (by characters). */
  covered: number;
  /** The teacher's notes on the slips made. */
  slipNotes: string[];
};

type Unit = { text: string; paragraph: number; before: string };

/** Words whose full stop ends no sentence. */
const ABBREVIATION = /\b(?:Art|No|Nos|Mr|Ms|Mrs|Dr|Co|Ltd|Encl|Ref|e\.g|i\.e|etc|approx)\.$/;
const CHINESE = /[\u4e00-\u9fff]/;

function sentencesOf(paragraph: string): string[] {
  const out: string[] = [];
  for (const piece of paragraph.split(/(?<=[.!?])\s+(?=["“(A-Z0-9])|(?<=[。！？])/)) {
    const last = out.at(-1);
    if (last !== undefined && ABBREVIATION.test(last)) out[out.length - 1] = `${last} ${piece}`;
    else out.push(piece);
  }
  return out.map((s) => s.trim()).filter((s) => s !== '');
}

/**
 * The answer's sentences, each with its paragraph and what stands before it (a line break, a
 * space); a one-sentence answer is cut into its clauses instead (`clauses` true).
 */
function unitsOf(reference: string): { units: Unit[]; clauses: boolean } {
  const parts = reference.trim().split(/(\n+)/);
  const units: Unit[] = [];
  for (let i = 0; i < parts.length; i += 2) {
    const breakBefore = parts[i - 1] ?? '';
    for (const [k, text] of sentencesOf(parts[i] ?? '').entries())
      units.push({ text, paragraph: i / 2, before: k === 0 ? breakBefore : CHINESE.test(text) ? '' : ' ' });
  }
  if (units.length !== 1) return { units, clauses: false };
  const clauses = (units[0]?.text ?? '').split(/(?<=[,;:，；：])\s*|\s+(?=and\s)/).filter((c) => c !== '');
  return {
    units: clauses.map((text, k) => ({ text, paragraph: 0, before: k === 0 || CHINESE.test(text) ? '' : ' ' })),
    clauses: true,
  };
}

/** The kept units as one text; a sentence cut after a clause ends as a sentence. */
function joinUnits(units: Unit[], clauses: boolean): string {
  const text = units.map((u, i) => (i === 0 ? u.text : u.before + u.text)).join('');
  if (!clauses || /[.!?。！？]$/.test(text)) return text;
  const bare = text.replace(/[,;:，；：]$/, '');
  return bare + (CHINESE.test(bare) ? '。' : '.');
}

/** Puts up to `count` slips into an English text, each where the text has its right form. */
export function withSlips(text: string, count: number, rng: Random): { text: string; notes: string[] } {
  let out = text;
  const notes: string[] = [];
  for (const slip of rng.shuffle(LEARNER_SLIPS)) {
    if (notes.length >= count) break;
    if (!out.includes(slip.right)) continue;
    out = out.replace(slip.right, slip.slip);
    notes.push(slip.note);
  }
  return { text: out, notes };
}

/** How many slips a student of this quality makes in a written answer. */
export function slipCount(quality: number, rng: Random): number {
  if (quality >= 0.8) return 0;
  if (quality >= 0.6) return rng.chance(0.5) ? 1 : 0;
  return rng.chance(0.5) ? 2 : 1;
}

/** "Yours sincerely,", "Tom Baker", "Sales Manager": a letter's closing lines, not its sentences. */
const isSignOffLine = (line: string) => line.length <= 40 && !/[.!?]$/.test(line);

/** The student's version of a reference answer, at a quality from 0 (next to nothing) to 1 (all of it). */
export function draftFrom(reference: string, quality: number, rng: Random): WrittenDraft {
  const { units, clauses } = unitsOf(reference);
  const share = Math.min(1, Math.max(0.2, quality + rng.between(-0.05, 0.15)));
  const count = Math.max(1, Math.round(share * units.length));
  // A letter keeps its sign-off (the short lines at its end): what a weaker writer leaves out is the middle.
  let signOff = units.length;
  const letter = (units.at(-1)?.paragraph ?? 0) >= 3;
  while (letter && signOff > 1 && isSignOffLine(units[signOff - 1]?.text ?? '')) signOff--;
  const kept = units.filter((_, i) => i < count || i >= signOff);
  const english = !CHINESE.test(reference);
  const slips = english
    ? withSlips(joinUnits(kept, clauses), slipCount(quality, rng), rng)
    : { text: joinUnits(kept, clauses), notes: [] };
  const length = (list: Unit[]) => list.reduce((sum, u) => sum + u.text.length, 0);
  return { text: slips.text, covered: length(kept) / Math.max(1, length(units)), slipNotes: slips.notes };
}

/** The reference answer of a written question, or null when it has none (the student then leaves it). */
export function referenceOf(subjectType: number, content: unknown): string | null {
  if (subjectType === QuestionTypeCodes.qa) return ZQaContent.parse(content).referenceAnswer ?? null;
  if (subjectType === QuestionTypeCodes.writing) return ZWritingContent.parse(content).referenceAnswer ?? null;
  if (subjectType === QuestionTypeCodes.translation) return ZTranslationContent.parse(content).referenceAnswer;
  return null;
}

/** The teacher's score (whole marks, halves under ten) and comment for a written draft. */
export function teacherGrade(
  subjectType: number,
  fullMark: number,
  draft: WrittenDraft,
  rng: Random,
): { score: number; comment: string } {
  const share = Math.min(
    1,
    Math.max(0.1, 0.3 + 0.7 * draft.covered - 0.07 * draft.slipNotes.length + rng.between(-0.06, 0.04)),
  );
  const step = fullMark >= 10 ? 1 : 0.5;
  const score = Math.min(fullMark, Math.round((share * fullMark) / step) * step);
  const kind =
    subjectType === QuestionTypeCodes.writing
      ? 'writing'
      : subjectType === QuestionTypeCodes.translation
        ? 'translation'
        : 'qa';
  const comment = rng.pick(TRAINING_ANSWER_COMMENTS[kind][commentBand(score / fullMark)]);
  return { score, comment: [comment, ...draft.slipNotes].join(' ') };
}
