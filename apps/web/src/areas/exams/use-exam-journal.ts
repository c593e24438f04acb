/**
 * The exam's local journal: every change is written to localStorage first with a rising number,
 * then sent; an entry leaves the journal only when the server acknowledges that number. A dropped
 * connection (or a closed tab) loses nothing: pending entries are resent when the network returns,
 * every few seconds while any wait, and on the next load of the page. The server keeps the newest
 * number per question, so an old resend never overwrites a newer answer.
 */
import type { TExamSaveAck, TQuestionAnswer } from '@lingua/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/errors';
import { examApi } from '../../api/exam-endpoints';

type Entry = { answer: TQuestionAnswer; seq: number };
type Journal = { seq: number; pending: Record<string, Entry> };

const keyOf = (attemptId: number) => `lingua.examJournal.${attemptId}`;
const RETRY_MS = 4000;

function read(attemptId: number): Journal {
  try {
    const raw = localStorage.getItem(keyOf(attemptId));
    if (raw) return JSON.parse(raw) as Journal;
  } catch {
    // A damaged journal is replaced; the server still holds every acknowledged answer.
  }
  return { seq: 0, pending: {} };
}

export type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: string }
  | { kind: 'offline' }
  | { kind: 'refused'; message: string };

export function useExamJournal(
  attemptId: number,
  initialSeq: number,
  onAck: (ack: TExamSaveAck) => void,
  onRefused: (error: ApiError) => void,
) {
  const journal = useRef<Journal>(read(attemptId));
  if (journal.current.seq < initialSeq) journal.current.seq = initialSeq;
  const [pendingCount, setPendingCount] = useState(() => Object.keys(journal.current.pending).length);
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const sending = useRef(false);
  const callbacks = useRef({ onAck, onRefused });
  callbacks.current = { onAck, onRefused };

  const persist = useCallback(() => {
    localStorage.setItem(keyOf(attemptId), JSON.stringify(journal.current));
    setPendingCount(Object.keys(journal.current.pending).length);
  }, [attemptId]);

  const flush = useCallback(async () => {
    if (sending.current) return;
    sending.current = true;
    try {
      for (;;) {
        const [questionId, entry] = Object.entries(journal.current.pending)[0] ?? [];
        if (!questionId || !entry) break;
        setState({ kind: 'saving' });
        try {
          const ack = await examApi.save({
            attemptId,
            questionId: Number(questionId),
            answer: entry.answer,
            seq: entry.seq,
          });
          // A newer change made while this one travelled stays in the journal.
          if (journal.current.pending[questionId]?.seq === entry.seq) delete journal.current.pending[questionId];
          persist();
          setState({ kind: 'saved', at: ack.savedAt });
          callbacks.current.onAck(ack);
        } catch (error) {
          const e = error instanceof ApiError ? error : new ApiError(0, String(error));
          if (e.code === 0 || e.code >= 500) {
            setState({ kind: 'offline' });
            return;
          }
          // Refused for good (time up, paused, locked): the page shows why; the entry stays so
          // nothing typed is thrown away while the exam can still take it (a pause, a lock).
          setState({ kind: 'refused', message: e.message });
          callbacks.current.onRefused(e);
          return;
        }
      }
    } finally {
      sending.current = false;
    }
  }, [attemptId, persist]);

  const record = useCallback(
    (questionId: number, answer: TQuestionAnswer) => {
      journal.current.seq += 1;
      journal.current.pending[String(questionId)] = { answer, seq: journal.current.seq };
      persist();
    },
    [persist],
  );

  useEffect(() => {
    const retry = () => void flush();
    window.addEventListener('online', retry);
    const timer = window.setInterval(() => {
      if (Object.keys(journal.current.pending).length > 0) void flush();
    }, RETRY_MS);
    void flush();
    return () => {
      window.removeEventListener('online', retry);
      window.clearInterval(timer);
    };
  }, [flush]);

  const clear = useCallback(() => localStorage.removeItem(keyOf(attemptId)), [attemptId]);
  const pendingAnswers = useCallback(
    () => new Map(Object.entries(journal.current.pending).map(([id, e]) => [Number(id), e.answer])),
    [],
  );
  return { record, flush, state, pendingCount, clear, pendingAnswers };
}
