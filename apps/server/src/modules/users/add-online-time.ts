/** Online time flushed by the client, added to today's row for the project type and sub-type. */
import { sql } from 'drizzle-orm';
import { onlineTime } from '../../db/schema';
import { chinaDay } from '../../platform/china-time';
import type { Db } from '../../platform/database';
import type { RequestContext, SessionUser } from '../../platform/request-context';

/** The school's day (China Standard Time). */
export function schoolDay(now = new Date()): string {
  return chinaDay(now);
}

export async function addOnlineTime(db: Db, user: SessionUser, ctx: RequestContext, seconds: number): Promise<void> {
  await db
    .insert(onlineTime)
    .values({
      userId: user.userId,
      schoolId: user.schoolId || null,
      userType: user.userType,
      day: schoolDay(),
      projectType: ctx.headers['zyzh-project-type'] ?? 'int_edu',
      projectSubType: ctx.headers['zyzh-project-sub-type'] ?? '',
      seconds,
    })
    .onConflictDoUpdate({
      target: [onlineTime.userId, onlineTime.day, onlineTime.projectType, onlineTime.projectSubType],
      set: { seconds: sql`${onlineTime.seconds} + excluded.seconds` },
    });
}
