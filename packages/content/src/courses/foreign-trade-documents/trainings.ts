/**
 * The trainings of the foreign-trade-documents course, one per activity of its outline
 * (course-outlines/foreign-trade-documents.ts names each by key), one file per chapter. Listening
 * audio and dubbing clips come from this folder's scripts (scripts/make-audio.ts
 * foreign-trade-documents, scripts/make-dubs.ts foreign-trade-documents).
 */
import type { TTrainingSeed } from '@lingua/contracts';
import { CHAPTER_1_TRAININGS } from './chapter-1';
import { CHAPTER_2_TRAININGS } from './chapter-2';
import { CHAPTER_3_TRAININGS } from './chapter-3';
import { CHAPTER_4_TRAININGS } from './chapter-4';
import { CHAPTER_5_TRAININGS } from './chapter-5';
import { CHAPTER_6_TRAININGS } from './chapter-6';
import { CHAPTER_7_TRAININGS } from './chapter-7';
import { CHAPTER_8_TRAININGS } from './chapter-8';
import { CHAPTER_9_TRAININGS } from './chapter-9';
import { CHAPTER_10_TRAININGS } from './chapter-10';

export const FOREIGN_TRADE_DOCUMENTS_TRAININGS: TTrainingSeed[] = [
  ...CHAPTER_1_TRAININGS,
  ...CHAPTER_2_TRAININGS,
  ...CHAPTER_3_TRAININGS,
  ...CHAPTER_4_TRAININGS,
  ...CHAPTER_5_TRAININGS,
  ...CHAPTER_6_TRAININGS,
  ...CHAPTER_7_TRAININGS,
  ...CHAPTER_8_TRAININGS,
  ...CHAPTER_9_TRAININGS,
  ...CHAPTER_10_TRAININGS,
];
