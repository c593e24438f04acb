/**
 * Multiple choice content (subject_type 10): options A-Z, single or multiple, the right keys.
 * Imported banks may carry Moodle's grading beside them: each option's fraction (percent of the
 * mark, negative for a penalty) and feedback, and the penalty a retry costs; all optional, so
 * authored content needs none. With fractions, grading sums the chosen options' fractions.
 */
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
    /** Per option, in option order: its share of the mark in percent (-100 to 100). */
    fractions: z.array(z.number().min(-100).max(100)).optional(),
    /** Per option, in option order: what the student reads after choosing it ('' for none). */
    feedback: z.array(z.string().max(20_000)).optional(),
    /** Moodle's penalty for each retry, a share of the mark (0 to 1); kept for the round trip. */
    penalty: z.number().min(0).max(1).optional(),
  })
  .refine((c) => c.answer.every((k) => c.options.some((o) => o.key === k)), 'answer keys must be options')
  .refine((c) => c.multiple || c.answer.length === 1, 'a single choice has one answer')
  .refine((c) => !c.fractions || c.fractions.length === c.options.length, 'one fraction per option')
  .refine((c) => !c.feedback || c.feedback.length === c.options.length, 'one feedback per option');
export type TChoiceContent = z.infer<typeof ZChoiceContent>;
