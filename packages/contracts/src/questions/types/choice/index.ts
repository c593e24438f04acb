/**
 * Multiple choice (10), single and multiple: stu_answer holds the chosen letters, comma-separated.
 * Multiple: any wrong option scores nothing, otherwise the share of right options chosen.
 */
import { fractionText } from '../bank';
import { defineQuestionType } from '../entry';
import { all, choiceKeys, credited, letters, needString, partial } from '../helpers';
import { choiceBank, choiceOf } from './bank';
import { type TChoiceContent, ZChoiceContent } from './content';
import { choiceMeta } from './meta';

/** An answer cell's "multiple:" (or 多选:) before the keys: a multiple choice even with one right key. */
const MULTIPLE_FLAG = /^\s*(multiple|多选)\s*[:：]\s*/i;

const options = (texts: string[], right: string[], multiple: boolean): TChoiceContent => ({
  options: texts.map((text, k) => ({ key: letters(k), text })),
  multiple,
  answer: right,
});

export const choice = defineQuestionType({
  ...choiceMeta,
  content: ZChoiceContent,
  checkShape: (c, a) => {
    const s = needString(a);
    if (s) return s;
    const keys = choiceKeys(a);
    if (!keys.every((k) => /^[A-Z]$/.test(k))) return 'stu_answer must be option letters separated by commas';
    if (!c.multiple && keys.length > 1) return 'a single choice takes one option';
    if (new Set(keys).size !== keys.length) return 'an option is chosen twice';
    return null;
  },
  grade: (c, a, fullMark) => {
    const keys = choiceKeys(a);
    const right = [...c.answer].sort().join(', ');
    // Moodle's fractions: the chosen options' fractions summed, between nothing and the full mark.
    if (c.fractions) {
      const sum = keys.reduce((t, k) => t + (c.fractions?.[k.charCodeAt(0) - 65] ?? 0), 0);
      return { ...credited([sum / 100], fullMark, right), parts: c.answer.map((k) => keys.includes(k)) };
    }
    if (!c.multiple) return all(keys[0] === c.answer[0], fullMark, right);
    // Multiple: any wrong option scores nothing; otherwise the share of right options chosen.
    if (keys.some((k) => !c.answer.includes(k)))
      return { ...partial([false], fullMark, right), parts: c.answer.map(() => false) };
    return partial(
      c.answer.map((k) => keys.includes(k)),
      fullMark,
      right,
    );
  },
  hide: (c) => ({ options: c.options, multiple: c.multiple }),
  bank: {
    ...choiceBank,
    xlsx: {
      guide: {
        cn: [
          '10 选择题',
          '选项每行一个（或用 | 分隔），答案写字母，多选如 AC；只有一个正确项的多选题写“多选: A”；单选按比例计分写“A=100|B=50”，倒扣写负数如“多选: A=50|C=50|D=-100”',
        ],
        en: [
          '10 Multiple choice',
          'One option a line (or separated by |); the answer is letters, e.g. AC for several; a multiple choice with one right option is "multiple: A"; partial credit on a single choice is "A=100|B=50", a penalty a negative share, e.g. "multiple: A=50|C=50|D=-100"',
        ],
      },
      example: [
        'Under CIF, who pays the sea freight?',
        10,
        'The buyer|The seller|The carrier',
        'B',
        'CIF 含运费，由卖方支付。',
        'CIF includes freight, paid by the seller.',
        1,
      ],
      read: ({ options: cell, answer }) => {
        const texts = cell
          .split(/\n|\|/)
          .map((o) => o.replace(/^[A-Z][.、．]\s*/, '').trim())
          .filter(Boolean);
        const flagged = MULTIPLE_FLAG.exec(answer);
        const rest = flagged ? answer.slice(flagged[0].length) : answer;
        if (/=/.test(rest)) {
          const shares = new Map<number, number>();
          for (const m of rest.toUpperCase().matchAll(/([A-Z])\s*=\s*(-?\d+(?:\.\d+)?)\s*%?/g))
            shares.set((m[1] ?? 'A').charCodeAt(0) - 65, Number(m[2]));
          const list = texts.map((text, k) => ({ text, fraction: shares.get(k) ?? 0, feedback: '' }));
          if (!list.some((o) => o.fraction > 0)) return 'a choice needs a right answer';
          // Shares without the flag are a single choice with partial credit, as in Moodle.
          return { content: choiceOf(list, flagged !== null) };
        }
        const keys = rest
          .toUpperCase()
          .replace(/[^A-Z]/g, '')
          .split('')
          .filter(Boolean);
        return { content: options(texts, keys, flagged !== null || keys.length > 1) };
      },
      write: ({ content: c }) => {
        const flag = c.multiple && (c.fractions || c.answer.length === 1) ? 'multiple: ' : '';
        const answer = c.fractions
          ? c.fractions
              .map((f, k) => (f === 0 ? '' : `${letters(k)}=${fractionText(f)}`))
              .filter(Boolean)
              .join('|')
          : c.answer.join('');
        return [c.options.map((o) => o.text).join('|'), `${flag}${answer}`];
      },
    },
  },
});
