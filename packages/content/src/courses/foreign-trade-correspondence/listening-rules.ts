/**
 * The play rules of this course's listening trainings, the same as the shared ones
 * (trainings/listening.ts): one full play before answering, three plays at most, no seeking.
 */
export const LISTENING_RULES = {
  listening: { mustPlayFully: true, maxPlays: 3, blockAnswerUntilEnd: true, noSeek: true, noRateChange: false },
};
