/**
 * A period's standing and results: the ranking (live from the round's finished attempts, or the
 * published rows of competition_results), publishing, the re-ranking after a withdrawal, the
 * cheating information from the invigilation signals, and the student's centre.
 */
import {
  rankCandidates,
  type TAttemptState,
  type TCentre,
  type TCheatingRow,
  type TRanking,
  type TRankingRow,
} from '@lingua/contracts';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  auditLog,
  competitionEntries,
  competitionPeriods,
  competitionResults,
  competitions,
  examAttempts,
  examFaceChecks,
  exams,
  schools,
  users,
} from '../../db/schema';
import type { Db, Queryable } from '../../platform/database';
import type { SessionUser } from '../../platform/request-context';
import { type CompetitionRow, getPeriod, type PeriodRow } from './competition-policy';
import { presentPeriod } from './periods';

/** Attempts that count: handed in or submitted at the deadline (never absent or marked cheating). */
const FINISHED: TAttemptState[] = ['submitted', 'autoSubmitted'];

/** The round's candidates: each entrant's first finished attempt, with the time it took (only entrants rank). */
async function candidates(db: Queryable, period: PeriodRow) {
  const rows = await db
    .select({
      attemptId: examAttempts.id,
      studentId: examAttempts.studentId,
      attemptNo: examAttempts.attemptNo,
      score: sql<number>`coalesce(${examAttempts.score}, ${examAttempts.autoScore}, 0)`.mapWith(Number),
      fullMark: examAttempts.fullMark,
      timeUsedSeconds:
        sql<number>`greatest(0, round(extract(epoch from (${examAttempts.submittedAt} - ${examAttempts.startedAt}))))`.mapWith(
          Number,
        ),
      withdrawn: sql<boolean>`${competitionEntries.withdrawnAt} is not null`.mapWith(Boolean),
      name: users.name,
      schoolName: schools.name,
    })
    .from(examAttempts)
    .innerJoin(users, eq(users.id, examAttempts.studentId))
    .innerJoin(schools, eq(schools.id, examAttempts.schoolId))
    .innerJoin(
      competitionEntries,
      and(
        eq(competitionEntries.competitionId, period.competitionId),
        eq(competitionEntries.studentId, examAttempts.studentId),
      ),
    )
    .where(
      and(
        eq(examAttempts.examId, period.examId),
        inArray(examAttempts.state, FINISHED),
        isNotNull(examAttempts.submittedAt),
        isNotNull(examAttempts.startedAt),
      ),
    )
    .orderBy(asc(examAttempts.attemptNo));
  const first = new Map<number, (typeof rows)[number]>();
  for (const r of rows) if (!first.has(r.studentId)) first.set(r.studentId, r);
  return [...first.values()];
}

async function publishedRows(db: Queryable, periodId: number): Promise<TRankingRow[]> {
  const rows = await db
    .select({ result: competitionResults, name: users.name, schoolName: schools.name })
    .from(competitionResults)
    .innerJoin(users, eq(users.id, competitionResults.studentId))
    .leftJoin(schools, eq(schools.id, users.schoolId))
    .where(eq(competitionResults.periodId, periodId))
    .orderBy(asc(competitionResults.rank), asc(competitionResults.timeUsedSeconds));
  return rows.map(({ result, name, schoolName }) => ({
    rank: result.rank,
    studentId: result.studentId,
    name,
    schoolName: schoolName ?? '',
    score: result.score,
    fullMark: result.fullMark,
    timeUsedSeconds: result.timeUsedSeconds,
    attemptId: result.attemptId,
  }));
}

async function liveRows(db: Queryable, period: PeriodRow): Promise<TRankingRow[]> {
  return rankCandidates(await candidates(db, period)).map((r) => ({
    rank: r.rank,
    studentId: r.studentId,
    name: r.name,
    schoolName: r.schoolName,
    score: r.score,
    fullMark: r.fullMark,
    timeUsedSeconds: r.timeUsedSeconds,
    attemptId: r.attemptId,
  }));
}

export async function rankingOf(
  db: Queryable,
  period: PeriodRow,
  competition: CompetitionRow,
  viewerId: number,
): Promise<TRanking> {
  const summary = await presentPeriod(db, period.id, competition.id);
  const rows = summary.published ? await publishedRows(db, period.id) : await liveRows(db, period);
  return {
    period: summary,
    abilityCompId: competition.id,
    competitionName: competition.name,
    published: summary.published,
    rows,
    mine: rows.find((r) => r.studentId === viewerId) ?? null,
  };
}

/** The ranking as anyone who may read the competition sees it (a leaderboard, live until published). */
export async function getRanking(db: Db, user: SessionUser, periodId: number): Promise<TRanking> {
  const staff = user.userType !== 2;
  const { period, competition } = await getPeriod(db, user, periodId, staff);
  return rankingOf(db, period, competition, user.userId);
}

