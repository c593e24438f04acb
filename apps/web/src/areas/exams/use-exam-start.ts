/**
 * Starting an exam through the start storm: when too many starts are in flight the server refuses
 * at once with 429 "考试人数过多" (platform/admission.ts); the page then waits a growing, jittered
 * pause and tries again by itself, saying so, up to MAX_START_TRIES times. Other failures are
 * shown as any call's are.
 */
import { ResponseCode, type TExamSheet } from '@lingua/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError, SESSION_CODES } from '../../api/errors';
import { examApi } from '../../api/exams';
import { toastError } from '../../api/notify';

export const MAX_START_TRIES = 8;

export interface StartWait {
  /** Tries refused so far. */
  attempt: number;
  /** Seconds until the next try. */
  seconds: number;
}

/** The pause after the n-th refusal: 2, 4, 8, then 15 s at most, each spread between ½ and 1½ times. */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  return Math.round(Math.min(15, 2 ** attempt) * (0.5 + random()) * 1000);
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function startWithRetry(
  examId: number,
  onWait: (wait: StartWait | null) => void,
  sleep: (ms: number) => Promise<void> = pause,
  random: () => number = Math.random,
): Promise<TExamSheet> {
  for (let attempt = 1; ; attempt++) {
    try {
      const sheet = await examApi.start(examId, { quiet: true });
      onWait(null);
      return sheet;
    } catch (error) {
      const crowded = isApiError(error) && error.code === ResponseCode.tooManyRequests;
      if (!crowded || attempt >= MAX_START_TRIES) {
        onWait(null);
        if (isApiError(error) && !SESSION_CODES.includes(error.code)) toastError(error.message);
        throw error;
      }
      const ms = retryDelayMs(attempt, random);
      onWait({ attempt, seconds: Math.ceil(ms / 1000) });
      await sleep(ms);
    }
  }
}

/** The start as a mutation, and the wait the page shows while the server is crowded. */
export function useExamStart(onStarted: (sheet: TExamSheet) => void) {
  const [waiting, setWaiting] = useState<StartWait | null>(null);
  const start = useMutation({
    mutationFn: (examId: number) => startWithRetry(examId, setWaiting),
    onSuccess: onStarted,
  });
  return { start, waiting };
}
