/**
 * A typed draft kept in localStorage until it is sent, so a reload, a dropped connection or a
 * closed tab loses nothing (a reply to the machine or the other team, a judge's scores).
 */
import { useCallback, useState } from 'react';

export function useLocalDraft<T>(key: string, initial: T): [T, (value: T) => void, () => void] {
  const [value, setValue] = useState<T>(() => {
    try {
      const stored = window.localStorage.getItem(key);
      return stored === null ? initial : (JSON.parse(stored) as T);
    } catch {
      return initial;
    }
  });
  const set = useCallback(
    (next: T) => {
      setValue(next);
      try {
        window.localStorage.setItem(key, JSON.stringify(next));
      } catch {
        // Storage full or blocked: the draft stays in memory.
      }
    },
    [key],
  );
  /** The server has it: forget the stored copy (what is shown stays). */
  const clear = useCallback(() => window.localStorage.removeItem(key), [key]);
  return [value, set, clear];
}
