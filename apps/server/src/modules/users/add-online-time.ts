/** Online time flushed by the client, added to today's row for the project type and sub-type. */

import { zonedDay } from '@lingua/contracts';
import { sql } from 'drizzle-orm';
import { onlineTime } from '../../db/schema';
import type { Db } from '../../platform/database';
import type { RequestContext, SessionUser } from '../../platform/request-context';
import { schoolTimeZone } from '../schools/school-time-zone';

/** The calendar day now on the school's clock. */
export async function schoolDay(db: Db, schoolId: number, now = new Date()): Promise<string> {
  return zonedDay(now, await schoolTimeZone(db, schoolId));
}

export async function addOnlineTime(db: Db, user: SessionUser, ctx: RequestContext, seconds: number): Promise<void> {
  await db
    .insert(onlineTime)
    .values({
      userId: user.userId,
      schoolId: user.schoolId || null,
      userType: user.userType,
      day: await schoolDay(db, user.schoolId),
      projectType: ctx.headers['zyzh-project-type'] ?? 'int_edu',
      projectSubType: ctx.headers['zyzh-project-sub-type'] ?? '',
      seconds,
    })
    .onConflictDoUpdate({
      target: [onlineTime.userId, onlineTime.day, onlineTime.projectType, onlineTime.projectSubType],
      set: { seconds: sql`${onlineTime.seconds} + excluded.seconds` },
    });
}
