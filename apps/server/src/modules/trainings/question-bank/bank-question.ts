/**
 * A question as the banks carry it (the seed shape) and what a parse answers: the questions it
 * kept with where each came from, and the report's rows (skipped questions and changed ones), the
 * passages (Moodle descriptions) and media files it found. Messages are English for developers;
 * the service words them in the teacher's language (service.ts `rowMessage`).
 */
import { checkQuestionContent, type TTrainingSeed } from '@lingua/contracts';

export type TBankQuestion = TTrainingSeed['questions'][number];
/** A row of the report: the question's number (block, element or sheet row) and name, and why. */
export type TBankRowError = { row: number; name?: string; message: string };
/** Where a kept question came from: its number, its name and its category ('' when none). */
export type TBankOrigin = { row: number; name: string; category: string };
/** A media file found inside the bank (Moodle XML's base64 files), stored only when the import is confirmed. */
export type TBankMedia = {
  row: number;
  name: string;
  fileName: string;
  bytes: Buffer;
  kind: 'image' | 'audio' | 'video';
  /** The extension its content shows (never its name's). */
  ext: string;
};
export type TBankParse = {
  questions: TBankQuestion[];
  /** Beside `questions`, one for each. */
  origins: TBankOrigin[];
  /** Questions skipped, each with its reason. */
  errors: TBankRowError[];
  /** Questions kept with a change the teacher should know about. */
  notes: TBankRowError[];
  /** Descriptions: reading passages of the training (sanitised HTML). */
  passages: { row: number; name: string; html: string }[];
  media: TBankMedia[];
};

export const DEFAULT_MARK = 10;

export function emptyParse(): TBankParse {
  return { questions: [], origins: [], errors: [], notes: [], passages: [], media: [] };
}

/** A question's name for the report when the file gives none: the start of its stem. */
export function nameOf(given: string, stem: string): string {
  const t = given.trim();
  if (t) return t.slice(0, 100);
  const s = stem
    .replace(/<\/?[a-z]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return s.length > 40 ? `${s.slice(0, 40)}…` : s;
}

/** Adds a parsed question after checking it against its type; a bad one becomes a skipped row. */
export function accept(out: TBankParse, origin: TBankOrigin, q: TBankQuestion, notes: string[] = []): boolean {
  const issue = checkQuestionContent(q);
  if (issue) {
    out.errors.push({ row: origin.row, name: origin.name, message: issue });
    return false;
  }
  out.questions.push(q);
  out.origins.push(origin);
  for (const message of notes) out.notes.push({ row: origin.row, name: origin.name, message });
  return true;
}

export const emptyAnalysis = { cn: '', en: '' };

export function analysisOf(text: string) {
  const t = text.trim();
  return { cn: t, en: t };
}
