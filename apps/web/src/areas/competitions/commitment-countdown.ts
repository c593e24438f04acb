/**
 * The commitment's sign button (part 2 §2.11, §4, §9): disabled for 15 seconds with a progress
 * fill, then enabled. The clock is a small object of its own so it is tested with fake timers; the
 * dialog renders what it reports.
 */
import { COMMITMENT_COUNTDOWN_SECONDS } from '@lingua/contracts';

export interface CountdownState {
  /** Whole seconds left before the button may be used. */
  remaining: number;
  /** 0-100, the fill of the button. */
  percent: number;
  canSign: boolean;
}

export function countdownState(elapsedMs: number, seconds = COMMITMENT_COUNTDOWN_SECONDS): CountdownState {
  const total = seconds * 1000;
  const elapsed = Math.min(Math.max(elapsedMs, 0), total);
  return {
    remaining: Math.ceil((total - elapsed) / 1000),
    percent: Math.round((elapsed / total) * 100),
    canSign: elapsed >= total,
  };
}

/** Starts the countdown; reports every tick until the button is enabled. Answers the stop. */
export function startCountdown(
  onChange: (state: CountdownState) => void,
  seconds = COMMITMENT_COUNTDOWN_SECONDS,
  tickMs = 100,
  now: () => number = Date.now,
): () => void {
  const started = now();
  onChange(countdownState(0, seconds));
  const timer = setInterval(() => {
    const state = countdownState(now() - started, seconds);
    onChange(state);
    if (state.canSign) clearInterval(timer);
  }, tickMs);
  return () => clearInterval(timer);
}
