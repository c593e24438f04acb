/**
 * Fixed-window counters in the database, so a limit holds across server instances.
 * Used for sign-in failures, where a school's whole network may share one address.
 */
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { rateLimitCounters } from '../db/schema';
import type { Queryable } from './database';

export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

function windowStart(rule: RateLimitRule, now = Date.now()): Date {
  return new Date(Math.floor(now / rule.windowMs) * rule.windowMs);
}

/** Several counters of one rule in one query (sign-in reads the account's and the address's). */
export async function countHitsMany(db: Queryable, keys: string[], rule: RateLimitRule): Promise<Map<string, number>> {
  const rows = await db
    .select({ key: rateLimitCounters.key, count: rateLimitCounters.count })
    .from(rateLimitCounters)
    .where(and(inArray(rateLimitCounters.key, keys), eq(rateLimitCounters.windowStart, windowStart(rule))));
  return new Map(rows.map((r) => [r.key, r.count]));
}

export async function recordHit(db: Queryable, key: string, rule: RateLimitRule): Promise<void> {
  await db
    .insert(rateLimitCounters)
    .values({ key, windowStart: windowStart(rule), count: 1 })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { count: sql`${rateLimitCounters.count} + 1` },
    });
}

export async function clearHits(db: Queryable, key: string): Promise<void> {
  await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
}

/** Minutes until the current window ends, for the message. */
export function minutesLeft(rule: RateLimitRule, now = Date.now()): number {
  return Math.max(1, Math.ceil((windowStart(rule, now).getTime() + rule.windowMs - now) / 60_000));
}

export async function pruneExpired(db: Queryable, olderThanMs = 24 * 60 * 60 * 1000): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, new Date(Date.now() - olderThanMs)));
}
