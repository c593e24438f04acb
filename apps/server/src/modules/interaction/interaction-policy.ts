/**
 * Who may read and run an interactive training (docs/architecture.md "Object policies"): an
 * activity is its class's. Staff who may change the class (its teacher, the school's manager)
 * run it and read every team; a student of the class reads it, and reads and writes only their
 * own team's answers (team-membership checks in the service). Anyone else gets a 404.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import { classes, interactionActivities, interactionMembers, interactionTeams } from '../../db/schema';
import type { Queryable } from '../../platform/database';
import { notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/request-context';
import { classPolicy } from '../classes/class-policy';

export type ActivityRow = typeof interactionActivities.$inferSelect & { className: string };

export const activityPolicy = {
  read: (user: SessionUser): SQL =>
    and(eq(interactionActivities.schoolId, user.schoolId), classPolicy.read(user)) as SQL,
  change: (user: SessionUser): SQL =>
    and(eq(interactionActivities.schoolId, user.schoolId), classPolicy.change(user)) as SQL,
};

async function activityWhere(db: Queryable, where: SQL, activityId: number, lock = false): Promise<ActivityRow> {
  const query = db
    .select({ activity: interactionActivities, className: classes.name })
    .from(interactionActivities)
    .innerJoin(classes, eq(classes.id, interactionActivities.classId))
    .where(and(eq(interactionActivities.id, activityId), where));
  const [row] = lock ? await query.for('update', { of: interactionActivities }) : await query;
  if (!row) throw notFound();
  return { ...row.activity, className: row.className };
}

/** An activity the user may see (staff of the class, its students); a 404 otherwise. */
export const getReadableActivity = (db: Queryable, user: SessionUser, activityId: number) =>
  activityWhere(db, activityPolicy.read(user), activityId);

/** An activity the user runs; `lock` holds its row for a phase change. */
export const getChangeableActivity = (db: Queryable, user: SessionUser, activityId: number, lock = false) =>
  activityWhere(db, activityPolicy.change(user), activityId, lock);

export interface Membership {
  teamId: number;
  leaderId: number | null;
  submittedAt: Date | null;
  droppedAt: Date | null;
  teamName: string;
}

/** The student's team in the activity, or null. */
export async function membershipOf(db: Queryable, activityId: number, studentId: number): Promise<Membership | null> {
  const [row] = await db
    .select({
      teamId: interactionTeams.id,
      leaderId: interactionTeams.leaderId,
      submittedAt: interactionTeams.submittedAt,
      droppedAt: interactionTeams.droppedAt,
      teamName: interactionTeams.name,
    })
    .from(interactionMembers)
    .innerJoin(interactionTeams, eq(interactionTeams.id, interactionMembers.teamId))
    .where(and(eq(interactionMembers.activityId, activityId), eq(interactionMembers.studentId, studentId)));
  return row ?? null;
}

/** A team of an activity the user may see: staff of the class see every team, a student only their own. */
export async function getReadableTeam(
  db: Queryable,
  user: SessionUser,
  activityId: number,
  teamId: number,
  asStaff: boolean,
): Promise<ActivityRow> {
  const activity = asStaff
    ? await getChangeableActivity(db, user, activityId)
    : await getReadableActivity(db, user, activityId);
  if (asStaff) {
    const [team] = await db
      .select({ id: interactionTeams.id })
      .from(interactionTeams)
      .where(and(eq(interactionTeams.id, teamId), eq(interactionTeams.activityId, activityId)));
    if (!team) throw notFound();
  } else {
    const member = await membershipOf(db, activityId, user.userId);
    if (member?.teamId !== teamId) throw notFound();
  }
  return activity;
}
