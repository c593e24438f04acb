/**
 * A try-out's answers (the pool's case pages): kept in this browser only, per training, so a
 * reload loses nothing; never sent to the server, so no class, team or score ever sees them.
 */
import { useCallback, useState } from 'react';
import { readJson, removeItem, writeItem } from '../../../session/storage';

const keyOf = (scope: string, trainingId: number) => `lingua.poolTry.${scope}.${trainingId}`;
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function useTryAnswers<T>(scope: 'case' | 'interaction', trainingId: number) {
  const key = keyOf(scope, trainingId);
  const [answers, setAnswers] = useState<Record<string, T>>(
    () => (readJson('local', key, isRecord) as Record<string, T> | null) ?? {},
  );
  const put = useCallback(
    (id: number, value: T) =>
      setAnswers((prev) => {
        const next = { ...prev, [String(id)]: value };
        writeItem('local', key, JSON.stringify(next));
        return next;
      }),
    [key],
  );
  const clear = useCallback(() => {
    removeItem('local', key);
    setAnswers({});
  }, [key]);
  return { answers, put, clear };
}
