/**
 * Sign-in codes. A rotating code is the HMAC of the lesson and the current period under the
 * lesson's secret, cut to 4 digits: every instance computes the same code with no shared state,
 * and the teacher's screen fetches it each period. A code is taken during its own period and the
 * grace periods after it; a fixed code (the fallback) is taken while sign-in is open.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  SIGN_IN_CODE_GRACE_PERIODS,
  SIGN_IN_CODE_PERIOD_SECONDS,
  type TSignInCode,
  type TSignInMode,
} from '@lingua/contracts';

const PERIOD_MS = SIGN_IN_CODE_PERIOD_SECONDS * 1000;

export interface CodeSource {
  id: number;
  signInMode: TSignInMode;
  fixedCode: string | null;
  signInSecret: string;
}

export const newSignInSecret = () => randomBytes(32).toString('hex');

export const periodAt = (now: number) => Math.floor(now / PERIOD_MS);

export function rotatingCode(secret: string, lessonId: number, period: number): string {
  const digest = createHmac('sha256', secret).update(`${lessonId}:${period}`).digest();
  return String(digest.readUInt32BE(0) % 10_000).padStart(4, '0');
}

export function currentSignInCode(lesson: CodeSource, now = Date.now()): TSignInCode {
  if (lesson.signInMode === 'fixed') {
    return { signInMode: 'fixed', code: lesson.fixedCode ?? '', periodSeconds: 0, refreshInMs: 0 };
  }
  const period = periodAt(now);
  return {
    signInMode: 'rotating',
    code: rotatingCode(lesson.signInSecret, lesson.id, period),
    periodSeconds: SIGN_IN_CODE_PERIOD_SECONDS,
    refreshInMs: (period + 1) * PERIOD_MS - now,
  };
}

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export function isSignInCodeValid(lesson: CodeSource, code: string, now = Date.now()): boolean {
  if (!/^\d{4}$/.test(code)) return false;
  if (lesson.signInMode === 'fixed') return lesson.fixedCode !== null && same(lesson.fixedCode, code);
  const period = periodAt(now);
  for (let back = 0; back <= SIGN_IN_CODE_GRACE_PERIODS; back++) {
    if (same(rotatingCode(lesson.signInSecret, lesson.id, period - back), code)) return true;
  }
  return false;
}
