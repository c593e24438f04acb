/**
 * The certificates of a published period. At publishing the prizes go by rank share, as national
 * contests give them: the first tenth (at least one) 一等奖, the next fifth 二等奖, the next three
 * tenths 三等奖. The organiser may issue them again by places (the first N, the next M, the next
 * K) or by score bands (at least X, Y, Z): an entrant whose prize is unchanged keeps their
 * certificate and its code, one whose prize changed gets a new one, and the certificates of
 * those left without a prize are withdrawn (their codes no longer verify). The holder's name is
 * the registered real name when there is one (public competitions), else the account's.
 */
import { PRIZE_AWARDS, type TPeriodCertificatesResult, type TPrizeRule } from '@lingua/contracts';
import { and, asc, eq, inArray, like } from 'drizzle-orm';
import {
  certificates,
  competitionPeriods,
  competitionRegistrations,
  competitionResults,
  competitions,
  schools,
  users,
} from '../../db/schema';
import type { Queryable } from '../../platform/database';
import { type IssueInput, issueCertificates } from './issue';

const SHARES = [0.1, 0.2, 0.3] as const;

/** The prize of each place among `n` ranked entrants (null: no prize), by the rank's share. */
export function prizeOf(rank: number, n: number): string | null {
  let upTo = 0;
  for (const [i, share] of SHARES.entries()) {
    upTo += i === 0 ? Math.max(1, Math.ceil(share * n)) : Math.ceil(share * n);
    if (rank <= upTo) return PRIZE_AWARDS[i] ?? null;
  }
  return null;
}

/** The prize of a ranked result under the organiser's rule (null: no prize). */
export function prizeBy(rule: TPrizeRule, result: { rank: number; score: number }, n: number): string | null {
  if (rule.kind === 'shares') return prizeOf(result.rank, n);
  if (rule.kind === 'top') {
    // Places count by rank, so entrants tied on the last prized place all get it.
    const limits = [rule.first, rule.first + rule.second, rule.first + rule.second + rule.third];
    const i = limits.findIndex((upTo) => result.rank <= upTo);
    return i < 0 ? null : (PRIZE_AWARDS[i] ?? null);
  }
  const bands = [rule.first, rule.second, rule.third];
  const i = bands.findIndex((min) => result.score >= min);
  return i < 0 ? null : (PRIZE_AWARDS[i] ?? null);
}

const DESIGN = { background: '#1d3f72', accent: '#b8860b' };

/** Every certificate of a period shares this key prefix (the issue key names period and holder). */
export const periodKeyPrefix = (competitionId: number, periodId: number) =>
  `competition:${competitionId}:period:${periodId}:user:`;

export async function issueForPeriod(
  db: Queryable,
  key: Buffer,
  periodId: number,
  now: Date,
  /** The organiser's rule replaces the period's prizes; publishing (no rule) only adds what is new. */
  rule?: TPrizeRule,
): Promise<TPeriodCertificatesResult> {
  const [head] = await db
    .select({ period: competitionPeriods, competition: competitions, schoolName: schools.name })
    .from(competitionPeriods)
    .innerJoin(competitions, eq(competitions.id, competitionPeriods.competitionId))
    .innerJoin(schools, eq(schools.id, competitions.schoolId))
    .where(eq(competitionPeriods.id, periodId));
  if (!head) return { issued: 0, kept: 0, withdrawn: 0 };
  const rows = await db
    .select({
      studentId: competitionResults.studentId,
      rank: competitionResults.rank,
      score: competitionResults.score,
      accountName: users.name,
      realName: competitionRegistrations.realName,
      digest: competitionRegistrations.idNumberDigest,
    })
    .from(competitionResults)
    .innerJoin(users, eq(users.id, competitionResults.studentId))
    .leftJoin(
      competitionRegistrations,
      and(
        eq(competitionRegistrations.competitionId, competitionResults.competitionId),
        eq(competitionRegistrations.studentId, competitionResults.studentId),
      ),
    )
    .where(eq(competitionResults.periodId, periodId))
    .orderBy(asc(competitionResults.rank));
  const prefix = periodKeyPrefix(head.competition.id, periodId);
  const winners = rows.flatMap((r) => {
    const prize = prizeBy(rule ?? { kind: 'shares' }, r, rows.length);
    if (!prize) return [];
    return [
      {
        holderName: r.realName ?? r.accountName,
        holderUserId: r.studentId,
        idNumberDigest: r.digest ?? '',
        award: `${head.period.name} ${prize}`,
        rank: r.rank,
        issueKey: `${prefix}${r.studentId}`,
      },
    ];
  });
  // Withdraw what the rule no longer gives: no prize now, or another prize (issued anew below).
  const existing = await db
    .select({ id: certificates.id, issueKey: certificates.issueKey, award: certificates.award })
    .from(certificates)
    .where(like(certificates.issueKey, `${prefix}%`));
  const wanted = new Map(winners.map((w) => [w.issueKey, w.award]));
  const stale = rule ? existing.filter((c) => wanted.get(c.issueKey) !== c.award).map((c) => c.id) : [];
  if (stale.length > 0) await db.delete(certificates).where(inArray(certificates.id, stale));
  const input: IssueInput = {
    competitionId: head.competition.id,
    schoolId: head.competition.schoolId,
    competitionTitle: head.competition.name,
    organiser: head.schoolName,
    issuedOn: now.toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' }),
    design: { ...DESIGN, ...(head.competition.bgUrl ? { backgroundImage: head.competition.bgUrl } : {}) },
    winners,
  };
  const { issued, total } = await issueCertificates(db, key, input);
  return { issued, kept: total - issued, withdrawn: stale.length };
}
