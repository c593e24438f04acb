/**
 * The trainings of the business-etiquette course, one per activity of its outline
 * (course-outlines/business-etiquette.ts names each by key). Listening audio and dubbing clips come from this
 * folder's scripts (scripts/make-audio.ts business-etiquette, scripts/make-dubs.ts business-etiquette).
 */
import type { TTrainingSeed } from '@lingua/contracts';

export const BUSINESS_ETIQUETTE_TRAININGS: TTrainingSeed[] = [];
