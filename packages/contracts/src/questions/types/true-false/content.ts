/** True/false content (subject_type 11): whether the statement is true. */
import { z } from 'zod';

export const ZTrueFalseContent = z.object({ answer: z.boolean() });
export type TTrueFalseContent = z.infer<typeof ZTrueFalseContent>;
