/**
 * The trainings of the foreign-trade-correspondence course, one per activity of its outline
 * (course-outlines/foreign-trade-correspondence.ts names each by key), gathered from one file per
 * chapter (speaking-drills.ts and listening-rules.ts are their local helpers). Chapter 1's trainings are the shared course openers (trainings/course-openers.ts).
 * Listening audio comes from this folder's scripts (scripts/make-audio.ts foreign-trade-correspondence).
 */
import type { TTrainingSeed } from '@lingua/contracts';
import { CHAPTER_2_TRAININGS } from './chapter-2';
import { CHAPTER_3_TRAININGS } from './chapter-3';
import { CHAPTER_4_TRAININGS } from './chapter-4';
import { CHAPTER_5_TRAININGS } from './chapter-5';
import { CHAPTER_6_TRAININGS } from './chapter-6';
import { CHAPTER_7_TRAININGS } from './chapter-7';
import { CHAPTER_8_TRAININGS } from './chapter-8';
import { CHAPTER_9_TRAININGS } from './chapter-9';
import { CHAPTER_10_TRAININGS } from './chapter-10';
import { CHAPTER_11_TRAININGS } from './chapter-11';
import { CHAPTER_12_TRAININGS } from './chapter-12';

export const FOREIGN_TRADE_CORRESPONDENCE_TRAININGS: TTrainingSeed[] = [
  ...CHAPTER_2_TRAININGS,
  ...CHAPTER_3_TRAININGS,
  ...CHAPTER_4_TRAININGS,
  ...CHAPTER_5_TRAININGS,
  ...CHAPTER_6_TRAININGS,
  ...CHAPTER_7_TRAININGS,
  ...CHAPTER_8_TRAININGS,
  ...CHAPTER_9_TRAININGS,
  ...CHAPTER_10_TRAININGS,
  ...CHAPTER_11_TRAININGS,
  ...CHAPTER_12_TRAININGS,
];
