/**
 * Reads a contest's rows (teams, members, turns, scores) and presents them: the judge's whole
 * detail, or a student's view holding only their own side's brief, their team's simulation and
 * their pairing's platform turns. Results are computed from the rows (ranking.ts), never stored.
 */
import { type NegotiationCase, negotiationCase, resolveMachineLines } from '@lingua/content';
import {
  speakerOf,
  type TJudgeScore,
  type TLanguageUse,
  type TNegotiationBrief,
  type TNegotiationClock,
  type TNegotiationDetail,
  type TNegotiationJudge,
  type TNegotiationSide,
  type TNegotiationStudentView,
  type TNegotiationTeam,
  type TNegotiationTurn,
} from '@lingua/contracts';
import { asc, eq } from 'drizzle-orm';
import {
  classStudents,
  negotiationMembers,
  negotiationScores,
  negotiationTeams,
  negotiationTurns,
  users,
} from '../../db/schema';
import type { Queryable } from '../../platform/database';
import type { ContestRow, TeamRow } from './negotiation-policy';
import { rankTeams } from './ranking';

export const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);
const other = (side: TNegotiationSide): TNegotiationSide => (side === 'seller' ? 'buyer' : 'seller');

export function caseOf(contest: ContestRow): NegotiationCase {
  const found = negotiationCase(contest.caseKey);
  if (!found) throw new Error(`negotiation case ${contest.caseKey} is not in the content`);
  return found;
}

/** The platform round's clock on the server's time; the page keeps only its offset to serverNow. */
export function clockOf(contest: ContestRow, now = new Date()): TNegotiationClock {
  const started = contest.platformStartedAt;
  return {
    serverNow: now.toISOString(),
    startedAt: iso(started),
    endsAt: started ? new Date(started.getTime() + contest.platformMinutes * 60_000).toISOString() : null,
  };
}

interface ContestRows {
  contest: ContestRow;
  students: { studentId: number; name: string }[];
  teams: TNegotiationTeam[];
  turns: (typeof negotiationTurns.$inferSelect & { authorName: string })[];
  scores: TJudgeScore[];
  teamRows: TeamRow[];
}

export async function loadContest(db: Queryable, contest: ContestRow): Promise<ContestRows> {
  const [students, teamRows, members, turns, scores] = await Promise.all([
    db
      .select({ studentId: users.id, name: users.name })
      .from(classStudents)
      .innerJoin(users, eq(users.id, classStudents.studentId))
      .where(eq(classStudents.classId, contest.classId))
      .orderBy(asc(users.id)),
    db
      .select()
      .from(negotiationTeams)
      .where(eq(negotiationTeams.contestId, contest.id))
      .orderBy(asc(negotiationTeams.pairing), asc(negotiationTeams.side)),
    db
      .select({ teamId: negotiationMembers.teamId, studentId: users.id, name: users.name })
      .from(negotiationMembers)
      .innerJoin(users, eq(users.id, negotiationMembers.studentId))
      .where(eq(negotiationMembers.contestId, contest.id))
      .orderBy(asc(users.id)),
    db
      .select({ turn: negotiationTurns, authorName: users.name })
      .from(negotiationTurns)
      .innerJoin(users, eq(users.id, negotiationTurns.authorId))
      .where(eq(negotiationTurns.contestId, contest.id))
      .orderBy(asc(negotiationTurns.seq), asc(negotiationTurns.id)),
    db
      .select({ score: negotiationScores, judgeName: users.name })
      .from(negotiationScores)
      .innerJoin(users, eq(users.id, negotiationScores.judgeId))
      .where(eq(negotiationScores.contestId, contest.id))
      .orderBy(asc(negotiationScores.teamId), asc(users.id)),
  ]);
  // Sellers first within a pairing (the order the round speaks in).
  teamRows.sort((a, b) => a.pairing - b.pairing || (a.side === 'seller' ? -1 : 1) - (b.side === 'seller' ? -1 : 1));
  const teams = teamRows.map(
    (t): TNegotiationTeam => ({
      teamId: t.id,
      name: t.name,
      side: t.side,
      pairing: t.pairing,
      members: members.filter((m) => m.teamId === t.id).map((m) => ({ studentId: m.studentId, name: m.name })),
      simulationDoneAt: iso(t.simulationDoneAt),
    }),
  );
  return {
    contest,
    students,
    teams,
    teamRows,
    turns: turns.map((r) => ({ ...r.turn, authorName: r.authorName })),
    scores: scores.map(
      (r): TJudgeScore => ({
        teamId: r.score.teamId,
        judgeId: r.score.judgeId,
        judgeName: r.judgeName,
        scores: r.score.scores,
        total: r.score.scores.reduce((a, b) => a + b, 0),
        comment: r.score.comment,
        at: r.score.updatedAt.toISOString(),
      }),
    ),
  };
}

function rankingOf(rows: ContestRows) {
  return rankTeams(
    rows.teamRows.map((t) => ({
      teamId: t.id,
      name: t.name,
      side: t.side,
      simulationDoneAt: t.simulationDoneAt,
      judgeScores: rows.scores.filter((s) => s.teamId === t.id).map((s) => s.scores),
    })),
  );
}

