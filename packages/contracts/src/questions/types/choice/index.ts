/**
 * Multiple choice (10), single and multiple: stu_answer holds the chosen letters, comma-separated.
 * Multiple: any wrong option scores nothing, otherwise the share of right options chosen.
 */
import { defineQuestionType } from '../entry';
import { all, choiceKeys, credited, letters, needString, partial } from '../helpers';
import { choiceBank } from './bank';
import { type TChoiceContent, ZChoiceContent } from './content';
import { choiceMeta } from './meta';

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
        cn: ['10 选择题', '选项每行一个（或用 | 分隔），答案写字母，多选如 AC'],
        en: ['10 Multiple choice', 'One option a line (or separated by |); the answer is letters, e.g. AC for several'],
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
        const keys = answer
          .toUpperCase()
          .replace(/[^A-Z]/g, '')
          .split('');
        return { content: options(texts, keys, keys.length > 1) };
      },
      write: ({ content: c }) => [c.options.map((o) => o.text).join('|'), c.answer.join('')],
    },
  },
});
