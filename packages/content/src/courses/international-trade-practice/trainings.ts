/**
 * The trainings of the international-trade-practice course, one per activity of its outline
 * (course-outlines/international-trade-practice.ts names each by key). Listening audio and dubbing clips come from this
 * folder's scripts (scripts/make-audio.ts international-trade-practice, scripts/make-dubs.ts international-trade-practice).
 */
import type { TTrainingSeed } from '@lingua/contracts';

export const INTERNATIONAL_TRADE_PRACTICE_TRAININGS: TTrainingSeed[] = [];
