/**
 * Fill-in-blank content (subject_type 12): the accepted answers of each blank `{{n}}` of the stem;
 * with a word bank it is gap-filling (the student picks words from the bank).
 *
 * Imported banks (Moodle short answer, numerical, cloze gaps) may carry per answer its fraction and
 * feedback, a `*` wildcard inside an answer, case sensitivity, numbers with a tolerance and units,
 * and the feedback for anything else; all optional, so authored content needs none.
 */
import { z } from 'zod';

const text = z.string().min(1).max(20_000);
const fraction = z.number().min(-100).max(100);

export const ZNumericAnswer = z.object({
  value: z.number(),
  /** Accepted within value ± tolerance. */
  tolerance: z.number().min(0).default(0),
  fraction: fraction.default(100),
  feedback: z.string().max(20_000).optional(),
});

export const ZBlank = z
  .object({
    accepted: z.array(text).min(1),
    /** Per accepted answer, in order: its share of the blank in percent (absent: 100 each). */
    fractions: z.array(fraction).optional(),
    /** Per accepted answer, in order: feedback ('' for none). */
    feedback: z.array(z.string().max(20_000)).optional(),
    /** Compare letter case (Moodle's usecase); absent: case is forgiven. */
    caseSensitive: z.boolean().optional(),
    /** `*` inside an accepted answer matches any run of characters (Moodle's short answer). */
    wildcards: z.boolean().optional(),
    /** A numerical blank: numbers, each with its tolerance; the typed number may carry a unit. */
    numbers: z.array(ZNumericAnswer).min(1).optional(),
    /** Units a number may be written with; a unit's multiplier scales the typed number to the answer's. */
    units: z.array(z.object({ unit: z.string().min(1).max(50), multiplier: z.number().positive() })).optional(),
    /** Feedback for any other answer (Moodle's `*` catch-all at 0 %: feedback only, never credit). */
    otherFeedback: z.string().max(20_000).optional(),
  })
  .refine((b) => !b.fractions || b.fractions.length === b.accepted.length, 'one fraction per accepted answer')
  .refine((b) => !b.feedback || b.feedback.length === b.accepted.length, 'one feedback per accepted answer')
  .refine((b) => !b.accepted.some((a) => a.trim() === '*'), 'a lone * is never a right answer');

export const ZFillBlankContent = z.object({
  blanks: z.array(ZBlank).min(1).max(50),
  wordBank: z.array(text).optional(),
  /** Moodle's penalty for each retry (0 to 1); kept for the round trip. */
  penalty: z.number().min(0).max(1).optional(),
});
export type TFillBlankContent = z.infer<typeof ZFillBlankContent>;
export type TBlank = z.infer<typeof ZBlank>;
