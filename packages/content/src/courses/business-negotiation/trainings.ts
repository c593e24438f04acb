/**
 * The trainings of the business-negotiation course, one per activity of its outline
 * (course-outlines/business-negotiation.ts names each by key), gathered from one file per chapter
 * (chapter 1's live in trainings/course-openers.ts). Listening audio and dubbing clips come from
 * this folder's scripts (scripts/make-audio.ts business-negotiation, scripts/make-dubs.ts business-negotiation).
 */
import type { TTrainingSeed } from '@lingua/contracts';
import { BN_CHAPTER_2 } from './chapter-02';
import { BN_CHAPTER_3 } from './chapter-03';
import { BN_CHAPTER_4 } from './chapter-04';
import { BN_CHAPTER_5 } from './chapter-05';
import { BN_CHAPTER_6 } from './chapter-06';
import { BN_CHAPTER_7 } from './chapter-07';
import { BN_CHAPTER_8 } from './chapter-08';
import { BN_CHAPTER_9 } from './chapter-09';
import { BN_CHAPTER_10 } from './chapter-10';
import { BN_CHAPTER_11 } from './chapter-11';

export const BUSINESS_NEGOTIATION_TRAININGS: TTrainingSeed[] = [
  ...BN_CHAPTER_2,
  ...BN_CHAPTER_3,
  ...BN_CHAPTER_4,
  ...BN_CHAPTER_5,
  ...BN_CHAPTER_6,
  ...BN_CHAPTER_7,
  ...BN_CHAPTER_8,
  ...BN_CHAPTER_9,
  ...BN_CHAPTER_10,
  ...BN_CHAPTER_11,
];
