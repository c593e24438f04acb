/**
 * Essay correction (tab 3, brainCorrect): grammar and spelling from harper.js and nspell in a
 * worker, readability from text-readability, lexical measures computed here; the four category
 * scores and the overall score are a fixed weighting of those measures (see `scoreEssay`).
 */
import type { WorkerClient } from './worker-client';

export interface EssayIssue {
  kind: string;
  message: string;
  problem: string;
  start: number;
  end: number;
  replacements: string[];
}

export interface EssayCheck {
  issues: EssayIssue[];
  misspelled: string[];
  measures: { fleschReadingEase: number; gradeLevel: number; difficultWords: number };
}

export interface EssayMeasures {
  words: number;
  sentences: number;
  paragraphs: number;
  /** Distinct words / words, over at most the first 150 words (so length does not lower it). */
  lexicalDiversity: number;
  averageSentenceLength: number;
  sentenceLengthSpread: number;
  linkingWords: number;
  grammarErrors: number;
  spellingErrors: number;
  fleschReadingEase: number;
  gradeLevel: number;
}

export interface EssayScores {
  Content: number;
  Sentences: number;
  Structure: number;
  Words: number;
  Score: number;
}

const LINKING = [
  'however',
  'therefore',
  'moreover',
  'furthermore',
  'firstly',
  'secondly',
  'finally',
  'in addition',
  'in conclusion',
  'for example',
  'for instance',
  'on the other hand',
  'as a result',
  'because',
  'although',
  'while',
  'thus',
  'besides',
  'meanwhile',
  'to sum up',
];

export function sentencesOf(text: string): Array<{ text: string; start: number; end: number }> {
  const out: Array<{ text: string; start: number; end: number }> = [];
  for (const match of text.matchAll(/[^.!?\n]+(?:[.!?]+|$)/g)) {
    const raw = match[0];
    const trimmed = raw.trim();
    if (!/[A-Za-z]/.test(trimmed)) continue;
    const start = (match.index ?? 0) + raw.indexOf(trimmed);
    out.push({ text: trimmed, start, end: start + trimmed.length });
  }
  return out;
}

export function measureEssay(text: string, check: EssayCheck): EssayMeasures {
  const words = (text.match(/[A-Za-z]+(?:'[A-Za-z]+)?/g) ?? []).map((w) => w.toLowerCase());
  const sentences = sentencesOf(text);
  const lengths = sentences.map((s) => (s.text.match(/[A-Za-z]+(?:'[A-Za-z]+)?/g) ?? []).length);
  const average = lengths.length ? lengths.reduce((a, b) => a + b, 0) / lengths.length : 0;
  const spread = lengths.length ? Math.sqrt(lengths.reduce((a, b) => a + (b - average) ** 2, 0) / lengths.length) : 0;
  const sample = words.slice(0, 150);
  const lower = ` ${words.join(' ')} `;
  const spellingKinds = new Set(['Spelling', 'Typo']);
  const spelling = new Set([
    ...check.misspelled.map((w) => w.toLowerCase()),
    ...check.issues.filter((i) => spellingKinds.has(i.kind)).map((i) => i.problem.toLowerCase()),
  ]);
  return {
    words: words.length,
    sentences: sentences.length,
    paragraphs: text.split(/\n\s*\n|\n/).filter((p) => /[A-Za-z]/.test(p)).length,
    lexicalDiversity: sample.length ? new Set(sample).size / sample.length : 0,
    averageSentenceLength: average,
    sentenceLengthSpread: spread,
    linkingWords: LINKING.filter((l) => lower.includes(` ${l} `)).length,
    grammarErrors: check.issues.filter((i) => !spellingKinds.has(i.kind)).length,
    spellingErrors: spelling.size,
    fleschReadingEase: check.measures.fleschReadingEase,
    gradeLevel: check.measures.gradeLevel,
  };
}

const clamp = (n: number) => Math.max(0, Math.min(100, Math.round(n)));

/** The fixed weighting: every point comes from a measure above. */
export function scoreEssay(m: EssayMeasures): EssayScores {
  const per100 = (n: number) => (m.words > 0 ? (n * 100) / m.words : 0);
  // Content: enough to say something (full marks from 120 words), pitched at a sensible level.
  const lengthPart = Math.min(1, m.words / 120) * 70;
  const levelPart = m.gradeLevel >= 5 && m.gradeLevel <= 14 ? 30 : m.gradeLevel >= 3 ? 20 : 10;
  const Content = clamp(lengthPart + levelPart);
  // Sentences: grammar errors per 100 words cost most; varied, mid-length sentences earn the rest.
  const lengthFit = m.averageSentenceLength >= 8 && m.averageSentenceLength <= 25 ? 10 : 4;
  const variety = Math.min(10, m.sentenceLengthSpread * 2);
  const Sentences = clamp(80 - per100(m.grammarErrors) * 9 + lengthFit + variety);
  // Structure: paragraphs and linking words.
  const paragraphPart = m.paragraphs >= 3 ? 60 : m.paragraphs === 2 ? 50 : 35;
  const Structure = clamp(paragraphPart + Math.min(5, m.linkingWords) * 8 - (m.sentences < 3 ? 15 : 0));
  // Words: range of vocabulary, minus spelling errors per 100 words.
  const Words = clamp(40 + m.lexicalDiversity * 60 - per100(m.spellingErrors) * 10);
  const Score = clamp(Content * 0.25 + Sentences * 0.3 + Structure * 0.2 + Words * 0.25);
  return { Content, Sentences, Structure, Words, Score };
}

export class CorrectionEngine {
  constructor(private readonly worker: WorkerClient) {}

  warm(): Promise<void> {
    return this.worker.call<void>({ type: 'warm' }, 60_000);
  }

  check(text: string): Promise<EssayCheck> {
    return this.worker.call<EssayCheck>({ type: 'check', text }, 30_000);
  }

  close(): Promise<void> {
    return this.worker.stop();
  }
}
