/**
 * The helpers every question type shares: text comparison, partial credit, answer shapes and the
 * answered rules of part 1 §5. Imports no entry (the entries import it): no loop.
 */
import type { TQuestionAnswer } from '../answer';
import { stripMarkup } from '../markup';
import type { TAutoGrade, TRightFlag, TTeacherGradeNeeded } from './entry';

/** Comparison form of a typed word or phrase: width-folded, lower case, single spaces, no end punctuation. */
export function normalizeText(s: string): string {
  return stripMarkup(s)
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[\s.,;:!?'"。，；：！？]+|[\s.,;:!?'"。，；：！？]+$/g, '');
}

export function words(s: string): string[] {
  return normalizeText(s)
    .replace(/[^\p{L}\p{N}'\s-]/gu, ' ')
    .split(/\s+/)
    .filter((w) => w !== '');
}

export function lcs(a: string[], b: string[]): number {
  const row = new Array<number>(b.length + 1).fill(0);
  for (const x of a) {
    let prev = 0;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j] ?? 0;
      row[j] = x === b[j - 1] ? prev + 1 : Math.max(row[j] ?? 0, row[j - 1] ?? 0);
      prev = tmp;
    }
  }
  return row[b.length] ?? 0;
}

export function round(n: number): number {
  return Math.round(n * 100) / 100;
}

export function partial(parts: boolean[], fullMark: number, right_answer: string): TAutoGrade {
  const right = parts.filter(Boolean).length;
  const flag: TRightFlag = parts.length > 0 && right === parts.length ? 1 : right === 0 ? 0 : 2;
  return {
    mode: 'auto',
    score: parts.length === 0 ? 0 : round((fullMark * right) / parts.length),
    right_flag: flag,
    right_answer,
    parts,
  };
}

/** Graded by a credit per part (0 to 1, from fractions): the score is their mean share of the mark. */
export function credited(credits: number[], fullMark: number, right_answer: string): TAutoGrade {
  const clamped = credits.map((c) => Math.min(1, Math.max(0, c)));
  const total = clamped.reduce((a, b) => a + b, 0);
  const score = clamped.length === 0 ? 0 : round((fullMark * total) / clamped.length);
  const flag: TRightFlag = score >= fullMark && clamped.length > 0 ? 1 : score <= 0 ? 0 : 2;
  return { mode: 'auto', score, right_flag: flag, right_answer, parts: clamped.map((c) => c >= 1) };
}

export function all(ok: boolean, fullMark: number, right_answer: string): TAutoGrade {
  return { mode: 'auto', score: ok ? fullMark : 0, right_flag: ok ? 1 : 0, right_answer, parts: [ok] };
}

export function entries(answer: TQuestionAnswer): { stu_answer: string; linkItem?: string }[] {
  return Array.isArray(answer.stu_answer) ? answer.stu_answer : [];
}

export function needString(answer: TQuestionAnswer): string | null {
  return Array.isArray(answer.stu_answer) ? 'stu_answer must be text' : null;
}

export function needList(answer: TQuestionAnswer, max: number): string | null {
  if (answer.stu_answer === undefined) return null;
  if (!Array.isArray(answer.stu_answer)) return 'stu_answer must be a list';
  if (answer.stu_answer.length > max) return `stu_answer has more than ${max} entries`;
  return null;
}

export const letters = (n: number) => String.fromCharCode(65 + n);

export function teacher(right_answer: string): TTeacherGradeNeeded {
  return { mode: 'teacher', right_answer };
}

export function choiceKeys(answer: TQuestionAnswer): string[] {
  const s = typeof answer.stu_answer === 'string' ? answer.stu_answer.replace(/\s/g, '') : '';
  return s === '' ? [] : s.split(',');
}

/** A recording url that is given but is not a file this server stored. */
export const notStored = (url: string | undefined) =>
  url !== undefined && url !== '' && !/^\/files\/[\w./-]+$/.test(url);

function filled(s: string | undefined): boolean {
  return s !== undefined && s.trim() !== '';
}

/** Answered rules (part 1 §5). Typed or chosen: a non-empty stu_answer, or a list entry with an answer. */
export function textAnswered(answer: TQuestionAnswer): boolean {
  const a = answer.stu_answer;
  if (Array.isArray(a)) return a.some((e) => filled(e.stu_answer));
  return filled(a);
}

/** Linked (matching): an entry with a linkItem. */
export function linkAnswered(answer: TQuestionAnswer): boolean {
  const a = answer.stu_answer;
  return Array.isArray(a) && a.some((e) => filled(e.linkItem));
}

/** Placed (drag and drop): a deletable item in resource_subject_content_list. */
export function placedAnswered(answer: TQuestionAnswer): boolean {
  return (answer.resource_subject_content_list ?? []).some((item) => item.canDelete);
}

/** Assembled (jumbled sentence): a result. */
export function resultAnswered(answer: TQuestionAnswer): boolean {
  return filled(answer.result);
}

/** Spoken: a recording url. */
export function recordingAnswered(answer: TQuestionAnswer): boolean {
  return filled(answer.user_oral_url);
}
