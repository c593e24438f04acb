/** Translation content (subject_type 20): the direction, the source text, the reference translation. */
import { z } from 'zod';
import { ZAttachmentRule } from '../written';

const text = z.string().min(1).max(20_000);

export const ZTranslationContent = z.object({
  direction: z.enum(['en-cn', 'cn-en']),
  source: text,
  referenceAnswer: text,
  attachment: ZAttachmentRule,
});
export type TTranslationContent = z.infer<typeof ZTranslationContent>;
