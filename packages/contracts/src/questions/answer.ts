/**
 * The answer a student keeps for one question: the spec's question sheet item fields (part 1 §3):
 * stu_answer (a string, or a list of entries with stu_answer and linkItem), user_oral_url,
 * resource_subject_content_list (items the student placed, canDelete), and result (type 44).
 */
import { z } from 'zod';
import { ZOwnFileUrl, ZOwnFileUrlOrEmpty } from '../stored-url';

export const ZAnswerEntry = z.object({
  stu_answer: z.string().max(20_000),
  linkItem: z.string().max(200).optional(),
});
export type TAnswerEntry = z.infer<typeof ZAnswerEntry>;

export const ZPlacedItem = z.object({
  id: z.string().min(1).max(200),
  content: z.string().max(2000),
  canDelete: z.boolean(),
  /** Drag and drop: the target the item was dropped on. */
  targetId: z.string().max(200).optional(),
});
export type TPlacedItem = z.infer<typeof ZPlacedItem>;

/** A file the student attached to an answer (uploaded with fileWorkType 30). */
export const ZAnswerAttachment = z.object({
  url: ZOwnFileUrl,
  name: z.string().min(1).max(200),
});
export type TAnswerAttachment = z.infer<typeof ZAnswerAttachment>;

export const ZQuestionAnswer = z
  .object({
    stu_answer: z.union([z.string().max(50_000), z.array(ZAnswerEntry).max(200)]).optional(),
    /** Empty: the recording was taken back (not answered). */
    user_oral_url: ZOwnFileUrlOrEmpty.optional(),
    resource_subject_content_list: z.array(ZPlacedItem).max(200).optional(),
    result: z.string().max(5000).optional(),
    /** Attachments, where the question asks for them (part 1 §5: only where required or permitted). */
    attachments: z.array(ZAnswerAttachment).max(5).optional(),
  })
  .strict();
export type TQuestionAnswer = z.infer<typeof ZQuestionAnswer>;
