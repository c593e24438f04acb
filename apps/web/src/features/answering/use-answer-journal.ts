/**
 * The answer journal (answer-journal.ts) for a page: one journal per storage key for the page's
 * life (a new one when the key changes), started on mount (which resends what a previous visit left) and stopped on unmount. The
 * callbacks may change on every render; the journal always calls the newest ones.
 */
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { AnswerJournal, type JournalOptions } from './answer-journal';

export function useAnswerJournal<T, A>(options: JournalOptions<T, A>) {
  const current = useRef<AnswerJournal<T, A> | null>(null);
  // A new attempt or task (its key) gets its own journal; the old one was stopped on its way out.
  if (current.current?.options.storageKey !== options.storageKey) current.current = new AnswerJournal(options);
  const journal = current.current;
  journal.options = options;
  useEffect(() => {
    journal.start();
    return () => journal.stop();
  }, [journal]);
  const { state, pendingCount } = useSyncExternalStore(journal.subscribe, journal.getSnapshot);
  // The actions stay the same for the journal's life; the whole changes only with the save state.
  const actions = useMemo(
    () => ({
      record: (key: string, value: T) => journal.record(key, value),
      flush: () => journal.flush(),
      clear: () => journal.clear(),
      pendingValues: () => journal.pendingValues(),
    }),
    [journal],
  );
  return useMemo(() => ({ state, pendingCount, ...actions }), [state, pendingCount, actions]);
}
