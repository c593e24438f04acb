/** useRealtime: listen to a room while a component is mounted; `live` says whether the socket is up. */
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { type RealtimeHandler, realtime } from './realtime';

export function useRealtime(room: string | undefined, handler: RealtimeHandler): boolean {
  // The latest handler, without resubscribing on every render.
  const ref = useRef(handler);
  ref.current = handler;
  useEffect(() => {
    if (!room) return;
    return realtime.subscribe(room, (event, data) => ref.current(event, data));
  }, [room]);
  return useSyncExternalStore(
    (notify) => realtime.onLiveChange(notify),
    () => realtime.isLive(),
  );
}
