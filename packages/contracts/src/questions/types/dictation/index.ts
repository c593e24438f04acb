/** Listening dictation (21): typed text graded by words in order (LCS) less extra words, as a share of the transcript. */
import { stripMarkup } from '../../markup';
import { defineQuestionType } from '../entry';
import { lcs, needString, round, words } from '../helpers';
import { ZDictationContent } from './content';
import { dictationMeta } from './meta';

export const dictation = defineQuestionType({
  ...dictationMeta,
  content: ZDictationContent,
  checkShape: (_c, a) => needString(a),
  grade: (c, a, fullMark) => {
    const want = words(c.transcript);
    const got = words(typeof a.stu_answer === 'string' ? a.stu_answer : '');
    const same = lcs(want, got);
    const exact = same === want.length && got.length === want.length;
    // Words in order, less the extra words typed.
    const share = want.length === 0 ? 0 : Math.max(0, same - Math.max(0, got.length - want.length)) / want.length;
    return {
      mode: 'auto',
      score: exact ? fullMark : round(fullMark * share),
      right_flag: exact ? 1 : share === 0 ? 0 : 2,
      right_answer: stripMarkup(c.transcript),
      parts: want.map((_w, i) => i < same),
    };
  },
  hide: (c) => ({ audioUrl: c.audioUrl }),
  bank: {},
});
