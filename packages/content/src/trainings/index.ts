/** The seeded trainings of the demo courses (part 1 §2 kinds this version completes). */
import type { TTrainingSeed } from '@lingua/contracts';
import { COURSE_TRAININGS } from '../courses/trainings';
import { CASE_ANALYSIS_TRAININGS } from './case-analysis';
import { COMPREHENSIVE_CASE_TRAININGS } from './comprehensive-cases';
import { COURSE_OPENER_TRAININGS } from './course-openers';
import { TRAINING_DIFFICULTY } from './difficulty';
import { DOCUMENT_TRAININGS } from './documents';
import { INTERACTION_TRAININGS } from './interaction';
import { LISTENING_TRAININGS } from './listening';
import { PRACTICAL_OPERATION_TRAININGS } from './practical-operation';
import { PRACTICAL_SKILL_TRAININGS } from './practical-skills';
import { PRACTICE_EXERCISE_TRAININGS } from './practice-exercises';
import { READING_TRAININGS } from './reading';
import { SPEAKING_DIALOGUE_TRAININGS } from './speaking-dialogues';
import { SPEAKING_DUBBING_TRAININGS } from './speaking-dubbing';
import { SPEAKING_READING_TRAININGS } from './speaking-reading';
import { SPEAKING_TALK_TRAININGS } from './speaking-talk';
import { STUDY_SKILL_TRAININGS } from './study-skills';
import { TOPIC_DISCUSSION_TRAININGS } from './topic-discussion';
import { TRANSLATION_TRAININGS } from './translation';
import { WRITING_TRAININGS } from './writing';

export { COURSE_AUDIO_CUES, COURSE_DUB_CUES, COURSE_LISTENING_SCRIPTS } from '../courses/media';
export { AUDIO_CUES } from './audio-cues';
export { DUB_CUES } from './dub-cues';
export { INTERACTION_RUBRICS, INTERACTION_TRAININGS } from './interaction';
export { LISTENING_SCRIPTS } from './listening-scripts';

const ALL_TRAININGS: readonly TTrainingSeed[] = [
  ...READING_TRAININGS,
  ...LISTENING_TRAININGS,
  ...WRITING_TRAININGS,
  ...TRANSLATION_TRAININGS,
  ...DOCUMENT_TRAININGS,
  ...CASE_ANALYSIS_TRAININGS,
  ...COMPREHENSIVE_CASE_TRAININGS,
  ...TOPIC_DISCUSSION_TRAININGS,
  ...INTERACTION_TRAININGS,
  ...STUDY_SKILL_TRAININGS,
  ...PRACTICAL_OPERATION_TRAININGS,
  ...PRACTICAL_SKILL_TRAININGS,
  ...PRACTICE_EXERCISE_TRAININGS,
  ...SPEAKING_READING_TRAININGS,
  ...SPEAKING_TALK_TRAININGS,
  ...SPEAKING_DIALOGUE_TRAININGS,
  ...SPEAKING_DUBBING_TRAININGS,
  ...COURSE_OPENER_TRAININGS,
  ...COURSE_TRAININGS,
];

export const TRAINING_SEEDS: readonly TTrainingSeed[] = ALL_TRAININGS.map((t) => ({
  ...t,
  difficulty: t.difficulty ?? TRAINING_DIFFICULTY[t.key] ?? 2,
}));

/** Files the seeds name as `asset:<name>` (listening audio, dubbing clips); they live in packages/content/assets/audio. */
export const TRAINING_ASSET_DIR = 'packages/content/assets/audio';

/** The keys of the speaking trainings (issue 7), which the demo's speaking class is given. */
export const SPEAKING_TRAINING_KEYS: readonly string[] = [
  ...SPEAKING_READING_TRAININGS,
  ...SPEAKING_TALK_TRAININGS,
  ...SPEAKING_DIALOGUE_TRAININGS,
  ...SPEAKING_DUBBING_TRAININGS,
].map((t) => t.key);
