/**
 * One blank's credit for a typed answer (0 to 1): the best fraction among the answers it matches.
 * Text is compared as `normalizeText` does (case forgiven unless the blank is case sensitive); with
 * wildcards a `*` inside an answer matches any run of characters, and a lone `*` matches nothing
 * (Moodle's catch-all is feedback only). A numerical blank reads the typed number, with an optional
 * unit, and accepts it within each answer's tolerance.
 */
import { normalizeText } from '../helpers';
import type { TBlank } from './content';

const escapeRegExp = (s: string) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

function comparable(s: string, caseSensitive: boolean): string {
  const n = normalizeText(s);
  if (!caseSensitive) return n;
  // normalizeText lowers case: redo its work on the original letters, keeping their case.
  return s
    .normalize('NFKC')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[\s.,;:!?'"。，；：！？]+|[\s.,;:!?'"。，；：！？]+$/g, '');
}

function textMatches(answer: string, typed: string, blank: TBlank): boolean {
  const cs = blank.caseSensitive === true;
  const a = comparable(answer, cs);
  const t = comparable(typed, cs);
  if (t === '') return false;
  if (!blank.wildcards || !a.includes('*')) return a === t;
  if (a.replace(/\*/g, '').trim() === '') return false;
  const pattern = new RegExp(`^${a.split('*').map(escapeRegExp).join('.*')}$`, cs ? 'u' : 'iu');
  return pattern.test(t);
}

/** The typed number scaled by its unit, or null when it is not a number (or the unit is unknown). */
export function typedNumber(typed: string, blank: TBlank): number | null {
  const m = /^\s*([-+]?(?:\d+(?:[.,]\d*)?|[.,]\d+)(?:e[-+]?\d+)?)\s*(.*?)\s*$/i.exec(typed.normalize('NFKC'));
  if (!m) return null;
  const n = Number((m[1] ?? '').replace(',', '.'));
  if (!Number.isFinite(n)) return null;
  const unit = (m[2] ?? '').trim();
  if (unit === '') return n;
  const known = blank.units?.find((u) => u.unit.toLowerCase() === unit.toLowerCase());
  return known ? n / known.multiplier : null;
}

export function blankCredit(blank: TBlank, typed: string): number {
  if (blank.numbers) {
    const n = typedNumber(typed, blank);
    if (n === null) return 0;
    const fits = blank.numbers.filter((x) => Math.abs(n - x.value) <= x.tolerance + 1e-9);
    return fits.length === 0 ? 0 : Math.max(...fits.map((x) => x.fraction)) / 100;
  }
  let best = 0;
  blank.accepted.forEach((answer, i) => {
    if (textMatches(answer, typed, blank)) best = Math.max(best, (blank.fractions?.[i] ?? 100) / 100);
  });
  return best;
}
