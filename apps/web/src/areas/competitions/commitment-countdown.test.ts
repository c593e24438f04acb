import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type CountdownState, countdownState, startCountdown } from './commitment-countdown';

describe('the commitment countdown (15 s)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps the sign button disabled for 15 seconds while the fill grows, then enables it', () => {
    const states: CountdownState[] = [];
    startCountdown((s) => states.push(s));
    expect(states.at(-1)).toEqual({ remaining: 15, percent: 0, canSign: false });
    vi.advanceTimersByTime(7_500);
    expect(states.at(-1)).toEqual({ remaining: 8, percent: 50, canSign: false });
    vi.advanceTimersByTime(7_400);
    expect(states.at(-1)?.canSign).toBe(false);
    expect(states.at(-1)?.remaining).toBe(1);
    vi.advanceTimersByTime(100);
    expect(states.at(-1)).toEqual({ remaining: 0, percent: 100, canSign: true });
    // Enabled once: the clock stops.
    const count = states.length;
    vi.advanceTimersByTime(5_000);
    expect(states.length).toBe(count);
  });

  it('stops when the dialog closes, and starts again from 15 s', () => {
    const states: CountdownState[] = [];
    const stop = startCountdown((s) => states.push(s));
    vi.advanceTimersByTime(3_000);
    stop();
    const count = states.length;
    vi.advanceTimersByTime(20_000);
    expect(states.length).toBe(count);
    startCountdown((s) => states.push(s));
    expect(states.at(-1)?.remaining).toBe(15);
  });

  it('clamps the state', () => {
    expect(countdownState(-5)).toEqual({ remaining: 15, percent: 0, canSign: false });
    expect(countdownState(60_000)).toEqual({ remaining: 0, percent: 100, canSign: true });
  });
});
