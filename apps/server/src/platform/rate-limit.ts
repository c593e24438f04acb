/**
 * Sliding-window limits in the database, so a limit holds across server instances and under
 * concurrency. A caller takes a place in the key's window before the check it limits (a password,
 * a sign-in code) and gives it back when the check passes, so what stays in the window is the
 * failures; at most `limit` checks of a key can fail in any `windowMs`, however many run at once.
 *
 * Taking a place is one statement: an upsert whose update runs only while fewer than `limit`
 * times lie in the window. PostgreSQL locks the key's row for the upsert and re-evaluates the
 * condition on the latest row, so concurrent attempts queue on the row and each sees the others'
 * places (counting first and recording after the check let 30 parallel attempts check 9).
 */
import { eq, sql } from 'drizzle-orm';
import { rateLimitWindows } from '../db/schema';
import type { Queryable } from './database';

export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

export type Place = { taken: true; at: Date } | { taken: false; retryAfterMs: number };

type Rows<T> = { rows: T[] };

/** Takes a place in the key's window at `now`, or says how long until one frees. */
export async function takePlace(db: Queryable, key: string, rule: RateLimitRule, now = new Date()): Promise<Place> {
  const at = now.toISOString();
  const since = new Date(now.getTime() - rule.windowMs).toISOString();
  const taken = (await db.execute(sql`
    insert into rate_limit_windows as w (key, hits) values (${key}, array[${at}::timestamptz])
    on conflict (key) do update
      set hits = array(select h from unnest(w.hits) as h where h > ${since}::timestamptz order by h)
        || ${at}::timestamptz
      where (select count(*) from unnest(w.hits) as h where h > ${since}::timestamptz) < ${rule.limit}
    returning w.key
  `)) as unknown as Rows<{ key: string }>;
  if (taken.rows.length > 0) return { taken: true, at: now };
  return { taken: false, retryAfterMs: await untilAPlaceFrees(db, key, rule, now) };
}

/** The time until the oldest place in the window leaves it. */
async function untilAPlaceFrees(db: Queryable, key: string, rule: RateLimitRule, now: Date): Promise<number> {
  const since = new Date(now.getTime() - rule.windowMs).toISOString();
  const result = (await db.execute(sql`
    select (extract(epoch from min(h)) * 1000)::float8 as oldest
    from rate_limit_windows w, unnest(w.hits) as h
    where w.key = ${key} and h > ${since}::timestamptz
  `)) as unknown as Rows<{ oldest: number | null }>;
  const oldest = result.rows[0]?.oldest;
  return oldest == null ? 0 : Math.max(0, Number(oldest) + rule.windowMs - now.getTime());
}

/** Gives one place back (the check it was taken for passed). */
export async function releasePlace(db: Queryable, key: string, at: Date): Promise<void> {
  const time = at.toISOString();
  await db.execute(sql`
    update rate_limit_windows
    set hits = hits[:array_position(hits, ${time}::timestamptz) - 1]
      || hits[array_position(hits, ${time}::timestamptz) + 1:]
    where key = ${key} and array_position(hits, ${time}::timestamptz) is not null
  `);
}

/** Forgets every place of a key (a right password ends the account's failures). */
export async function clearPlaces(db: Queryable, key: string): Promise<void> {
  await db.delete(rateLimitWindows).where(eq(rateLimitWindows.key, key));
}

/** Whole minutes to wait, at least one, for the message. */
export function minutesToWait(retryAfterMs: number): number {
  return Math.max(1, Math.ceil(retryAfterMs / 60_000));
}
