/** Trade documents content (subject_type 28): the document, the facts to read, its fields and their answers. */
import { z } from 'zod';

const id = z.string().min(1).max(100);
const text = z.string().min(1).max(20_000);

export const ZDocumentsContent = z.object({
  documentTitle: text,
  /** The facts the student reads to fill the document (markup text). */
  instructions: text,
  fields: z
    .array(z.object({ id, label: text, accepted: z.array(text).min(1) }))
    .min(1)
    .max(60),
});
export type TDocumentsContent = z.infer<typeof ZDocumentsContent>;
