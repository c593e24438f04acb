/**
 * Fill-in-blank in Moodle XML and GIFT: Moodle's short answer (a blank with its answers, fractions,
 * feedback, case sensitivity and `*` wildcards) and numerical question (numbers with tolerance and
 * units) are both a fill-in-blank with one blank. The `*` catch-all is feedback only: it never
 * becomes an accepted answer.
 */
import { stripMarkup } from '../../markup';
import {
  fractionText,
  giftEscape,
  giftFeedback,
  giftStemWithBlank,
  moodleText,
  type TBankFormats,
  type TBankRead,
} from '../bank';
import type { TBlank, TFillBlankContent } from './content';

type TAnswer = { text: string; fraction: number; feedback: string };

/** Moodle's blank in a short answer's text: a run of underscores. */
const LINE = /_{3,}/;

/** One blank from Moodle's answers; a lone `*` becomes the feedback for anything else. */
export function blankOf(answers: TAnswer[], caseSensitive = false): { blank: TBlank; notes: string[] } | string {
  const notes: string[] = [];
  const catchAll = answers.find((a) => a.text.trim() === '*');
  if (catchAll && catchAll.fraction > 0) notes.push('the * catch-all answer gives no credit here');
  const kept = answers.filter((a) => a.text.trim() !== '*' && a.fraction > 0);
  if (kept.length === 0) return 'a short answer needs a right answer';
  const plain = kept.every((a) => a.fraction === 100);
  return {
    notes,
    blank: {
      accepted: kept.map((a) => a.text),
      ...(plain ? {} : { fractions: kept.map((a) => a.fraction) }),
      ...(kept.some((a) => a.feedback) ? { feedback: kept.map((a) => a.feedback) } : {}),
      ...(caseSensitive ? { caseSensitive } : {}),
      ...(kept.some((a) => a.text.includes('*')) ? { wildcards: true } : {}),
      ...(catchAll?.feedback ? { otherFeedback: catchAll.feedback } : {}),
    },
  };
}

/** A numerical blank from numbers with tolerances; its accepted text is the best number. */
export function numericBlankOf(
  numbers: { value: number; tolerance: number; fraction: number; feedback: string }[],
  units: { unit: string; multiplier: number }[] = [],
): TBlank | string {
  const kept = numbers.filter((n) => n.fraction > 0);
  if (kept.length === 0 || kept.some((n) => !Number.isFinite(n.value)))
    return 'a numerical question needs a right number';
  const best = [...kept].sort((a, b) => b.fraction - a.fraction)[0];
  return {
    accepted: [String(best?.value)],
    numbers: kept.map((n) => ({
      value: n.value,
      tolerance: n.tolerance,
      fraction: n.fraction,
      ...(n.feedback ? { feedback: n.feedback } : {}),
    })),
    ...(units.length ? { units } : {}),
  };
}

/** GIFT numerical answers: `3.14:0.01`, `1..5`, `=%50%3:1#feedback` (after the leading #). */
function giftNumbers(inner: string): { value: number; tolerance: number; fraction: number; feedback: string }[] {
  const parts = inner.includes('=') ? inner.split(/(?<!\\)=/).filter((p) => p.trim() !== '') : [inner];
  return parts.map((part) => {
    let body = part.trim();
    let fraction = 100;
    const w = /^%(-?\d+(?:\.\d+)?)%/.exec(body);
    if (w) {
      fraction = Number(w[1]);
      body = body.slice(w[0].length);
    }
    const hash = body.indexOf('#');
    const feedback = hash >= 0 ? body.slice(hash + 1).trim() : '';
    if (hash >= 0) body = body.slice(0, hash);
    const range = /^\s*(-?[\d.]+)\s*\.\.\s*(-?[\d.]+)\s*$/.exec(body);
    if (range) {
      const lo = Number(range[1]);
      const hi = Number(range[2]);
      return { value: (lo + hi) / 2, tolerance: Math.abs(hi - lo) / 2, fraction, feedback };
    }
    const [value = '', tolerance = '0'] = body.split(':');
    return { value: Number(value.trim()), tolerance: Number(tolerance.trim() || 0), fraction, feedback };
  });
}

const withNotes = (stem: string, got: ReturnType<typeof blankOf>): TBankRead =>
  typeof got === 'string' ? got : { stem, content: { blanks: [got.blank] }, notes: got.notes };

