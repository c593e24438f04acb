/**
 * The trainings of the foreign-trade-correspondence course, one per activity of its outline
 * (course-outlines/foreign-trade-correspondence.ts names each by key). Listening audio and dubbing clips come from this
 * folder's scripts (scripts/make-audio.ts foreign-trade-correspondence, scripts/make-dubs.ts foreign-trade-correspondence).
 */
import type { TTrainingSeed } from '@lingua/contracts';

export const FOREIGN_TRADE_CORRESPONDENCE_TRAININGS: TTrainingSeed[] = [];
