/**
 * The trainings of the business-etiquette course, one per activity of its outline
 * (course-outlines/business-etiquette.ts names each by key). Listening audio and dubbing clips come from this
 * folder's scripts (scripts/make-audio.ts business-etiquette, scripts/make-dubs.ts business-etiquette).
 * Each chapter's trainings live in their own file.
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

export const BUSINESS_ETIQUETTE_TRAININGS: TTrainingSeed[] = [
  ...CHAPTER_1_TRAININGS,
  ...CHAPTER_2_TRAININGS,
  ...CHAPTER_3_TRAININGS,
  ...CHAPTER_4_TRAININGS,
  ...CHAPTER_5_TRAININGS,
  ...CHAPTER_6_TRAININGS,
  ...CHAPTER_7_TRAININGS,
  ...CHAPTER_8_TRAININGS,
];
