/**
 * Sign-in: check the password, enforce the failure limits, start the one session.
 * Failures are limited per account and per address; only failures, because a school's whole
 * network often reaches us from one address. Each attempt takes a place in both windows before
 * its password is checked and gives it back when the password is right (platform/rate-limit.ts),
 * so however many attempts run at once, at most 5 wrong passwords of one account (50 of one
 * address) are checked in any 15 minutes.
 */
import { ResponseCode, type TLoginRequest, type TLoginResponse } from '@lingua/contracts';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { verifyAgainstDummy, verifyPassword } from '../../platform/auth/passwords';
import { startSession } from '../../platform/auth/sessions';
import type { Db } from '../../platform/database';
import { AppError } from '../../platform/errors';
import { clearPlaces, minutesToWait, type RateLimitRule, releasePlace, takePlace } from '../../platform/rate-limit';
import { findUserWithRoles, presentLoginInfo, toLoginSubject } from '../users/present-login-info';

const FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const ACCOUNT_FAILURE_LIMIT: RateLimitRule = { limit: 5, windowMs: FAILURE_WINDOW_MS };
export const ADDRESS_FAILURE_LIMIT: RateLimitRule = { limit: 50, windowMs: FAILURE_WINDOW_MS };

const tooMany = (retryAfterMs: number) =>
  new AppError(ResponseCode.tooManyRequests, 'tooManyAttempts', { minutes: minutesToWait(retryAfterMs) });

export async function signIn(
  db: Db,
  input: TLoginRequest,
  meta: { ip: string; equipmentCode: string },
  now = new Date(),
): Promise<TLoginResponse> {
  const accountKey = `login:account:${input.mobile}`;
  const addressKey = `login:address:${meta.ip}`;
  const account = await takePlace(db, accountKey, ACCOUNT_FAILURE_LIMIT, now);
  if (!account.taken) throw tooMany(account.retryAfterMs);
  const address = await takePlace(db, addressKey, ADDRESS_FAILURE_LIMIT, now);
  if (!address.taken) {
    await releasePlace(db, accountKey, account.at);
    throw tooMany(address.retryAfterMs);
  }

  const row = await findUserWithRoles(db, { mobile: input.mobile });
  const user = row?.user;
  const isValid = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  // A wrong password keeps both places: they are its failures.
  if (!row || !user || !isValid) throw new AppError(ResponseCode.badRequest, 'loginFailed');
  await releasePlace(db, addressKey, address.at);
  if (user.status !== 'active') {
    await releasePlace(db, accountKey, account.at);
    throw new AppError(ResponseCode.forbidden, 'accountDisabled');
  }

  return db.transaction(async (tx) => {
    // Lock the user row so two sign-ins at once still leave exactly one session.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const token = await startSession(tx, user.id, meta);
    // The right password ends the account's failures.
    await clearPlaces(tx, accountKey);
    return { token, ...(await presentLoginInfo(tx, toLoginSubject(row))) };
  });
}
