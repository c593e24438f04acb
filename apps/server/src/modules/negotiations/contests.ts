/**
 * The teacher's side of a contest: create it on a case for a class, pair the teams, move it
 * through its phases (starting the platform round starts its clock), score teams as a judge.
 * Every change runs under the contest's row lock, so a phase change and a score cannot cross.
 */
import { NEGOTIATION_CASES, negotiationCase } from '@lingua/content';
import {
  NEGOTIATION_PHASES,
  type TLanguageUse,
  type TNegotiationCaseSummary,
  type TNegotiationPhase,
  type TNegotiationSummary,
  type ZAdvanceNegotiationRequest,
  type ZCreateNegotiationRequest,
  type ZFormNegotiationTeamsRequest,
  type ZNegotiationScoreRequest,
} from '@lingua/contracts';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  classes,
  negotiationContests,
  negotiationJudges,
  negotiationMembers,
  negotiationScores,
  negotiationTeams,
} from '../../db/schema';
import type { Db } from '../../platform/database';
import { badRequest, conflict, notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/request-context';
import { assertClassStudents, assertClassTakesWork, getChangeableClass } from '../classes/class-policy';
import { contestPolicy, getChangeableContest, getJudgedContest } from './negotiation-policy';

export function listCases(): TNegotiationCaseSummary[] {
  return NEGOTIATION_CASES.map((c) => ({ caseKey: c.key, title: c.title, summary: c.summary }));
}

export async function createContest(
  db: Db,
  user: SessionUser,
  body: z.infer<typeof ZCreateNegotiationRequest>,
): Promise<number> {
  await assertClassTakesWork(db, user, body.classId);
  if (!negotiationCase(body.caseKey)) throw badRequest('negotiationUnknownCase', 'caseKey');
  const [created] = await db
    .insert(negotiationContests)
    .values({
      schoolId: user.schoolId,
      classId: body.classId,
      teacherId: user.userId,
      caseKey: body.caseKey,
      title: body.title,
      rubric: body.rubric,
      platformMinutes: body.platformMinutes,
      platformTurns: body.platformTurns,
      platformAt: body.platformAt ? new Date(body.platformAt) : null,
    })
    .returning({ id: negotiationContests.id });
  if (!created) throw new Error('contest insert returned nothing');
  return created.id;
}

export async function listContests(
  db: Db,
  user: SessionUser,
  classId: number | undefined,
  language: TLanguageUse,
): Promise<TNegotiationSummary[]> {
  // A class named must be one the user runs: another's is a 404, never an empty list. The list
  // holds the contests the user runs and those they were invited to judge.
  if (classId) await getChangeableClass(db, user, classId);
  const teams = db
    .select({ contestId: negotiationTeams.contestId, n: count().as('n') })
    .from(negotiationTeams)
    .groupBy(negotiationTeams.contestId)
    .as('team_counts');
  const rows = await db
    .select({
      contest: negotiationContests,
      className: classes.name,
      teams: teams.n,
      invited: sql<boolean>`exists (select 1 from ${negotiationJudges} where ${negotiationJudges.contestId} = ${negotiationContests.id} and ${negotiationJudges.judgeId} = ${user.userId})`,
    })
    .from(negotiationContests)
    .innerJoin(classes, eq(classes.id, negotiationContests.classId))
    .leftJoin(teams, eq(teams.contestId, negotiationContests.id))
    .where(and(contestPolicy.judge(user), classId ? eq(negotiationContests.classId, classId) : undefined))
    .orderBy(desc(negotiationContests.id));
  return rows.map(({ contest: c, className, teams: n, invited }) => ({
    contestId: c.id,
    classId: c.classId,
    className,
    title: c.title,
    phase: c.phase,
    rubric: c.rubric,
    platformMinutes: c.platformMinutes,
    platformTurns: c.platformTurns,
    platformAt: c.platformAt?.toISOString() ?? null,
    publishedAt: c.publishedAt?.toISOString() ?? null,
    createdAt: c.createdAt.toISOString(),
    caseTitle: negotiationCase(c.caseKey)?.title[language] ?? c.caseKey,
    teams: Number(n ?? 0),
    invited: Boolean(invited),
  }));
}

/** Replaces the contest's pairings (forming only): every member a student of the class, once. */
export async function formTeams(
  db: Db,
  user: SessionUser,
  body: z.infer<typeof ZFormNegotiationTeamsRequest>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const contest = await getChangeableContest(tx, user, body.contestId, true);
    if (contest.phase !== 'forming') throw conflict('negotiationNotForming');
    const seen = new Set<number>();
    body.pairings.forEach((p, i) => {
      for (const side of ['seller', 'buyer'] as const) {
        for (const id of p[side].memberIds) {
          if (seen.has(id)) throw badRequest('negotiationStudentTwice', `pairings.${i}.${side}.memberIds`);
          seen.add(id);
        }
      }
    });
    await assertClassStudents(tx, contest.classId, [...seen]);
    await tx.delete(negotiationTeams).where(eq(negotiationTeams.contestId, contest.id));
    for (const [i, p] of body.pairings.entries()) {
      for (const side of ['seller', 'buyer'] as const) {
        const [team] = await tx
          .insert(negotiationTeams)
          .values({ contestId: contest.id, name: p[side].name, side, pairing: i + 1 })
          .returning({ id: negotiationTeams.id });
        if (!team) throw new Error('team insert returned nothing');
        await tx
          .insert(negotiationMembers)
          .values(p[side].memberIds.map((studentId) => ({ contestId: contest.id, studentId, teamId: team.id })));
      }
    }
  });
}

