/** Cloze (13): stu_answer is a list of option letters, one per blank, graded per blank. */
import { defineQuestionType } from '../entry';
import { entries, letters, needList, partial } from '../helpers';
import { ZClozeContent } from './content';
import { clozeMeta } from './meta';

export const cloze = defineQuestionType({
  ...clozeMeta,
  content: ZClozeContent,
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
