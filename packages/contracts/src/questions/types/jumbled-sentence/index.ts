/** Jumbled sentence (44): the assembled sentence in `result`, all or nothing against the accepted sentences. */
import { stripMarkup } from '../../markup';
import { defineQuestionType } from '../entry';
import { all, normalizeText } from '../helpers';
import { ZJumbledSentenceContent } from './content';
import { jumbledSentenceMeta } from './meta';

export const jumbledSentence = defineQuestionType({
  ...jumbledSentenceMeta,
  content: ZJumbledSentenceContent,
  checkShape: (_c, a) =>
    a.stu_answer !== undefined && a.stu_answer !== '' ? 'a jumbled sentence answer is its result' : null,
  grade: (c, a, fullMark) => {
    const r = normalizeText(a.result ?? '');
    return all(r !== '' && c.accepted.some((s) => normalizeText(s) === r), fullMark, stripMarkup(c.accepted[0] ?? ''));
  },
  hide: (c) => ({ tiles: c.tiles }),
  bank: {},
});
