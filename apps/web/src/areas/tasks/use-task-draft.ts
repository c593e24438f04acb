/**
 * Autosave of a task answer in progress. A second after the student stops typing the answer goes
 * to the server (saveDraft). Until the server has it, a copy waits in this browser's storage, so a
 * dropped connection or a closed tab loses nothing: the next visit takes the copy back and saves it.
 */
import type { TTaskFile } from '@lingua/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { taskApi } from '../../api/task-endpoints';

export type DraftState = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; at: Date } | { kind: 'failed' };

interface Draft {
  text: string;
  files: TTaskFile[];
}

const DELAY_MS = 1000;
const storageKey = (taskId: number, classId: number) => `lingua.taskDraft.${taskId}.${classId}`;

/** The copy a failed or unfinished save left behind, if any. */
export function readUnsavedDraft(taskId: number, classId: number): Draft | null {
  try {
    const raw = window.localStorage.getItem(storageKey(taskId, classId));
    return raw ? (JSON.parse(raw) as Draft) : null;
  } catch {
    return null;
  }
}

export function useTaskDraft(taskId: number, classId: number, active: boolean) {
  const [state, setState] = useState<DraftState>({ kind: 'idle' });
  const timer = useRef<number | undefined>(undefined);
  const latest = useRef<Draft | null>(null);

  const flush = useCallback(async () => {
    const draft = latest.current;
    if (!draft) return;
    setState({ kind: 'saving' });
    try {
      await taskApi.saveDraft({ taskId, classId, ...draft });
      // Only clear the copy when nothing newer was typed while the save was on its way.
      if (latest.current === draft) {
        window.localStorage.removeItem(storageKey(taskId, classId));
        latest.current = null;
      }
      setState({ kind: 'saved', at: new Date() });
    } catch {
      setState({ kind: 'failed' });
    }
  }, [taskId, classId]);

  /** Call on every change the student makes. */
  const changed = useCallback(
    (draft: Draft) => {
      if (!active) return;
      latest.current = draft;
      try {
        window.localStorage.setItem(storageKey(taskId, classId), JSON.stringify(draft));
      } catch {
        // Storage full or blocked: the server save below still runs.
      }
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => void flush(), DELAY_MS);
    },
    [active, taskId, classId, flush],
  );

  /** After a submit the copy is no longer wanted. */
  const discard = useCallback(() => {
    window.clearTimeout(timer.current);
    latest.current = null;
    window.localStorage.removeItem(storageKey(taskId, classId));
    setState({ kind: 'idle' });
  }, [taskId, classId]);

  useEffect(() => () => window.clearTimeout(timer.current), []);
  // Back online: try again at once.
  useEffect(() => {
    const retry = () => {
      if (latest.current) void flush();
    };
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [flush]);

  return { state, changed, discard, flush };
}