/** Writes the period's ranks to competition_results, replacing any earlier publication. */
async function writeResults(tx: Queryable, period: PeriodRow, now: Date): Promise<void> {
  const ranked = rankCandidates(await candidates(tx, period));
  await tx.delete(competitionResults).where(eq(competitionResults.periodId, period.id));
  if (ranked.length > 0) {
    await tx.insert(competitionResults).values(
      ranked.map((r) => ({
        periodId: period.id,
        competitionId: period.competitionId,
        studentId: r.studentId,
        attemptId: r.attemptId,
        score: r.score,
        fullMark: r.fullMark,
        timeUsedSeconds: r.timeUsedSeconds,
        rank: r.rank,
        publishedAt: now,
      })),
    );
  }
  // The round's scores reach the entrants' reports with the results.
  await tx.update(exams).set({ published: true }).where(eq(exams.id, period.examId));
}

export async function publishResults(db: Db, user: SessionUser, periodId: number, now: Date): Promise<TRanking> {
  const { period, competition } = await getPeriod(db, user, periodId, true);
  await db.transaction((tx) => writeResults(tx, period, now));
  return rankingOf(db, period, competition, user.userId);
}

/** After a withdrawal every published period of the competition is ranked again without the entrant. */
export async function republishAfterWithdrawal(tx: Queryable, competitionId: number, now: Date): Promise<void> {
  const published = await tx
    .selectDistinct({ period: competitionPeriods })
    .from(competitionResults)
    .innerJoin(competitionPeriods, eq(competitionPeriods.id, competitionResults.periodId))
    .where(eq(competitionResults.competitionId, competitionId));
  for (const { period } of published) await writeResults(tx, period, now);
}

export async function getCheating(db: Db, user: SessionUser, periodId: number): Promise<TCheatingRow[]> {
  const { period } = await getPeriod(db, user, periodId, true);
  const attempts = await db
    .select({ attempt: examAttempts, name: users.name })
    .from(examAttempts)
    .innerJoin(users, eq(users.id, examAttempts.studentId))
    .where(eq(examAttempts.examId, period.examId))
    .orderBy(asc(users.name), asc(examAttempts.attemptNo));
  const failed = await db
    .select({ studentId: examFaceChecks.studentId, n: sql<number>`count(*)`.mapWith(Number) })
    .from(examFaceChecks)
    .where(and(eq(examFaceChecks.examId, period.examId), eq(examFaceChecks.passed, false)))
    .groupBy(examFaceChecks.studentId);
  const actions = await db
    .select({ studentId: auditLog.studentId, action: auditLog.action, reason: auditLog.reason, at: auditLog.at })
    .from(auditLog)
    .where(and(eq(auditLog.examId, period.examId), isNotNull(auditLog.studentId)))
    .orderBy(asc(auditLog.at));
  return attempts
    .map(({ attempt, name }) => ({
      studentId: attempt.studentId,
      name,
      attemptId: attempt.id,
      state: attempt.state,
      locked: attempt.locked,
      focusLosses: attempt.focusLosses,
      screenSwitches: attempt.screenSwitches,
      failedFaceChecks: failed.find((f) => f.studentId === attempt.studentId)?.n ?? 0,
      actions: actions
        .filter((a) => a.studentId === attempt.studentId)
        .map((a) => ({ action: a.action, reason: a.reason, at: a.at.toISOString() })),
    }))
    .filter(
      (r) =>
        r.state === 'cheating' ||
        r.locked ||
        r.focusLosses > 0 ||
        r.screenSwitches > 0 ||
        r.failedFaceChecks > 0 ||
        r.actions.length > 0,
    );
}

export async function getCentre(db: Db, student: SessionUser): Promise<TCentre> {
  const entries = await db
    .select({ entry: competitionEntries, name: competitions.name })
    .from(competitionEntries)
    .innerJoin(competitions, eq(competitions.id, competitionEntries.competitionId))
    .where(eq(competitionEntries.studentId, student.userId))
    .orderBy(asc(competitionEntries.enteredAt));
  const results = await db
    .select({ result: competitionResults, periodName: competitionPeriods.name })
    .from(competitionResults)
    .innerJoin(competitionPeriods, eq(competitionPeriods.id, competitionResults.periodId))
    .where(eq(competitionResults.studentId, student.userId));
  return {
    entries: entries.map(({ entry, name }) => ({
      abilityCompId: entry.competitionId,
      abilityCompName: name,
      entry: entry.withdrawnAt ? 'withdrawn' : entry.committedAt ? 'committed' : 'entered',
      results: results
        .filter((r) => r.result.competitionId === entry.competitionId)
        .map((r) => ({
          periodId: r.result.periodId,
          periodName: r.periodName,
          score: r.result.score,
          fullMark: r.result.fullMark,
          rank: r.result.rank,
          timeUsedSeconds: r.result.timeUsedSeconds,
        })),
    })),
  };
}
