/**
 * The teacher's preview of a training (issue 19 item 6): its questions as a student sees them,
 * each with its answer key, for any training the teacher may read (imported, seeded or assigned),
 * without a class or an attempt.
 */
import { z } from 'zod';
import { ZId } from '../fields';
import { ZBackgroundItem, ZSheetQuestion, ZTrainingKind } from './api';

export const ZTrainingPreviewRequest = z.object({ trainingId: ZId });
export type TTrainingPreviewRequest = z.infer<typeof ZTrainingPreviewRequest>;

/** A question as the student sees it (`content`), and what the teacher reads beside it. */
export const ZPreviewQuestion = ZSheetQuestion.extend({
  /**
   * The whole stored content: right answers, accepted alternatives and whatever grading the type
   * carries (fractions, feedback), read by the web's answer-key view of the type.
   */
  answerKey: z.unknown(),
  /** The question's analysis in the reader's language ('' when it has none). */
  analysis: z.string(),
});
export type TPreviewQuestion = z.infer<typeof ZPreviewQuestion>;

export const ZTrainingPreview = z.object({
  trainingId: z.number().int(),
  kind: ZTrainingKind,
  title: z.string(),
  intro: z.string(),
  background: z.array(ZBackgroundItem),
  fullMark: z.number(),
  questions: z.array(ZPreviewQuestion),
  /** A comprehensive case's links in order (their questions carry `link`); empty for other kinds. */
  links: z.array(z.object({ title: z.string(), brief: z.string() })).default([]),
});
export type TTrainingPreview = z.infer<typeof ZTrainingPreview>;
