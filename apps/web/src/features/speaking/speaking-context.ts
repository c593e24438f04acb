/** What a spoken question on the answer page needs beside its own content and answer. */
import type { TQuestionAnswer, TRecording } from '@lingua/contracts';
import { createContext, useContext } from 'react';

export type SpeakingScope = {
  classId: number;
  trainingId: number;
  attemptId: number;
  recordings: TRecording[];
  /** A recording was stored: the answer as the server now holds it (kept locally, not saved again). */
  recorded: (questionId: number, answer: TQuestionAnswer) => void;
  refresh: () => void;
};

export const SpeakingContext = createContext<SpeakingScope | null>(null);

export function useSpeakingScope(): SpeakingScope {
  const scope = useContext(SpeakingContext);
  if (!scope) throw new Error('SpeakingContext missing');
  return scope;
}
