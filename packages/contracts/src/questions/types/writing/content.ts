/** Writing content (subject_type 19): minimum words, a model answer, a language check, attachments. */
import { z } from 'zod';
import { ZAttachmentRule } from '../written';

const text = z.string().min(1).max(20_000);

export const ZWritingContent = z.object({
  minWords: z.number().int().min(0).max(5000),
  referenceAnswer: text.optional(),
  /** The answer must contain Chinese (or must not, for 'en'), checked where demanded. */
  language: z.enum(['en', 'cn']).optional(),
  attachment: ZAttachmentRule,
});
export type TWritingContent = z.infer<typeof ZWritingContent>;
