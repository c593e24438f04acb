/** Sequencing (26): stu_answer is the item ids in order, graded per position. */
import { stripMarkup } from '../../markup';
import { defineQuestionType } from '../entry';
import { entries, needList, partial } from '../helpers';
import { ZSequencingContent } from './content';
import { sequencingMeta } from './meta';

export const sequencing = defineQuestionType({
  ...sequencingMeta,
  content: ZSequencingContent,
  checkShape: (c, a) => {
    const s = needList(a, c.items.length);
    if (s) return s;
    const ids = entries(a)
      .map((e) => e.stu_answer)
      .filter((x) => x !== '');
    if (!ids.every((id) => c.items.some((i) => i.id === id))) return 'an unknown item was ordered';
    if (new Set(ids).size !== ids.length) return 'an item is ordered twice';
    return null;
  },
  grade: (c, a, fullMark) => {
    const given = entries(a);
    const parts = c.order.map((id, i) => given[i]?.stu_answer === id);
    const text = (id: string) => stripMarkup(c.items.find((x) => x.id === id)?.text ?? id);
    return partial(parts, fullMark, c.order.map((id, i) => `${i + 1}. ${text(id)}`).join(' '));
  },
  hide: (c) => ({ items: c.items }),
  bank: {},
});
