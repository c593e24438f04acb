/**
 * What anyone may read of a public competition, without signing in: its page (/competition?id=N)
 * and its live scoreboard (/compscore). A school-only or deleted competition answers as unknown.
 * The scoreboard never carries an ID number, a mobile or an account id, and names are masked.
 * It is read at most once a second per period on each instance, and callers arriving while a
 * reading is on its way share it: a thousand open scoreboards polling during a round cost the
 * database one ranking a second, not a thousand.
 */
import { maskName, SCOREBOARD_ROWS, type TPublicCompetitionPage, type TScoreboard } from '@lingua/contracts';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { competitionPeriods, competitions, examAttempts } from '../../db/schema';
import type { Db } from '../../platform/database';
import { notFound } from '../../platform/errors';
import { presentMain } from '../competitions/competition-editing';
import type { CompetitionRow } from '../competitions/competition-policy';
import { listPeriods } from '../competitions/periods';
import { rankingOf } from '../competitions/results';

/** How long one reading of a period's standing serves every scoreboard. */
export const SCOREBOARD_FRESH_MS = 1000;

async function publicCompetition(db: Db, id: number): Promise<CompetitionRow> {
  const [row] = await db
    .select()
    .from(competitions)
    .where(and(eq(competitions.id, id), eq(competitions.isPublic, true), isNull(competitions.deletedAt)));
  if (!row) throw notFound();
  return row;
}

const schedule = (periods: Awaited<ReturnType<typeof listPeriods>>) =>
  periods.map(({ periodId, stage, name, opensAt, closesAt, timeLimitMinutes, published }) => ({
    periodId,
    stage,
    name,
    opensAt,
    closesAt,
    timeLimitMinutes,
    published,
  }));

export async function publicCompetitionPage(db: Db, id: number): Promise<TPublicCompetitionPage> {
  const row = await publicCompetition(db, id);
  const { commitment: _c, letterOfCommitmentUrl: _l, ...main } = await presentMain(db, row);
  return { main, periods: schedule(await listPeriods(db, row.id)) };
}

/** The period a scoreboard opens on without one named: the one running now, else the latest opened. */
function defaultPeriod(periods: TScoreboard['periods'], now: Date): number | null {
  const t = now.getTime();
  const running = periods.find((p) => Date.parse(p.opensAt) <= t && t <= Date.parse(p.closesAt));
  const opened = periods.filter((p) => Date.parse(p.opensAt) <= t);
  return (running ?? opened[opened.length - 1] ?? periods[0])?.periodId ?? null;
}

/** Per database and period: when its standing was read, and the reading (shared while on its way). */
const readings = new WeakMap<Db, Map<string, { at: number; board: Promise<TScoreboard> }>>();

async function readBoard(db: Db, row: CompetitionRow, periodId: number | undefined, now: Date): Promise<TScoreboard> {
  const periods = schedule(await listPeriods(db, row.id));
  const chosen = periodId ?? defaultPeriod(periods, now);
  const base = {
    abilityCompId: row.id,
    competitionName: row.name,
    logoUrl: row.logoUrl,
    periods,
    asOf: now.toISOString(),
  };
  if (chosen === null) return { ...base, periodId: null, published: false, sitting: 0, finished: 0, rows: [] };
  const [period] = await db
    .select()
    .from(competitionPeriods)
    .where(and(eq(competitionPeriods.id, chosen), eq(competitionPeriods.competitionId, row.id)));
  if (!period) throw notFound();
  const ranking = await rankingOf(db, period, row, 0);
  const [counts] = await db
    .select({
      sitting: sql<number>`count(*) filter (where ${examAttempts.state} = 'inProgress')`.mapWith(Number),
      finished:
        sql<number>`count(*) filter (where ${inArray(examAttempts.state, ['submitted', 'autoSubmitted'])})`.mapWith(
          Number,
        ),
    })
    .from(examAttempts)
    .where(eq(examAttempts.examId, period.examId));
  return {
    ...base,
    periodId: period.id,
    published: ranking.published,
    sitting: counts?.sitting ?? 0,
    finished: counts?.finished ?? 0,
    rows: ranking.rows.slice(0, SCOREBOARD_ROWS).map((r) => ({
      rank: r.rank,
      maskedName: maskName(r.name),
      schoolName: r.schoolName,
      score: r.score,
      fullMark: r.fullMark,
      timeUsedSeconds: r.timeUsedSeconds,
    })),
  };
}

export async function scoreboard(
  db: Db,
  input: { abilityCompId: number; periodId?: number | undefined },
  now: Date,
): Promise<TScoreboard> {
  const row = await publicCompetition(db, input.abilityCompId);
  const key = `${row.id}:${input.periodId ?? ''}`;
  let fresh = readings.get(db);
  if (!fresh) {
    fresh = new Map();
    readings.set(db, fresh);
  }
  const hit = fresh.get(key);
  if (hit && Math.abs(now.getTime() - hit.at) < SCOREBOARD_FRESH_MS) return hit.board;
  const board = readBoard(db, row, input.periodId, now);
  if (fresh.size > 1000) fresh.clear();
  fresh.set(key, { at: now.getTime(), board });
  // A failed reading is not kept: the next caller reads again.
  board.catch(() => fresh.delete(key));
  return board;
}
