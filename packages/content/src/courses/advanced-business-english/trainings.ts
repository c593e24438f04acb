/**
 * The trainings of the advanced-business-english course, one per activity of its outline
 * (course-outlines/advanced-business-english.ts names each by key), written unit by unit in
 * unit-NN.ts. Listening audio and dubbing clips come from this folder's scripts
 * (scripts/make-audio.ts advanced-business-english, scripts/make-dubs.ts advanced-business-english).
 */
import type { TTrainingSeed } from '@lingua/contracts';
import { UNIT_1_TRAININGS } from './unit-01';
import { UNIT_2_TRAININGS } from './unit-02';
import { UNIT_3_TRAININGS } from './unit-03';
import { UNIT_4_TRAININGS } from './unit-04';
import { UNIT_5_TRAININGS } from './unit-05';
import { UNIT_6_TRAININGS } from './unit-06';
import { UNIT_7_TRAININGS } from './unit-07';
import { UNIT_8_TRAININGS } from './unit-08';
import { UNIT_9_TRAININGS } from './unit-09';
import { UNIT_10_TRAININGS } from './unit-10';
import { UNIT_11_TRAININGS } from './unit-11';
import { UNIT_12_TRAININGS } from './unit-12';

export const ADVANCED_BUSINESS_ENGLISH_TRAININGS: TTrainingSeed[] = [
  ...UNIT_1_TRAININGS,
  ...UNIT_2_TRAININGS,
  ...UNIT_3_TRAININGS,
  ...UNIT_4_TRAININGS,
  ...UNIT_5_TRAININGS,
  ...UNIT_6_TRAININGS,
  ...UNIT_7_TRAININGS,
  ...UNIT_8_TRAININGS,
  ...UNIT_9_TRAININGS,
  ...UNIT_10_TRAININGS,
  ...UNIT_11_TRAININGS,
  ...UNIT_12_TRAININGS,
];
