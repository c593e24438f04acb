/**
 * The limits of the public look-ups (find my certificate, find my score): failures only, as the
 * sign-in's, so a school network checking its results together is never stopped, while guessing
 * ID numbers is: per address, and per competition and name (however many addresses guess).
 */

import type { Db } from '../../platform/database';
import { AppError } from '../../platform/errors';
import { minutesToWait, type RateLimitRule, releasePlace, takePlace } from '../../platform/rate-limit';

const WINDOW_MS = 15 * 60 * 1000;
export const LOOKUP_ADDRESS_LIMIT: RateLimitRule = { limit: 20, windowMs: WINDOW_MS };
export const LOOKUP_NAME_LIMIT: RateLimitRule = { limit: 5, windowMs: WINDOW_MS };

const tooMany = (retryAfterMs: number) => new AppError(429, 'lookupTooMany', { minutes: minutesToWait(retryAfterMs) });

/**
 * Runs `check` inside the two windows: a look-up that finds something gives its places back;
 * one that finds nothing keeps them and answers the one "no match" message.
 */
export async function limitedLookup<T>(
  db: Db,
  keys: { kind: string; ip: string; competitionId: number; name: string },
  check: () => Promise<T | undefined>,
  now = new Date(),
): Promise<T> {
  const addressKey = `lookup:${keys.kind}:address:${keys.ip}`;
  const nameKey = `lookup:${keys.kind}:name:${keys.competitionId}:${keys.name}`;
  const address = await takePlace(db, addressKey, LOOKUP_ADDRESS_LIMIT, now);
  if (!address.taken) throw tooMany(address.retryAfterMs);
  const name = await takePlace(db, nameKey, LOOKUP_NAME_LIMIT, now);
  if (!name.taken) {
    await releasePlace(db, addressKey, address.at);
    throw tooMany(name.retryAfterMs);
  }
  const found = await check();
  if (found === undefined) throw new AppError(404, 'lookupNoMatch');
  await releasePlace(db, addressKey, address.at);
  await releasePlace(db, nameKey, name.at);
  return found;
}
