/**
 * What the read-aloud and free-talk types share (30, 32, 37, 38, 40, 42): one content shape and
 * one set of parts, a recording the scorer or the teacher grades.
 */
import { z } from 'zod';
import { stripMarkup } from '../markup';
import type { TQuestionTypeParts } from './entry';
import { notStored, teacher } from './helpers';

export const ZOralContent = z.object({
  /** The text to read or repeat, or the prompt to speak on. */
  text: z.string().min(1).max(20_000),
  audioUrl: z.string().optional(),
  /** Seconds of recording allowed (the recorder's limit). */
  answerSeconds: z.number().int().min(5).max(900).optional(),
  /** Seconds to prepare before the recording starts (TOEFL and IELTS timers); none: record at once. */
  prepareSeconds: z.number().int().min(0).max(900).optional(),
  /** The Chinese translation of the text, shown on request. */
  translation: z.string().max(20_000).optional(),
});
export type TOralContent = z.infer<typeof ZOralContent>;

/** Everything but the name, code, label and answered rule (each folder's meta). */
export const oralParts: TQuestionTypeParts<TOralContent> = {
  content: ZOralContent,
  checkShape: (_c, a) => (notStored(a.user_oral_url) ? 'user_oral_url must be an uploaded file' : null),
  grade: (c) => teacher(stripMarkup(c.text)),
  hide: (c) => c,
  bank: {},
};
