/**
 * Who may read and run a negotiation contest (docs/architecture.md "Object policies"): a contest
 * is its class's. Staff who may change the class (its teacher, the school's manager) run and judge
 * it and read every team; a teacher of the same school the organiser invited judges it (reads the
 * whole contest and scores, never pairs, moves phases or invites); a student of the class reads
 * it, and only their own team's side, brief and turns (the presenting code). Anyone else: 404.
 */
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import { classes, negotiationContests, negotiationJudges, negotiationMembers, negotiationTeams } from '../../db/schema';
import type { Queryable } from '../../platform/database';
import { notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/request-context';
import { classPolicy } from '../classes/class-policy';

export type ContestRow = typeof negotiationContests.$inferSelect & { className: string };

export const contestPolicy = {
  read: (user: SessionUser): SQL => and(eq(negotiationContests.schoolId, user.schoolId), classPolicy.read(user)) as SQL,
  change: (user: SessionUser): SQL =>
    and(eq(negotiationContests.schoolId, user.schoolId), classPolicy.change(user)) as SQL,
  /** Who judges: those who run it, and the school's teachers invited to. */
  judge: (user: SessionUser): SQL =>
    and(
      eq(negotiationContests.schoolId, user.schoolId),
      or(
        classPolicy.change(user),
        sql`exists (select 1 from ${negotiationJudges} where ${negotiationJudges.contestId} = ${negotiationContests.id} and ${negotiationJudges.judgeId} = ${user.userId})`,
      ),
    ) as SQL,
};

async function contestWhere(db: Queryable, where: SQL, contestId: number, lock: boolean): Promise<ContestRow> {
  const query = db
    .select({ contest: negotiationContests, className: classes.name })
    .from(negotiationContests)
    .innerJoin(classes, eq(classes.id, negotiationContests.classId))
    .where(and(eq(negotiationContests.id, contestId), where));
  const [row] = lock ? await query.for('update', { of: negotiationContests }) : await query;
  if (!row) throw notFound();
  return { ...row.contest, className: row.className };
}

/** A contest the user may see (staff of the class, its students); a 404 otherwise. */
export const getReadableContest = (db: Queryable, user: SessionUser, contestId: number, lock = false) =>
  contestWhere(db, contestPolicy.read(user), contestId, lock);

/** A contest the user runs and judges; `lock` holds its row for a phase change. */
export const getChangeableContest = (db: Queryable, user: SessionUser, contestId: number, lock = false) =>
  contestWhere(db, contestPolicy.change(user), contestId, lock);

/** A contest the user judges (runs it, or was invited): its whole detail and the scores. */
export const getJudgedContest = (db: Queryable, user: SessionUser, contestId: number, lock = false) =>
  contestWhere(db, contestPolicy.judge(user), contestId, lock);

/** Whether the user runs the contest (not only judges it). */
export async function mayRunContest(db: Queryable, user: SessionUser, contestId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: negotiationContests.id })
    .from(negotiationContests)
    .innerJoin(classes, eq(classes.id, negotiationContests.classId))
    .where(and(eq(negotiationContests.id, contestId), contestPolicy.change(user)));
  return row !== undefined;
}

export type TeamRow = typeof negotiationTeams.$inferSelect;

/** The student's team in the contest, or null. */
export async function teamOf(db: Queryable, contestId: number, studentId: number): Promise<TeamRow | null> {
  const [row] = await db
    .select({ team: negotiationTeams })
    .from(negotiationMembers)
    .innerJoin(negotiationTeams, eq(negotiationTeams.id, negotiationMembers.teamId))
    .where(and(eq(negotiationMembers.contestId, contestId), eq(negotiationMembers.studentId, studentId)));
  return row?.team ?? null;
}

/** A student's contest and their team: a student of the class who is in no team gets a 404. */
export async function getStudentContest(
  db: Queryable,
  user: SessionUser,
  contestId: number,
  lock = false,
): Promise<{ contest: ContestRow; team: TeamRow }> {
  const contest = await getReadableContest(db, user, contestId, lock);
  const team = await teamOf(db, contestId, user.userId);
  if (!team) throw notFound();
  return { contest, team };
}
