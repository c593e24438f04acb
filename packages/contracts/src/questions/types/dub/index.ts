/** Video dubbing (48): the latest line in user_oral_url, the finished dub (mp4) in result. Machine: mean of all lines. */
import { defineQuestionType } from '../entry';
import { notStored, teacher } from '../helpers';
import { ZDubContent } from './content';
import { dubMeta } from './meta';

export const dub = defineQuestionType({
  ...dubMeta,
  content: ZDubContent,
  checkShape: (_c, a) =>
    notStored(a.user_oral_url) || notStored(a.result) ? 'user_oral_url and result must be stored files' : null,
  grade: (c) => teacher(c.lines.map((l) => l.text).join('\n')),
  hide: (c) => c,
  bank: {},
});
