/** Matching content (subject_type 16): left and right items and the right pairs. */
import { z } from 'zod';

const id = z.string().min(1).max(100);
const text = z.string().min(1).max(20_000);

export const ZMatchingContent = z
  .object({
    left: z.array(z.object({ id, text })).min(2).max(20),
    right: z.array(z.object({ id, text })).min(2).max(20),
    pairs: z.array(z.object({ left: id, right: id })).min(1),
  })
  .refine(
    (c) => c.pairs.every((p) => c.left.some((l) => l.id === p.left) && c.right.some((r) => r.id === p.right)),
    'pairs must link existing items',
  );
export type TMatchingContent = z.infer<typeof ZMatchingContent>;
