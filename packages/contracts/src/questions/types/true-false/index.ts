/** True/false (11): stu_answer "T" or "F", all or nothing. */
import { moodleText } from '../bank';
import { defineQuestionType } from '../entry';
import { all, needString } from '../helpers';
import { ZTrueFalseContent } from './content';
import { trueFalseMeta } from './meta';

const TRUE = ['T', 'TRUE', '正确', '对', '√'];
const FALSE = ['F', 'FALSE', '错误', '错', '×'];

export const trueFalse = defineQuestionType({
  ...trueFalseMeta,
  content: ZTrueFalseContent,
  checkShape: (_c, a) => {
    const s = needString(a);
    if (s) return s;
    const v = typeof a.stu_answer === 'string' ? a.stu_answer.trim() : '';
    return ['', 'T', 'F'].includes(v) ? null : 'stu_answer must be T or F';
  },
  grade: (c, a, fullMark) => {
    const v = typeof a.stu_answer === 'string' ? a.stu_answer.trim() : '';
    return all(v === (c.answer ? 'T' : 'F'), fullMark, c.answer ? 'T' : 'F');
  },
  hide: () => ({}),
  bank: {
    moodle: {
      type: 'truefalse',
      read: (q) => {
        const right = q.answers.find((a) => a.fraction > 0)?.text.toLowerCase();
        if (right !== 'true' && right !== 'false')
          return 'a true/false question needs a right answer "true" or "false"';
        return { content: { answer: right === 'true' } };
      },
      write: ({ content: c }) => ({
        lines: [
          `    <answer fraction="${c.answer ? 100 : 0}">${moodleText('true')}</answer>`,
          `    <answer fraction="${c.answer ? 0 : 100}">${moodleText('false')}</answer>`,
        ],
      }),
    },
    gift: {
      order: 2,
      read: (b) => {
        const tf = /^(T|TRUE|F|FALSE)(#.*)?$/i.exec(b.inner);
        return tf ? { stem: b.before, content: { answer: /^T/i.test(tf[1] ?? '') } } : null;
      },
      write: ({ content: c }, { stem, feedback }) => `${stem} {${c.answer ? 'T' : 'F'}${feedback}}`,
    },
    xlsx: {
      guide: { cn: ['11 判断题', '答案写 T 或 F（正确/错误）'], en: ['11 True / false', 'Answer T or F'] },
      example: [
        'A proforma invoice is a request for payment after shipment.',
        5,
        '',
        'F',
        '形式发票在装运前开具，供买方申请许可或开证。',
        'A proforma invoice comes before shipment.',
        2,
      ],
      read: ({ answer }) => {
        const a = answer.trim().toUpperCase();
        if (TRUE.includes(a)) return { content: { answer: true } };
        if (FALSE.includes(a)) return { content: { answer: false } };
        return 'the answer must be T or F';
      },
      write: ({ content: c }) => ['', c.answer ? 'T' : 'F'],
    },
  },
});
