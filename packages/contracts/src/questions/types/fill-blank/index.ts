/**
 * Fill-in-blank and gap-filling (12): stu_answer is a list, one entry per blank, graded per blank
 * with case, width, spacing and end punctuation forgiven.
 */
import { stripMarkup } from '../../markup';
import { giftEscape, giftStemWithBlank, giftUnescape, moodleText } from '../bank';
import { defineQuestionType } from '../entry';
import { entries, needList, normalizeText, partial } from '../helpers';
import { ZFillBlankContent } from './content';
import { fillBlankMeta } from './meta';

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
    const parts = c.blanks.map((b, i) => {
      const s = normalizeText(given[i]?.stu_answer ?? '');
      return s !== '' && b.accepted.some((x) => normalizeText(x) === s);
    });
    return partial(parts, fullMark, c.blanks.map((b, i) => `${i + 1}. ${b.accepted[0]}`).join('; '));
  },
  hide: (c) => ({ blanks: c.blanks.length, wordBank: c.wordBank }),
  bank: {
    // Moodle's and GIFT's short answer is a fill-in-blank with one blank.
    moodle: {
      type: 'shortanswer',
      read: (q) => ({
        stem: q.stem.includes('{{1}}') ? q.stem : `${q.stem} {{1}}`,
        content: { blanks: [{ accepted: q.answers.filter((a) => a.fraction > 0).map((a) => a.text) }] },
      }),
      write: (q) => {
        if (q.content.blanks.length !== 1) return null;
        return {
          stem: stripMarkup(q.stem).replace('{{1}}', '_____'),
          lines: (q.content.blanks[0]?.accepted ?? []).map(
            (a) => `    <answer fraction="100">${moodleText(a)}</answer>`,
          ),
        };
      },
    },
    gift: {
      // After matching: every answer marked = and none a pair.
      order: 4,
      read: (b) => {
        if (!b.answers?.every((p) => p.mark === '=')) return null;
        const stem = giftStemWithBlank(b);
        return {
          stem: stem.includes('{{1}}') ? stem : `${b.before} {{1}}`,
          content: { blanks: [{ accepted: b.answers.map((p) => giftUnescape(p.body)) }] },
        };
      },
      write: ({ content: c }, { stem, feedback }) => {
        if (c.blanks.length !== 1 || c.wordBank) return null;
        const answer = `{${(c.blanks[0]?.accepted ?? []).map((a) => `=${giftEscape(a)}`).join(' ')}${feedback}}`;
        return stem.includes('\\{\\{1\\}\\}') ? stem.replace('\\{\\{1\\}\\}', answer) : `${stem} ${answer}`;
      },
    },
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
