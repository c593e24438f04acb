/**
 * The trainings of the cross-cultural-communication course, one per activity of its outline
 * (course-outlines/cross-cultural-communication.ts names each by key). Listening audio and dubbing clips come from this
 * folder's scripts (scripts/make-audio.ts cross-cultural-communication, scripts/make-dubs.ts cross-cultural-communication).
 */
import type { TTrainingSeed } from '@lingua/contracts';

export const CROSS_CULTURAL_COMMUNICATION_TRAININGS: TTrainingSeed[] = [];
