/**
 * The organiser's exercise history (/competition/teacher/exerciseHistory): every round of the
 * practice (non-official) competitions they may change (competitionPolicy.change: their own, or
 * the school's for a manager), newest first, with its entrants and published results' figures.
 */
import type { TExerciseHistoryRow } from '@lingua/contracts';
import { and, avg, count, desc, eq, inArray, max } from 'drizzle-orm';
import { competitionEntries, competitionPeriods, competitionResults, competitions, exams } from '../../db/schema';
import type { Db } from '../../platform/database';
import type { SessionUser } from '../../platform/request-context';
import { assertOrganiser, competitionPolicy } from './competition-policy';

/** A page's worth: a school's practice rounds over years stay well under it. */
const LIMIT = 500;

export async function exerciseHistory(db: Db, user: SessionUser): Promise<TExerciseHistoryRow[]> {
  assertOrganiser(user);
  const rounds = await db
    .select({
      competitionId: competitions.id,
      competitionName: competitions.name,
      periodId: competitionPeriods.id,
      periodName: competitionPeriods.name,
      stage: competitionPeriods.stage,
      examId: exams.id,
      opensAt: exams.opensAt,
      closesAt: exams.closesAt,
    })
    .from(competitionPeriods)
    .innerJoin(competitions, eq(competitions.id, competitionPeriods.competitionId))
    .innerJoin(exams, eq(exams.id, competitionPeriods.examId))
    .where(and(competitionPolicy.change(user), eq(competitions.isOfficial, false)))
    .orderBy(desc(exams.opensAt), desc(competitionPeriods.id))
    .limit(LIMIT);
  if (rounds.length === 0) return [];
  const periodIds = rounds.map((r) => r.periodId);
  const competitionIds = [...new Set(rounds.map((r) => r.competitionId))];
  const [results, entrants] = await Promise.all([
    db
      .select({
        periodId: competitionResults.periodId,
        n: count(),
        average: avg(competitionResults.score),
        best: max(competitionResults.score),
        fullMark: max(competitionResults.fullMark),
      })
      .from(competitionResults)
      .where(inArray(competitionResults.periodId, periodIds))
      .groupBy(competitionResults.periodId),
    db
      .select({ competitionId: competitionEntries.competitionId, n: count() })
      .from(competitionEntries)
      .where(inArray(competitionEntries.competitionId, competitionIds))
      .groupBy(competitionEntries.competitionId),
  ]);
  const byPeriod = new Map(results.map((r) => [r.periodId, r]));
  const entered = new Map(entrants.map((e) => [e.competitionId, Number(e.n)]));
  return rounds.map((r) => {
    const result = byPeriod.get(r.periodId);
    return {
      abilityCompId: r.competitionId,
      abilityCompName: r.competitionName,
      periodId: r.periodId,
      periodName: r.periodName,
      stage: r.stage,
      examId: r.examId,
      opensAt: r.opensAt.toISOString(),
      closesAt: r.closesAt.toISOString(),
      entrants: entered.get(r.competitionId) ?? 0,
      published: result !== undefined,
      resultCount: result ? Number(result.n) : 0,
      averageScore: result?.average == null ? null : Math.round(Number(result.average) * 10) / 10,
      bestScore: result?.best ?? null,
      fullMark: result?.fullMark ?? null,
    };
  });
}