export const fillBlankBank: TBankFormats<TFillBlankContent> = {
  moodle: {
    type: 'shortanswer',
    reads: ['shortanswer', 'numerical'],
    read: (q, type) => {
      const stem = LINE.test(q.stem)
        ? q.stem.replace(LINE, '{{1}}')
        : q.stem.includes('{{1}}')
          ? q.stem
          : `${q.stem} {{1}}`;
      if (type === 'numerical') {
        const blank = numericBlankOf(
          q.answers.map((a) => ({
            value: Number(a.text),
            tolerance: a.tolerance,
            fraction: a.fraction,
            feedback: a.feedback,
          })),
          q.units,
        );
        return typeof blank === 'string' ? blank : { stem, content: { blanks: [blank] } };
      }
      return withNotes(stem, blankOf(q.answers, q.usecase));
    },
    write: (q) => {
      const b = q.content.blanks[0];
      if (q.content.blanks.length !== 1 || !b || q.content.wordBank) return null;
      const stem = stripMarkup(q.stem).replace('{{1}}', '_____');
      const penalty = q.content.penalty !== undefined ? [`    <penalty>${q.content.penalty}</penalty>`] : [];
      if (b.numbers)
        return {
          type: 'numerical',
          stem,
          lines: [
            ...penalty,
            ...b.numbers.map(
              (n) =>
                `    <answer fraction="${fractionText(n.fraction)}">${moodleText(String(n.value))}<tolerance>${n.tolerance}</tolerance><feedback>${moodleText(n.feedback ?? '')}</feedback></answer>`,
            ),
            ...(b.units?.length
              ? [
                  '    <units>',
                  ...b.units.map(
                    (u) =>
                      `      <unit><multiplier>${u.multiplier}</multiplier><unit_name>${u.unit}</unit_name></unit>`,
                  ),
                  '    </units>',
                ]
              : []),
          ],
        };
      return {
        stem,
        lines: [
          `    <usecase>${b.caseSensitive ? 1 : 0}</usecase>`,
          ...penalty,
          ...b.accepted.map(
            (a, i) =>
              `    <answer fraction="${fractionText(b.fractions?.[i] ?? 100)}">${moodleText(a)}<feedback>${moodleText(b.feedback?.[i] ?? '')}</feedback></answer>`,
          ),
          ...(b.otherFeedback !== undefined
            ? [
                `    <answer fraction="0">${moodleText('*')}<feedback>${moodleText(b.otherFeedback)}</feedback></answer>`,
              ]
            : []),
        ],
      };
    },
  },
  gift: {
    // After matching: every answer marked = and none a pair, or a numerical block.
    order: 4,
    read: (b) => {
      const stem = giftStemWithBlank(b);
      const blanked = stem.includes('{{1}}') ? stem : `${b.before} {{1}}`;
      if (b.numerical !== null) {
        const blank = numericBlankOf(giftNumbers(b.numerical));
        return typeof blank === 'string' ? blank : { stem: blanked, content: { blanks: [blank] } };
      }
      if (!b.answers?.every((p) => p.mark === '=')) return null;
      return withNotes(
        blanked,
        blankOf(b.answers.map((p) => ({ text: p.body, fraction: p.weight, feedback: p.feedback }))),
      );
    },
    write: ({ content: c }, { stem, feedback }) => {
      const b = c.blanks[0];
      if (c.blanks.length !== 1 || !b || c.wordBank) return null;
      const weight = (f: number | undefined) => (f === undefined || f === 100 ? '' : `%${fractionText(f)}%`);
      const answers = b.numbers
        ? `#${b.numbers.map((n) => `=${weight(n.fraction)}${n.value}:${n.tolerance}${giftFeedback(n.feedback)}`).join(' ')}`
        : [
            ...b.accepted.map((a, i) => `=${weight(b.fractions?.[i])}${giftEscape(a)}${giftFeedback(b.feedback?.[i])}`),
            ...(b.otherFeedback !== undefined ? [`=%0%*${giftFeedback(b.otherFeedback)}`] : []),
          ].join(' ');
      const block = `{${answers}${feedback}}`;
      return stem.includes('\\{\\{1\\}\\}') ? stem.replace('\\{\\{1\\}\\}', block) : `${stem} ${block}`;
    },
  },
};
