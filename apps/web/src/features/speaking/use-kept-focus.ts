/**
 * Keyboard use of the recorder: its buttons give way to others as its state changes (start to pause
 * and finish, pause to resume, finish to a disabled start while uploading), and a removed button
 * drops the focus to the page, so a keyboard user would start again from the top. While the focus
 * was in the box and has gone nowhere else, each change puts it on the box's first enabled button.
 */
import { type FocusEvent, useLayoutEffect, useRef } from 'react';

export function useKeptFocus<T extends HTMLElement>(change: unknown) {
  const box = useRef<T>(null);
  const inside = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: it runs on each change the caller names, not on what it reads.
  useLayoutEffect(() => {
    if (!inside.current) return;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    // None enabled (uploading): the next change finds one.
    box.current?.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus();
  }, [change]);
  return {
    ref: box,
    onFocus: () => {
      inside.current = true;
    },
    // A removed element's blur (if any) has no new target: only a move elsewhere ends the watch.
    onBlur: (e: FocusEvent) => {
      if (e.relatedTarget && !box.current?.contains(e.relatedTarget as Node)) inside.current = false;
    },
  };
}
