/**
 * Score histories: a student's published results over every activity
 * (interactive_training_person_score_history) and a class's published activities with their
 * teams' scores and ranks (interactive_training_score_history), and for the teacher every student's
 * results in a class's activities (interactive_training_person_score_history). All read the one score rule.
 */
import type { TClassPersonHistoryRow, TClassScoreHistoryRow, TInteractionHistoryRow } from '@lingua/contracts';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { classes, interactionActivities, interactionMembers } from '../../db/schema';
import type { Db } from '../../platform/database';
import type { SessionUser } from '../../platform/request-context';
import { getChangeableClass } from '../classes/class-policy';
import { loadActivity, results } from './activity-data';
import { activityPolicy } from './interaction-policy';

async function publishedActivities(db: Db, where: ReturnType<typeof and>) {
  return db
    .select({ activity: interactionActivities, className: classes.name })
    .from(interactionActivities)
    .innerJoin(classes, eq(classes.id, interactionActivities.classId))
    .where(and(eq(interactionActivities.phase, 'published'), where))
    .orderBy(desc(interactionActivities.publishedAt));
}

export async function personHistory(db: Db, user: SessionUser): Promise<TInteractionHistoryRow[]> {
  const mine = db
    .select({ id: interactionMembers.activityId })
    .from(interactionMembers)
    .where(eq(interactionMembers.studentId, user.userId));
  const rows = await publishedActivities(db, and(activityPolicy.read(user), inArray(interactionActivities.id, mine)));
  const out: TInteractionHistoryRow[] = [];
  for (const row of rows) {
    const data = await loadActivity(db, { ...row.activity, className: row.className }, user.language, []);
    const r = results(data);
    const me = r.persons.find((p) => p.userId === user.userId);
    const team = r.teams.find((t) => t.teamId === me?.teamId);
    if (!me || !team) continue;
    out.push({
      activityId: row.activity.id,
      title: row.activity.title,
      className: row.className,
      publishedAt: row.activity.publishedAt?.toISOString() ?? '',
      teamName: team.name,
      teamScore: team.teamScore,
      personalScore: me.personalScore,
      total: me.total,
      rank: me.rank,
      teamRank: team.rank,
    });
  }
  return out;
}

export async function classScoreHistory(db: Db, user: SessionUser, classId: number): Promise<TClassScoreHistoryRow[]> {
  await getChangeableClass(db, user, classId);
  const rows = await publishedActivities(
    db,
    and(activityPolicy.change(user), eq(interactionActivities.classId, classId)),
  );
  const out: TClassScoreHistoryRow[] = [];
  for (const row of rows) {
    const data = await loadActivity(db, { ...row.activity, className: row.className }, user.language, []);
    out.push({
      activityId: row.activity.id,
      title: row.activity.title,
      publishedAt: row.activity.publishedAt?.toISOString() ?? '',
      teams: results(data).teams.map((t) => ({ teamId: t.teamId, name: t.name, teamScore: t.teamScore, rank: t.rank })),
    });
  }
  return out;
}

export async function classPersonHistory(
  db: Db,
  user: SessionUser,
  classId: number,
): Promise<TClassPersonHistoryRow[]> {
  await getChangeableClass(db, user, classId);
  const rows = await publishedActivities(
    db,
    and(activityPolicy.change(user), eq(interactionActivities.classId, classId)),
  );
  const out: TClassPersonHistoryRow[] = [];
  for (const row of rows) {
    const data = await loadActivity(db, { ...row.activity, className: row.className }, user.language, []);
    const r = results(data);
    for (const p of r.persons) {
      const team = r.teams.find((t) => t.teamId === p.teamId);
      out.push({
        activityId: row.activity.id,
        title: row.activity.title,
        publishedAt: row.activity.publishedAt?.toISOString() ?? '',
        studentId: p.userId,
        studentName: p.name,
        teamName: p.teamName,
        teamScore: p.teamScore,
        personalScore: p.personalScore,
        total: p.total,
        rank: p.rank,
        teamRank: team?.rank ?? 0,
      });
    }
  }
  return out;
}
