/**
 * Entering a competition sets its name, logo and id (part 2 §2.4), kept in session storage so the
 * shell's bar shows them on every competition page of this tab.
 */
import { useSyncExternalStore } from 'react';

export interface ChosenCompetition {
  id: number;
  name: string;
  logoUrl: string;
}

const KEY = 'lingua.competition';
const listeners = new Set<() => void>();
let cached: { raw: string | null; value: ChosenCompetition | null } = { raw: null, value: null };

function read(): ChosenCompetition | null {
  const raw = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(KEY);
  if (raw === cached.raw) return cached.value;
  let value: ChosenCompetition | null = null;
  try {
    value = raw ? (JSON.parse(raw) as ChosenCompetition) : null;
  } catch {
    value = null;
  }
  cached = { raw, value };
  return value;
}

export function chooseCompetition(c: ChosenCompetition): void {
  const current = read();
  if (current && current.id === c.id && current.name === c.name && current.logoUrl === c.logoUrl) return;
  sessionStorage.setItem(KEY, JSON.stringify(c));
  for (const l of listeners) l();
}

export function useChosenCompetition(): ChosenCompetition | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    read,
    () => null,
  );
}
