/**
 * Keyboard use of the tile questions (jumbled sentence, sequencing, drag and drop): a tile pressed
 * with Enter or Space leaves the row it was in, and the browser would drop the focus to the page,
 * so a keyboard user starts again from the top. After such a move the focus goes to the tile now
 * at the same place in that row (or its last one), or, when the row is empty, to the other row.
 */
import { useLayoutEffect, useRef } from 'react';

export function useTileFocus() {
  /** The row a tile leaves when pressed, and the row to fall back on once that one is empty. */
  const from = useRef<HTMLDivElement>(null);
  const to = useRef<HTMLDivElement>(null);
  const pending = useRef<{ row: 'from' | 'to'; index: number } | null>(null);
  useLayoutEffect(() => {
    const move = pending.current;
    if (!move) return;
    pending.current = null;
    const rows = move.row === 'from' ? [from.current, to.current] : [to.current, from.current];
    for (const row of rows) {
      const buttons = row ? [...row.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')] : [];
      const target = buttons[Math.min(move.index, buttons.length - 1)];
      if (target) {
        target.focus();
        return;
      }
    }
  });
  return {
    from,
    to,
    /** Call in the click handler of a tile at `index` of a row that is about to lose it. */
    leaving(row: 'from' | 'to', index: number) {
      pending.current = { row, index };
    },
  };
}
