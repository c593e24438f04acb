/** Drag and drop (24): the placed items in resource_subject_content_list, graded per target. */
import { stripMarkup } from '../../markup';
import { defineQuestionType } from '../entry';
import { partial } from '../helpers';
import { ZDragDropContent } from './content';
import { dragDropMeta } from './meta';

export const dragDrop = defineQuestionType({
  ...dragDropMeta,
  content: ZDragDropContent,
  checkShape: (c, a) => {
    if (
      a.stu_answer !== undefined &&
      !(Array.isArray(a.stu_answer) && a.stu_answer.length === 0) &&
      a.stu_answer !== ''
    )
      return 'drag and drop answers are placed items';
    for (const item of a.resource_subject_content_list ?? []) {
      if (!c.items.some((i) => i.id === item.id)) return 'an unknown item was placed';
      if (item.targetId !== undefined && !c.targets.some((t) => t.id === item.targetId))
        return 'an item was placed on an unknown target';
    }
    return null;
  },
  grade: (c, a, fullMark) => {
    const placed = (a.resource_subject_content_list ?? []).filter((i) => i.canDelete);
    const parts = c.answer.map((x) => placed.some((p) => p.id === x.itemId && p.targetId === x.targetId));
    const label = (id: string) => stripMarkup(c.targets.find((t) => t.id === id)?.label ?? id);
    const item = (id: string) => stripMarkup(c.items.find((t) => t.id === id)?.content ?? id);
    return partial(parts, fullMark, c.answer.map((x) => `${label(x.targetId)}: ${item(x.itemId)}`).join('; '));
  },
  hide: (c) => ({ targets: c.targets, items: c.items }),
  bank: {},
});
