/** Question types that pair or order items: matching, drag and drop, sequencing. */
import type { z } from 'zod';
import { ZDragDropContent, ZMatchingContent, ZSequencingContent } from './content';
import { entries, needList, partial } from './grading-helpers';
import { stripMarkup } from './markup';
import type { Entry } from './registry';

type MatchC = z.infer<typeof ZMatchingContent>;
type DragC = z.infer<typeof ZDragDropContent>;
type SeqC = z.infer<typeof ZSequencingContent>;

export const matching: Entry<MatchC> = {
  name: 'matching',
  label: { cn: '连线题', en: 'Matching' },
  grading: 'auto',
  spoken: false,
  content: ZMatchingContent,
  checkShape: (c, a) => {
    const s = needList(a, c.left.length);
    if (s) return s;
    for (const e of entries(a)) {
      if (!c.left.some((l) => l.id === e.stu_answer)) return 'a link starts at an unknown item';
      if (e.linkItem !== undefined && e.linkItem !== '' && !c.right.some((r) => r.id === e.linkItem))
        return 'a link ends at an unknown item';
    }
    return null;
  },
  grade: (c, a, fullMark) => {
    const given = entries(a);
    const parts = c.pairs.map((p) => given.some((e) => e.stu_answer === p.left && e.linkItem === p.right));
    const text = (list: { id: string; text: string }[], id: string) =>
      stripMarkup(list.find((x) => x.id === id)?.text ?? id);
    return partial(
      parts,
      fullMark,
      c.pairs.map((p) => `${text(c.left, p.left)} → ${text(c.right, p.right)}`).join('; '),
    );
  },
  hide: (c) => ({ left: c.left, right: c.right }),
};

export const dragDrop: Entry<DragC> = {
  name: 'dragDrop',
  label: { cn: '拖拽题', en: 'Drag and drop' },
  grading: 'auto',
  spoken: false,
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
};

export const sequencing: Entry<SeqC> = {
  name: 'sequencing',
  label: { cn: '排序题', en: 'Sequencing' },
  grading: 'auto',
  spoken: false,
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
};
