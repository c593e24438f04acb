/** Multiple choice content (subject_type 10): options A-Z, single or multiple, the right keys. */
import { z } from 'zod';

const text = z.string().min(1).max(20_000);

export const ZChoiceContent = z
  .object({
    options: z
      .array(z.object({ key: z.string().regex(/^[A-Z]$/), text }))
      .min(2)
      .max(10),
    multiple: z.boolean(),
    answer: z.array(z.string().regex(/^[A-Z]$/)).min(1),
  })
  .refine((c) => c.answer.every((k) => c.options.some((o) => o.key === k)), 'answer keys must be options')
  .refine((c) => c.multiple || c.answer.length === 1, 'a single choice has one answer');
export type TChoiceContent = z.infer<typeof ZChoiceContent>;
