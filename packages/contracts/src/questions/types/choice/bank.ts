/**
 * Multiple choice in Moodle XML (multichoice) and GIFT, fractions, per-option feedback and the
 * penalty kept. Moodle's rules: a GIFT block with an `=` answer is a single choice (its `~%n%`
 * answers partial credit); a block of `~%n%` answers only is a multiple choice.
 */
import {
  CHOICE_BLANK,
  fractionText,
  giftEscape,
  giftFeedback,
  giftStemWithLine,
  moodleText,
  rightWeight,
  type TBankFormats,
} from '../bank';
import { letters } from '../helpers';
import type { TChoiceContent } from './content';

type TOption = { text: string; fraction: number; feedback: string };

/** The content of options with Moodle fractions; `fractions` kept only when they say more than the keys do. */
export function choiceOf(list: TOption[], multiple: boolean, penalty = 0): TChoiceContent {
  const best = Math.max(...list.map((o) => o.fraction));
  const answer = multiple
    ? list.map((o, k) => (o.fraction > 0 ? letters(k) : '')).filter(Boolean)
    : [letters(list.findIndex((o) => o.fraction === best && best > 0))].filter((k) => k !== '@');
  const plain = list.every((o) => o.fraction === 0 || o.fraction === 100);
  return {
    options: list.map((o, k) => ({ key: letters(k), text: o.text })),
    multiple,
    answer,
    ...(multiple || !plain ? { fractions: list.map((o) => o.fraction) } : {}),
    ...(list.some((o) => o.feedback) ? { feedback: list.map((o) => o.feedback) } : {}),
    ...(penalty > 0 ? { penalty } : {}),
  };
}

/** Each option's fraction: as stored, else Moodle's usual weights for the right keys. */
function fractionsOf(c: TChoiceContent): number[] {
  if (c.fractions) return c.fractions;
  return c.options.map((o) =>
    c.answer.includes(o.key) ? (c.multiple ? rightWeight(c.answer.length) : 100) : c.multiple ? -100 : 0,
  );
}

export const choiceBank: TBankFormats<TChoiceContent> = {
  moodle: {
    type: 'multichoice',
    read: (q) => ({ content: choiceOf(q.answers, !q.single, q.penalty) }),
    write: ({ content: c }) => {
      const fractions = fractionsOf(c);
      return {
        lines: [
          `    <single>${c.multiple ? 'false' : 'true'}</single>`,
          '    <shuffleanswers>0</shuffleanswers>',
          ...(c.penalty !== undefined ? [`    <penalty>${c.penalty}</penalty>`] : []),
          ...c.options.map(
            (o, k) =>
              `    <answer fraction="${fractionText(fractions[k] ?? 0)}">${moodleText(o.text)}<feedback>${moodleText(c.feedback?.[k] ?? '')}</feedback></answer>`,
          ),
        ],
      };
    },
  },
  gift: {
    // Last: a block of = and ~ answers that no other type reads.
    order: 5,
    read: (b) => {
      if (!b.answers) return null;
      const multiple = !b.answers.some((p) => p.mark === '=');
      const list = b.answers.map((p) => ({ text: p.body, fraction: p.weight, feedback: p.feedback }));
      if (!list.some((o) => o.fraction > 0)) return 'a choice needs a right answer';
      return { stem: giftStemWithLine(b), content: choiceOf(list, multiple) };
    },
    write: ({ content: c }, { stem, feedback }) => {
      const fractions = fractionsOf(c);
      const lines = c.options.map((o, k) => {
        const f = fractions[k] ?? 0;
        const mark = c.multiple ? `~%${fractionText(f)}%` : f === 100 ? '=' : f === 0 ? '~' : `~%${fractionText(f)}%`;
        return `${mark}${giftEscape(o.text)}${giftFeedback(c.feedback?.[k])}`;
      });
      const block = `{\n${lines.map((o) => `  ${o}`).join('\n')}${feedback}\n}`;
      // A missing-word choice goes back inside its sentence.
      const line = giftEscape(CHOICE_BLANK);
      return stem.includes(line) ? stem.replace(line, block) : `${stem} ${block}`;
    },
  },
};
