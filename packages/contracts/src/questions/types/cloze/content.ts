/** Cloze content (subject_type 13): per blank of the passage, its options and the right one. */
import { z } from 'zod';

const text = z.string().min(1).max(20_000);

export const ZClozeContent = z.object({
  blanks: z
    .array(
      z
        .object({ options: z.array(text).min(2).max(6), answer: z.number().int().min(0).max(5) })
        .refine((b) => b.answer < b.options.length, 'answer must be an option'),
    )
    .min(1)
    .max(50),
});
export type TClozeContent = z.infer<typeof ZClozeContent>;
