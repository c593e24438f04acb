/** Drag and drop content (subject_type 24): targets, items, and which item belongs on which target. */
import { z } from 'zod';

const id = z.string().min(1).max(100);
const text = z.string().min(1).max(20_000);

export const ZDragDropContent = z
  .object({
    targets: z
      .array(z.object({ id, label: text }))
      .min(1)
      .max(20),
    items: z
      .array(z.object({ id, content: text }))
      .min(1)
      .max(30),
    answer: z.array(z.object({ targetId: id, itemId: id })).min(1),
  })
  .refine(
    (c) => c.answer.every((a) => c.targets.some((t) => t.id === a.targetId) && c.items.some((i) => i.id === a.itemId)),
    'answer must link existing targets and items',
  );
export type TDragDropContent = z.infer<typeof ZDragDropContent>;
