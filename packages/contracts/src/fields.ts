/**
 * Bounded numbers every request body shares. A number a body sends ends in a PostgreSQL
 * `integer` column or an OFFSET: beyond 2^31 - 1 the database refuses it and the call answered
 * 500, so every id and count a body carries has an upper bound here (api/body-bounds.test.ts
 * checks that every body's integers are bounded).
 */
import { z } from 'zod';

/** The largest value of a PostgreSQL `integer` column. */
export const MAX_INTEGER = 2_147_483_647;

/** A row's id in a request body. */
export const ZId = z.number().int().positive().max(MAX_INTEGER);

/** A row's id a caller may send as text ("12"), as the spec's calls sometimes do. */
export const ZIdText = z.coerce.number().int().positive().max(MAX_INTEGER);

/** A page number from 1; the bound keeps (pageNum - 1) * pageSize inside the database's range. */
export const ZPageNum = z.coerce.number().int().min(1).max(1_000_000);

/** The number of a change in a page's answer journal: an older resend never overwrites a newer save. */
export const ZSeq = z.number().int().min(0).max(MAX_INTEGER);

/**
 * A journal number taken from the clock (practice and task drafts number their changes by
 * Date.now(), so a new device counts above an old one; stored as bigint): up to 2^53 − 1.
 */
export const ZClockSeq = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