const nextPhase = (phase: TNegotiationPhase): TNegotiationPhase | undefined =>
  NEGOTIATION_PHASES[NEGOTIATION_PHASES.indexOf(phase) + 1];

/** One step on: forming → simulation → platform (its clock starts) → review → published. */
export async function advance(
  db: Db,
  user: SessionUser,
  body: z.infer<typeof ZAdvanceNegotiationRequest>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const contest = await getChangeableContest(tx, user, body.contestId, true);
    const next = nextPhase(contest.phase);
    if (!next || body.phase !== next) throw badRequest('negotiationWrongPhase', 'phase', { phase: next ?? '-' });
    const teams = await tx
      .select({ id: negotiationTeams.id, name: negotiationTeams.name })
      .from(negotiationTeams)
      .where(eq(negotiationTeams.contestId, contest.id));
    if (next === 'simulation' && teams.length === 0) throw conflict('negotiationNoTeams');
    if (next === 'published') {
      const scored = await tx
        .selectDistinct({ teamId: negotiationScores.teamId })
        .from(negotiationScores)
        .where(eq(negotiationScores.contestId, contest.id));
      const unscored = teams.filter((t) => !scored.some((s) => s.teamId === t.id));
      if (unscored.length > 0)
        throw conflict('negotiationUnscoredTeams', { teams: unscored.map((t) => t.name).join('、') });
    }
    await tx
      .update(negotiationContests)
      .set({
        phase: next,
        ...(next === 'platform' ? { platformStartedAt: sql`now()` } : {}),
        ...(next === 'published' ? { publishedAt: sql`now()` } : {}),
      })
      .where(eq(negotiationContests.id, contest.id));
  });
}

/** A judge's (the class's staff or an invited teacher) scores for a team: review only; every criterion scored, each within its maximum. */
export async function scoreTeam(
  db: Db,
  user: SessionUser,
  body: z.infer<typeof ZNegotiationScoreRequest>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const contest = await getJudgedContest(tx, user, body.contestId, true);
    const [team] = await tx
      .select({ id: negotiationTeams.id })
      .from(negotiationTeams)
      .where(and(eq(negotiationTeams.id, body.teamId), eq(negotiationTeams.contestId, contest.id)));
    if (!team) throw notFound();
    if (contest.phase !== 'review') throw conflict('negotiationNotReview');
    if (body.scores.length !== contest.rubric.length)
      throw badRequest('negotiationScoreEveryCriterion', 'scores', { count: contest.rubric.length });
    contest.rubric.forEach((criterion, i) => {
      const score = body.scores[i] ?? -1;
      if (score < 0 || score > criterion.max)
        throw badRequest('negotiationScoreOverMax', `scores.${i}`, { name: criterion.name, max: criterion.max });
    });
    await tx
      .insert(negotiationScores)
      .values({
        contestId: contest.id,
        teamId: team.id,
        judgeId: user.userId,
        scores: body.scores,
        comment: body.comment,
      })
      .onConflictDoUpdate({
        target: [negotiationScores.teamId, negotiationScores.judgeId],
        set: { scores: body.scores, comment: body.comment, updatedAt: sql`now()` },
      });
  });
}
