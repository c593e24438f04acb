/**
 * Multiple choice (10), single and multiple: stu_answer holds the chosen letters, comma-separated.
 * Multiple: any wrong option scores nothing, otherwise the share of right options chosen.
 */
import { giftEscape, giftStemWithBlank, giftUnescape, moodleText, rightWeight } from '../bank';
import { defineQuestionType } from '../entry';
import { all, choiceKeys, letters, needString, partial } from '../helpers';
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
    moodle: {
      type: 'multichoice',
      read: (q) => ({
        content: options(
          q.answers.map((a) => a.text),
          q.answers.map((a, k) => (a.fraction > 0 ? letters(k) : '')).filter(Boolean),
          !q.single,
        ),
      }),
      write: ({ content: c }) => ({
        lines: [
          `    <single>${c.multiple ? 'false' : 'true'}</single>`,
          '    <shuffleanswers>0</shuffleanswers>',
          ...c.options.map(
            (o) =>
              `    <answer fraction="${c.answer.includes(o.key) ? rightWeight(c.answer.length) : c.multiple ? -100 : 0}">${moodleText(o.text)}</answer>`,
          ),
        ],
      }),
    },
    gift: {
      // Last: a block of = and ~ answers that no other type reads.
      order: 5,
      read: (b) => {
        if (!b.answers) return null;
        const right = b.answers.map((p, i) => (p.weight > 0 ? letters(i) : '')).filter(Boolean);
        return {
          stem: giftStemWithBlank(b),
          content: options(
            b.answers.map((p) => giftUnescape(p.body)),
            right,
            right.length > 1 || b.weighted,
          ),
        };
      },
      write: ({ content: c }, { stem, feedback }) => {
        const lines = c.options.map((o) =>
          c.multiple
            ? `~%${c.answer.includes(o.key) ? rightWeight(c.answer.length) : -100}%${giftEscape(o.text)}`
            : `${c.answer.includes(o.key) ? '=' : '~'}${giftEscape(o.text)}`,
        );
        return `${stem} {\n${lines.map((o) => `  ${o}`).join('\n')}${feedback}\n}`;
      },
    },
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
