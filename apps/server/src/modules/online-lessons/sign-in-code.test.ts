import { SIGN_IN_CODE_PERIOD_SECONDS } from '@lingua/contracts';
import { describe, expect, it } from 'vitest';
import { currentSignInCode, isSignInCodeValid, newSignInSecret, periodAt, rotatingCode } from './sign-in-code';

const lesson = { id: 7, signInMode: 'rotating' as const, fixedCode: null, signInSecret: newSignInSecret() };
const period = SIGN_IN_CODE_PERIOD_SECONDS * 1000;
const t0 = 1_800_000_000_000;

describe('rotating sign-in codes', () => {
  it('are four digits that change with the period and differ between lessons', () => {
    const codes = new Set<string>();
    for (let i = 0; i < 50; i++) codes.add(currentSignInCode(lesson, t0 + i * period).code);
    expect([...codes].every((c) => /^\d{4}$/.test(c))).toBe(true);
    expect(codes.size).toBeGreaterThan(40);
    expect(rotatingCode(lesson.signInSecret, 8, periodAt(t0))).not.toBe(
      rotatingCode(lesson.signInSecret, 7, periodAt(t0)),
    );
  });

  it('are taken in their period and the next one, and refused outside that window', () => {
    const { code } = currentSignInCode(lesson, t0);
    expect(isSignInCodeValid(lesson, code, t0)).toBe(true);
    expect(isSignInCodeValid(lesson, code, t0 + period)).toBe(true);
    expect(isSignInCodeValid(lesson, code, t0 + 2 * period)).toBe(false);
    // A code from before its period (guessed ahead) is refused too.
    expect(isSignInCodeValid(lesson, currentSignInCode(lesson, t0 + 5 * period).code, t0)).toBe(false);
  });

  it('say how long until the next code', () => {
    const start = periodAt(t0) * period;
    expect(currentSignInCode(lesson, start + 3000).refreshInMs).toBe(period - 3000);
  });

  it('refuse anything that is not four digits', () => {
    expect(isSignInCodeValid(lesson, '12a4', t0)).toBe(false);
    expect(isSignInCodeValid(lesson, '', t0)).toBe(false);
  });
});

describe('a fixed code', () => {
  it('is taken at any time while it is the mode, and only it', () => {
    const fixed = { ...lesson, signInMode: 'fixed' as const, fixedCode: '2468' };
    expect(isSignInCodeValid(fixed, '2468', t0 + 1000 * period)).toBe(true);
    expect(isSignInCodeValid(fixed, currentSignInCode(lesson, t0).code, t0)).toBe(false);
    expect(currentSignInCode(fixed, t0)).toMatchObject({ signInMode: 'fixed', code: '2468' });
  });
});
