/**
 * Fill-in-blank content (subject_type 12): the accepted answers of each blank `{{n}}` of the stem;
 * with a word bank it is gap-filling (the student picks words from the bank).
 */
import { z } from 'zod';

const text = z.string().min(1).max(20_000);

export const ZFillBlankContent = z.object({
  blanks: z
    .array(z.object({ accepted: z.array(text).min(1) }))
    .min(1)
    .max(50),
  wordBank: z.array(text).optional(),
});
export type TFillBlankContent = z.infer<typeof ZFillBlankContent>;
