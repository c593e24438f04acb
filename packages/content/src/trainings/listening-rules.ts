/**
 * The listening rules every recorded listening training uses (part 1 §5): the recording is heard
 * through once before answering, three plays at most, no seeking. One place for the shared
 * trainings and every course.
 */
import type { TTrainingSeed } from '@lingua/contracts';

export const LISTENING_RULES: TTrainingSeed['settings'] = {
  listening: { mustPlayFully: true, maxPlays: 3, blockAnswerUntilEnd: true, noSeek: true, noRateChange: false },
};
