/**
 * Sign-in: check the password, enforce the failure limits, start the one session.
 * Failures are counted per account and per address; only failures, because a school's whole
 * network often reaches us from one address.
 */
import { ResponseCode, type TLoginRequest, type TLoginResponse } from '@lingua/contracts';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { verifyAgainstDummy, verifyPassword } from '../../platform/auth/passwords';
import { startSession } from '../../platform/auth/sessions';
import type { Db } from '../../platform/database';
import { AppError } from '../../platform/errors';
import { clearHits, countHitsMany, minutesLeft, type RateLimitRule, recordHit } from '../../platform/rate-limit';
import { findUserWithRoles, presentLoginInfo, toLoginSubject } from '../users/present-login-info';

/** One window for both rules, so one query reads both counters. */
const FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const ACCOUNT_FAILURE_LIMIT: RateLimitRule = { limit: 5, windowMs: FAILURE_WINDOW_MS };
export const ADDRESS_FAILURE_LIMIT: RateLimitRule = { limit: 50, windowMs: FAILURE_WINDOW_MS };

export async function signIn(
  db: Db,
  input: TLoginRequest,
  meta: { ip: string; equipmentCode: string },
): Promise<TLoginResponse> {
  const accountKey = `login:account:${input.mobile}`;
  const addressKey = `login:address:${meta.ip}`;
  const failures = await countHitsMany(db, [accountKey, addressKey], ACCOUNT_FAILURE_LIMIT);
  const accountFailures = failures.get(accountKey) ?? 0;
  const addressFailures = failures.get(addressKey) ?? 0;
  if (accountFailures >= ACCOUNT_FAILURE_LIMIT.limit || addressFailures >= ADDRESS_FAILURE_LIMIT.limit) {
    const rule = accountFailures >= ACCOUNT_FAILURE_LIMIT.limit ? ACCOUNT_FAILURE_LIMIT : ADDRESS_FAILURE_LIMIT;
    throw new AppError(ResponseCode.tooManyRequests, 'tooManyAttempts', { minutes: minutesLeft(rule) });
  }

  const row = await findUserWithRoles(db, { mobile: input.mobile });
  const user = row?.user;
  const isValid = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!row || !user || !isValid) {
    await recordHit(db, accountKey, ACCOUNT_FAILURE_LIMIT);
    await recordHit(db, addressKey, ADDRESS_FAILURE_LIMIT);
    throw new AppError(ResponseCode.badRequest, 'loginFailed');
  }
  if (user.status !== 'active') throw new AppError(ResponseCode.forbidden, 'accountDisabled');

  return db.transaction(async (tx) => {
    // Lock the user row so two sign-ins at once still leave exactly one session.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const token = await startSession(tx, user.id, meta);
    if (accountFailures > 0) await clearHits(tx, accountKey);
    return { token, ...(await presentLoginInfo(tx, toLoginSubject(row))) };
  });
}
