/**
 * The trainings of the business-negotiation course, one per activity of its outline
 * (course-outlines/business-negotiation.ts names each by key). Listening audio and dubbing clips come from this
 * folder's scripts (scripts/make-audio.ts business-negotiation, scripts/make-dubs.ts business-negotiation).
 */
import type { TTrainingSeed } from '@lingua/contracts';

export const BUSINESS_NEGOTIATION_TRAININGS: TTrainingSeed[] = [];
