/**
 * The checks' limits: each sample and upload is real work for the server, so every one counts
 * (not only failures, as the sign-in's): a page's check sends a few, a loop is stopped.
 */
import type { Db } from '../../platform/database';
import { AppError } from '../../platform/errors';
import { minutesToWait, type RateLimitRule, takePlace } from '../../platform/rate-limit';

const TEN_MINUTES = 10 * 60 * 1000;
/** Per address: a page's check sends three samples; a school's lab of 40 shares one address. */
export const SPEED_LIMIT: RateLimitRule = { limit: 300, windowMs: TEN_MINUTES };
/** Per user: trying a handful of files. */
export const UPLOAD_CHECK_LIMIT: RateLimitRule = { limit: 20, windowMs: TEN_MINUTES };

export async function takeCheckPlace(db: Db, key: string, rule: RateLimitRule): Promise<void> {
  const place = await takePlace(db, `deviceCheck:${key}`, rule);
  if (!place.taken) throw new AppError(429, 'deviceCheckTooMany', { minutes: minutesToWait(place.retryAfterMs) });
}
