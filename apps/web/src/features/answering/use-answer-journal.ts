/**
 * The answer journal (answer-journal.ts) for a page: one journal per storage key for the page's
 * life (a new one when the key changes), started on mount (which resends what a previous visit left) and stopped on unmount. The
 * callbacks may change on every render; the journal always calls the newest ones.
 */
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
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
  const record = useCallback((key: string, value: T) => journal.record(key, value), [journal]);
  const flush = useCallback(() => journal.flush(), [journal]);
  const clear = useCallback(() => journal.clear(), [journal]);
  const pendingValues = useCallback(() => journal.pendingValues(), [journal]);
  return { state, pendingCount, record, flush, clear, pendingValues };
}
