/**
 * The trainings of the cross-cultural-communication course, one per activity of its outline
 * (course-outlines/cross-cultural-communication.ts names each by key), written chapter by chapter
 * in this folder's chapter-N.ts files. Listening audio and dubbing clips come from this folder's
 * scripts (scripts/make-audio.ts cross-cultural-communication, scripts/make-dubs.ts cross-cultural-communication).
 */
import type { TTrainingSeed } from '@lingua/contracts';
import { CCC_CHAPTER_1 } from './chapter-1';
import { CCC_CHAPTER_2 } from './chapter-2';
import { CCC_CHAPTER_3 } from './chapter-3';
import { CCC_CHAPTER_4 } from './chapter-4';
import { CCC_CHAPTER_5 } from './chapter-5';
import { CCC_CHAPTER_6 } from './chapter-6';
import { CCC_CHAPTER_7 } from './chapter-7';
import { CCC_CHAPTER_8 } from './chapter-8';
import { CCC_CHAPTER_9 } from './chapter-9';
import { CCC_CHAPTER_10 } from './chapter-10';

export const CROSS_CULTURAL_COMMUNICATION_TRAININGS: TTrainingSeed[] = [
  ...CCC_CHAPTER_1,
  ...CCC_CHAPTER_2,
  ...CCC_CHAPTER_3,
  ...CCC_CHAPTER_4,
  ...CCC_CHAPTER_5,
  ...CCC_CHAPTER_6,
  ...CCC_CHAPTER_7,
  ...CCC_CHAPTER_8,
  ...CCC_CHAPTER_9,
  ...CCC_CHAPTER_10,
];
