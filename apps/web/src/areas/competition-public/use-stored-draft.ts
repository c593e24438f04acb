/** A form's text kept in localStorage as it is typed, so a reload or a failed send loses nothing. */
import { useCallback, useState } from 'react';

export function useStoredDraft<T extends object>(key: string, empty: T): [T, (next: T) => void, () => void] {
  const [value, setValue] = useState<T>(() => {
    try {
      const raw = localStorage.getItem(key);
      return raw ? { ...empty, ...(JSON.parse(raw) as Partial<T>) } : empty;
    } catch {
      return empty;
    }
  });
  const update = useCallback(
    (next: T) => {
      setValue(next);
      try {
        localStorage.setItem(key, JSON.stringify(next));
      } catch {
        // Storage full or blocked: the form still holds the text.
      }
    },
    [key],
  );
  const clear = useCallback(() => {
    localStorage.removeItem(key);
    setValue(empty);
  }, [key, empty]);
  return [value, update, clear];
}
