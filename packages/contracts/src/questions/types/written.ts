/**
 * What the teacher-graded written types share (Q&A, writing, translation): the attachment rule
 * (part 1 §5), the shape check and the Moodle essay lines.
 */
import { z } from 'zod';
import type { TQuestionAnswer } from '../answer';
import { giftEscape, moodleText } from './bank';
import { needString } from './helpers';

/** Whether a written answer takes attachments (part 1 §5): required, optional; absent: none. */
export const ZAttachmentRule = z.enum(['required', 'optional']).optional();

/** A text answer, with attachments only where the content allows them. */
export function writtenShape(c: { attachment?: string }, a: TQuestionAnswer): string | null {
  if (c.attachment === undefined && (a.attachments?.length ?? 0) > 0) return 'this question takes no attachments';
  return needString(a);
}

/** A Moodle essay's lines after its head: plain response, the reference answer as grader information. */
export function essayLines(reference: string): string[] {
  return [
    '    <responseformat>plain</responseformat>',
    `    <graderinfo format="plain_text">${moodleText(reference)}</graderinfo>`,
  ];
}

/**
 * A GIFT essay's answer block: the reference answer as its general feedback (`{####…}`, which is
 * where the importer reads it from), else the question's general feedback. GIFT holds one of the
 * two: the reference answer, which grading needs, goes first.
 */
export function essayGiftBlock(reference: string | undefined, feedback: string): string {
  return reference ? `{ ####${giftEscape(reference)}}` : `{${feedback}}`;
}
