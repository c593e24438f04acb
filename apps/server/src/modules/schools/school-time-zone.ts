/**
 * A school's time zone, read where a message or an export writes a time. Zones change almost never
 * (only the operator sets one), so each process keeps what it read for a minute rather than asking
 * on every online-time flush.
 */
import { DEFAULT_TIME_ZONE } from '@lingua/contracts';
import { eq } from 'drizzle-orm';
import { schools } from '../../db/schema';
import type { Queryable } from '../../platform/database';
import { rowCache } from '../../platform/row-caches';

const KEEP_MS = 60_000;
const known = rowCache(new Map<number, { zone: string; until: number }>());

/** The zone of `schoolId`; Asia/Shanghai for no school (the platform operator) or an unknown one. */
export async function schoolTimeZone(db: Queryable, schoolId: number | null | undefined): Promise<string> {
  if (!schoolId) return DEFAULT_TIME_ZONE;
  const hit = known.get(schoolId);
  if (hit && hit.until > Date.now()) return hit.zone;
  const [row] = await db.select({ zone: schools.timeZone }).from(schools).where(eq(schools.id, schoolId)).limit(1);
  const zone = row?.zone ?? DEFAULT_TIME_ZONE;
  known.set(schoolId, { zone, until: Date.now() + KEEP_MS });
  return zone;
}

/** Forgets what this process read, after a zone was written. */
export function forgetSchoolTimeZone(schoolId: number): void {
  known.delete(schoolId);
}
