/**
 * Find my score (/find_score): a registration matching the competition, the name and the ID
 * number's HMAC answers that entrant's published results, period by period, and nothing of anyone
 * else. Limited as find my certificate; a wrong ID number answers exactly as "not found".
 */
import type { TFoundScore } from '@lingua/contracts';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { competitionPeriods, competitionRegistrations, competitionResults, competitions } from '../../db/schema';
import type { Db } from '../../platform/database';
import { idNumberDigest } from '../certificates/id-number';
import { limitedLookup } from '../certificates/lookup-limits';

export async function findScore(
  db: Db,
  key: Buffer,
  input: { abilityCompId: number; name: string; idNumber: string },
  ip: string,
): Promise<TFoundScore> {
  const competitionId = input.abilityCompId;
  return limitedLookup(db, { kind: 'score', ip, competitionId, name: input.name }, async () => {
    const [found] = await db
      .select({ studentId: competitionRegistrations.studentId, competitionName: competitions.name })
      .from(competitionRegistrations)
      .innerJoin(competitions, eq(competitions.id, competitionRegistrations.competitionId))
      .where(
        and(
          eq(competitionRegistrations.competitionId, competitionId),
          eq(competitionRegistrations.realName, input.name),
          eq(competitionRegistrations.idNumberDigest, idNumberDigest(key, competitionId, input.idNumber)),
          eq(competitions.isPublic, true),
        ),
      );
    if (!found) return undefined;
    const rows = await db
      .select({ result: competitionResults, period: competitionPeriods })
      .from(competitionResults)
      .innerJoin(competitionPeriods, eq(competitionPeriods.id, competitionResults.periodId))
      .where(
        and(eq(competitionResults.competitionId, competitionId), eq(competitionResults.studentId, found.studentId)),
      )
      .orderBy(asc(competitionPeriods.id));
    const periodIds = rows.map((r) => r.period.id);
    const sizes =
      periodIds.length === 0
        ? []
        : await db
            .select({ periodId: competitionResults.periodId, n: count() })
            .from(competitionResults)
            .where(inArray(competitionResults.periodId, periodIds))
            .groupBy(competitionResults.periodId);
    const entrants = new Map(sizes.map((s) => [s.periodId, Number(s.n)]));
    return {
      competitionName: found.competitionName,
      name: input.name,
      results: rows.map(({ result, period }) => ({
        periodName: period.name,
        stage: period.stage,
        score: result.score,
        fullMark: result.fullMark,
        rank: result.rank,
        entrants: entrants.get(period.id) ?? 0,
        timeUsedSeconds: result.timeUsedSeconds,
        publishedAt: result.publishedAt.toISOString(),
      })),
    };
  });
}
