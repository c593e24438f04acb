/**
 * One player element per speaking question (in the page, so the recording rules reach it): plays
 * a url, or a list in turn; refused with "正在录音" while recording.
 */
import { useCallback, useRef } from 'react';
import { toastError } from '../../api/notify';
import { i18n } from '../../i18n/setup';
import { useRecordingGuard } from './use-recording-refusals';

export function usePlayer() {
  const ref = useRef<HTMLAudioElement | null>(null);
  const refuse = useRecordingGuard();
  const queue = useRef<Array<() => Promise<string | null>>>([]);

  const next = useCallback(async () => {
    const el = ref.current;
    const item = queue.current.shift();
    if (!el || !item) return;
    const url = await item();
    if (!url) return void next();
    el.src = url;
    el.onended = () => void next();
    await el.play().catch((error: unknown) => {
      // A newer play or a pause interrupting this one is not a failure; anything else is said.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      toastError(i18n.t('speaking.playFailed'));
    });
  }, []);

  /** Plays the urls (each may be fetched first) one after another. */
  const play = useCallback(
    (items: Array<() => Promise<string | null>>) => {
      if (refuse()) return;
      ref.current?.pause();
      queue.current = [...items];
      void next();
    },
    [refuse, next],
  );
  return { ref, play };
}
