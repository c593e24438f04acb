/** Sequencing content (subject_type 26): the items and their right order. */
import { z } from 'zod';

const id = z.string().min(1).max(100);
const text = z.string().min(1).max(20_000);

export const ZSequencingContent = z
  .object({ items: z.array(z.object({ id, text })).min(2).max(20), order: z.array(id).min(2) })
  .refine(
    (c) => c.order.length === c.items.length && c.items.every((i) => c.order.includes(i.id)),
    'order must list every item once',
  );
export type TSequencingContent = z.infer<typeof ZSequencingContent>;
