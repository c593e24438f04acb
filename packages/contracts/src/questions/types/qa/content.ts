/** Q&A content (subject_type 14): an optional reference answer and attachment rule. */
import { z } from 'zod';
import { ZAttachmentRule } from '../written';

const text = z.string().min(1).max(20_000);

export const ZQaContent = z.object({ referenceAnswer: text.optional(), attachment: ZAttachmentRule });
export type TQaContent = z.infer<typeof ZQaContent>;
