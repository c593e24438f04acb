/**
 * The trainings of the workplace-skills course, one per activity of its outline
 * (course-outlines/workplace-skills.ts names each by key), written one file per chapter. Listening
 * audio and dubbing clips come from this folder's scripts (scripts/make-audio.ts workplace-skills,
 * scripts/make-dubs.ts workplace-skills).
 */
import type { TTrainingSeed } from '@lingua/contracts';
import { CHAPTER_1_TRAININGS } from './chapter-1';
import { CHAPTER_2_TRAININGS } from './chapter-2';
import { CHAPTER_3_TRAININGS } from './chapter-3';
import { CHAPTER_4_TRAININGS } from './chapter-4';
import { CHAPTER_5_TRAININGS } from './chapter-5';
import { CHAPTER_6_TRAININGS } from './chapter-6';

export const WORKPLACE_SKILLS_TRAININGS: TTrainingSeed[] = [
  ...CHAPTER_1_TRAININGS,
  ...CHAPTER_2_TRAININGS,
  ...CHAPTER_3_TRAININGS,
  ...CHAPTER_4_TRAININGS,
  ...CHAPTER_5_TRAININGS,
  ...CHAPTER_6_TRAININGS,
];
