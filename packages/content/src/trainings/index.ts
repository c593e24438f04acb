/** The seeded trainings of the demo courses (part 1 §2 kinds this version completes). */
import type { TTrainingSeed } from '@lingua/contracts';
import { CASE_TRAININGS } from './cases';
import { DOCUMENT_TRAININGS } from './documents';
import { LISTENING_TRAININGS } from './listening';
import { MORE_TRAININGS } from './more';
import { PRACTICE_TRAININGS } from './practice';
import { READING_TRAININGS } from './reading';
import { TRANSLATION_TRAININGS } from './translation';
import { WRITING_TRAININGS } from './writing';

export { AUDIO_CUES } from './audio-cues';
export { LISTENING_SCRIPTS } from './listening-scripts';

export const TRAINING_SEEDS: readonly TTrainingSeed[] = [
  ...READING_TRAININGS,
  ...LISTENING_TRAININGS,
  ...WRITING_TRAININGS,
  ...TRANSLATION_TRAININGS,
  ...DOCUMENT_TRAININGS,
  ...CASE_TRAININGS,
  ...PRACTICE_TRAININGS,
  ...MORE_TRAININGS,
];

/** Files the seeds name as `asset:<name>`; they live in packages/content/assets/audio. */
export const TRAINING_ASSET_DIR = 'packages/content/assets/audio';
