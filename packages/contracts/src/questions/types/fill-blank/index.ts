/**
 * Fill-in-blank and gap-filling (12): stu_answer is a list, one entry per blank, graded per blank
 * with case, width, spacing and end punctuation forgiven.
 */
import { defineQuestionType } from '../entry';
import { credited, entries, needList } from '../helpers';
import { fillBlankBank } from './bank';
import { blankCredit } from './blank-credit';
import type { TBlank } from './content';
import { ZFillBlankContent } from './content';
import { fillBlankMeta } from './meta';

/** A blank's right answer as the report shows it: the best answer (a number with its tolerance). */
function rightOf(b: TBlank): string {
  const n = b.numbers ? [...b.numbers].sort((x, y) => y.fraction - x.fraction)[0] : undefined;
  if (n) return n.tolerance > 0 ? `${n.value} ± ${n.tolerance}` : `${n.value}`;
  const best = Math.max(...b.accepted.map((_x, i) => b.fractions?.[i] ?? 100));
  return b.accepted.find((_x, i) => (b.fractions?.[i] ?? 100) === best) ?? b.accepted[0] ?? '';
}

const splitBar = (s: string) =>
  s
    .split('|')
    .map((x) => x.trim())
    .filter(Boolean);

export const fillBlank = defineQuestionType({
  ...fillBlankMeta,
  content: ZFillBlankContent,
  checkShape: (c, a) => needList(a, c.blanks.length),
  grade: (c, a, fullMark) => {
    const given = entries(a);
    const credits = c.blanks.map((b, i) => blankCredit(b, given[i]?.stu_answer ?? ''));
    return credited(credits, fullMark, c.blanks.map((b, i) => `${i + 1}. ${rightOf(b)}`).join('; '));
  },
  hide: (c) => ({ blanks: c.blanks.length, wordBank: c.wordBank }),
  bank: {
    ...fillBlankBank,
    xlsx: {
      guide: {
        cn: [
          '12 填空题',
          '题干用 {{1}}、{{2}} 标出空位；答案各空用 ; 分隔，同一空的多个答案用 | 分隔；选项列可填词库（| 分隔）',
        ],
        en: [
          '12 Fill in the blanks',
          'Mark blanks {{1}}, {{2}} in the stem; separate blanks by ; and alternatives by |; a word bank may go in Options (| separated)',
        ],
      },
      example: [
        'Payment is due {{1}} thirty days of the {{2}} date.',
        10,
        '',
        'within;invoice',
        '固定搭配 within ... days。',
        'The set phrase is "within ... days".',
        1,
      ],
      read: ({ options, answer }) => {
        const blanks = answer.split(/[;；]/).map(splitBar);
        const bank = splitBar(options);
        return {
          content: { blanks: blanks.map((accepted) => ({ accepted })), ...(bank.length ? { wordBank: bank } : {}) },
        };
      },
      write: ({ content: c }) => [(c.wordBank ?? []).join('|'), c.blanks.map((b) => b.accepted.join('|')).join(';')],
    },
  },
});
