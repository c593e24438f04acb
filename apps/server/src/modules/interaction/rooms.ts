/**
 * Realtime rooms: `interaction:{activityId}` (phase and team changes) for whoever may see the
 * activity; `team:{teamId}` (every stage save, live) for the team's members and the staff who run
 * the activity, never another team or class.
 */
import { eq } from 'drizzle-orm';
import { interactionTeams } from '../../db/schema';
import type { Db } from '../../platform/database';
import { AppError } from '../../platform/errors';
import type { RealtimeHub } from '../../platform/realtime/hub';
import { getChangeableActivity, getReadableActivity, membershipOf } from './interaction-policy';

const visible = async (check: () => Promise<boolean>) =>
  check().catch((error: unknown) => {
    if (error instanceof AppError) return false;
    throw error;
  });

export function defineInteractionRooms(db: Db, hub: RealtimeHub): void {
  hub.defineRoom('interaction', (user, id) => visible(async () => Boolean(await getReadableActivity(db, user, id))));
  hub.defineRoom('team', (user, id) =>
    visible(async () => {
      const [team] = await db
        .select({ activityId: interactionTeams.activityId })
        .from(interactionTeams)
        .where(eq(interactionTeams.id, id));
      if (!team) return false;
      const member = await membershipOf(db, team.activityId, user.userId);
      if (member?.teamId === id) return Boolean(await getReadableActivity(db, user, team.activityId));
      return Boolean(await getChangeableActivity(db, user, team.activityId));
    }),
  );
}
