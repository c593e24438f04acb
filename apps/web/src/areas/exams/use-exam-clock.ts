/**
 * The countdown from the server's clock: the page keeps only the offset between the server's time
 * and its own, never a deadline of its own making. While paused the time left is frozen.
 */
import type { TExamClock } from '@lingua/contracts';
import { useEffect, useRef, useState } from 'react';

export function useExamClock(clock: TExamClock | null): number | null {
  const offset = useRef(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (clock) offset.current = new Date(clock.now).getTime() - Date.now();
  }, [clock]);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  if (!clock) return null;
  if (clock.paused) return clock.remainingSeconds;
  return Math.max(0, Math.round((new Date(clock.deadline).getTime() - (now + offset.current)) / 1000));
}

export function formatClock(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}
