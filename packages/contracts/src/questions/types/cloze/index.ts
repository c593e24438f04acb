/** Cloze (13): stu_answer is a list of option letters, one per blank, graded per blank. */
import { defineQuestionType } from '../entry';
import { entries, letters, needList, partial, textAnswered } from '../helpers';
import { ZClozeContent } from './content';

export const cloze = defineQuestionType({
  name: 'cloze',
  subject_type: 13,
  label: { cn: '完形填空', en: 'Cloze' },
  grading: 'auto',
  spoken: false,
  content: ZClozeContent,
  answered: textAnswered,
  checkShape: (c, a) => {
    const s = needList(a, c.blanks.length);
    if (s) return s;
    return entries(a).every((e) => /^[A-Z]?$/.test(e.stu_answer.trim()))
      ? null
      : 'each cloze answer is an option letter';
  },
  grade: (c, a, fullMark) => {
    const given = entries(a);
    const parts = c.blanks.map((b, i) => given[i]?.stu_answer.trim() === letters(b.answer));
    return partial(parts, fullMark, c.blanks.map((b, i) => `${i + 1}. ${letters(b.answer)}`).join('; '));
  },
  hide: (c) => ({ blanks: c.blanks.map((b) => ({ options: b.options })) }),
  bank: {},
});