function presentTurn(t: ContestRows['turns'][number], side: TNegotiationSide): TNegotiationTurn {
  return { seq: t.seq, side, teamId: t.teamId, authorName: t.authorName, text: t.text, at: t.createdAt.toISOString() };
}

function caseText(c: NegotiationCase, language: TLanguageUse) {
  return { caseKey: c.key, title: c.title[language], background: c.background, note: c.note };
}

function briefOf(c: NegotiationCase, side: TNegotiationSide): TNegotiationBrief {
  const s = c.sides[side];
  return { side, role: s.role, brief: s.brief, note: s.note };
}

function base(contest: ContestRow) {
  return {
    contestId: contest.id,
    classId: contest.classId,
    className: contest.className,
    title: contest.title,
    phase: contest.phase,
    rubric: contest.rubric,
    platformMinutes: contest.platformMinutes,
    platformTurns: contest.platformTurns,
    platformAt: iso(contest.platformAt),
    publishedAt: iso(contest.publishedAt),
    createdAt: contest.createdAt.toISOString(),
  };
}

const sideOfTeam = (rows: ContestRows, teamId: number): TNegotiationSide =>
  rows.teams.find((t) => t.teamId === teamId)?.side ?? 'seller';

/** The judge's detail: both briefs and every team's turns and scores, the invited judges, and whether the caller runs it. */
export function presentDetail(
  rows: ContestRows,
  language: TLanguageUse,
  judging: { judges: TNegotiationJudge[]; mayRun: boolean },
): TNegotiationDetail {
  const c = caseOf(rows.contest);
  const lines = (side: TNegotiationSide) =>
    c.sides[side].machineLines.map((l, line) => ({ line, text: l.text, note: l.note }));
  return {
    ...base(rows.contest),
    case: caseText(c, language),
    briefs: [briefOf(c, 'seller'), briefOf(c, 'buyer')],
    machineLines: { seller: lines('seller'), buyer: lines('buyer') },
    teams: rows.teams,
    students: rows.students,
    simulationLines: rows.teams.map((team) => ({
      teamId: team.teamId,
      lines: machineLinesFor(
        c,
        team.side,
        rows.turns.filter((t) => t.round === 'simulation' && t.teamId === team.teamId).map((t) => t.text),
      ).map((l, line) => ({ line, text: l.text, note: l.note })),
    })),
    simulationTurns: rows.turns
      .filter((t) => t.round === 'simulation')
      .map((t) => presentTurn(t, sideOfTeam(rows, t.teamId))),
    pairingTurns: rows.turns
      .filter((t) => t.round === 'platform')
      .map((t) => ({ ...presentTurn(t, sideOfTeam(rows, t.teamId)), pairing: t.pairing })),
    clock: clockOf(rows.contest),
    scores: rows.scores,
    ranking: rankingOf(rows),
    judges: judging.judges,
    mayRun: judging.mayRun,
  };
}

/** The next platform turn's side in a pairing, or null when every turn is used. */
export function nextPlatformSide(turnsSoFar: number, platformTurns: number): TNegotiationSide | null {
  return turnsSoFar < platformTurns ? speakerOf(turnsSoFar) : null;
}

/** A student's view: their own side only; the ranking and their scores once published. */
export function presentStudentView(rows: ContestRows, team: TeamRow, language: TLanguageUse): TNegotiationStudentView {
  const c = caseOf(rows.contest);
  const machine = c.sides[other(team.side)];
  const lineCount = c.sides[team.side].machineLines.length;
  const simulation = rows.turns.filter((t) => t.round === 'simulation' && t.teamId === team.id);
  const platform = rows.turns.filter((t) => t.round === 'platform' && t.pairing === team.pairing);
  const opponent = rows.teams.find((t) => t.pairing === team.pairing && t.teamId !== team.id) ?? null;
  const published = rows.contest.phase === 'published';
  return {
    ...base(rows.contest),
    case: caseText(c, language),
    team: rows.teams.find((t) => t.teamId === team.id) ?? null,
    opponent: opponent ? { teamId: opponent.teamId, name: opponent.name, side: opponent.side } : null,
    brief: briefOf(c, team.side),
    simulation: {
      machineRole: machine.role,
      lines: machineLinesFor(
        c,
        team.side,
        simulation.map((t) => t.text),
      ).map((l, line) => ({ line, text: l.text, note: l.note })),
      turns: simulation.map((t) => presentTurn(t, team.side)),
      nextLine: simulation.length < lineCount ? simulation.length : null,
      lineCount,
    },
    platform: {
      turns: platform.map((t) => presentTurn(t, sideOfTeam(rows, t.teamId))),
      nextSide: nextPlatformSide(platform.length, rows.contest.platformTurns),
      clock: clockOf(rows.contest),
    },
    ranking: published ? rankingOf(rows) : [],
    myScores: published ? rows.scores.filter((s) => s.teamId === team.id) : [],
  };
}

/**
 * The machine's lines a team of `side` has reached in its simulation (line n shows after n
 * replies, the branch of the case its reply n-1 leads to); the machine plays the other side.
 */
export function machineLinesFor(c: NegotiationCase, side: TNegotiationSide, replies: readonly string[]) {
  return resolveMachineLines(c.sides[side], replies);
}
