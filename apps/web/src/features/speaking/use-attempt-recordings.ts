/**
 * The recordings of an attempt and their scoring jobs: fetched once, then again whenever the
 * server says a job of this student changed (the `user:` room), and on every socket reconnect —
 * so the page updates itself, also after a reload or a server restart.
 */
import { SPEECH_EVENT, type TRecording } from '@lingua/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { speakingApi } from '../../api/speaking';
import { useRealtime } from '../../api/use-realtime';
import { useSession } from '../../session/store';

export const recordingsKey = (attemptId: number) => ['speaking', 'recordings', attemptId] as const;

/** Refetches `onEvent` whenever one of this student's scoring jobs changes. */
export function useSpeechEvents(onEvent: () => void): void {
  const userId = useSession((s) => s.loginInfo?.userId);
  useRealtime(userId ? `user:${userId}` : undefined, (event) => {
    if (event === SPEECH_EVENT || event === '$resync') onEvent();
  });
}

export function useAttemptRecordings(attemptId: number, enabled = true) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: recordingsKey(attemptId),
    queryFn: () => speakingApi.recordings(attemptId),
    enabled,
  });
  const refresh = useCallback(
    () => void client.invalidateQueries({ queryKey: recordingsKey(attemptId) }),
    [client, attemptId],
  );
  useSpeechEvents(refresh);
  const list: TRecording[] = query.data ?? [];
  return { list, refresh };
}
