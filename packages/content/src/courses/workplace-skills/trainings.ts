/**
 * The trainings of the workplace-skills course, one per activity of its outline
 * (course-outlines/workplace-skills.ts names each by key). Listening audio and dubbing clips come from this
 * folder's scripts (scripts/make-audio.ts workplace-skills, scripts/make-dubs.ts workplace-skills).
 */
import type { TTrainingSeed } from '@lingua/contracts';

export const WORKPLACE_SKILLS_TRAININGS: TTrainingSeed[] = [];
