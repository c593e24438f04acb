/**
 * The contest's ranking, a pure function of the judges' scores. A team's total is the mean over
 * its judges of the rubric's sum (two decimals). Stated tie rule: equal totals rank by the earlier
 * finish of the simulation round (a team that never finished comes after), then by name; a team no
 * judge scored comes last. Equal totals and equal finish times share a rank.
 */
import type { TNegotiationRankRow, TNegotiationSide } from '@lingua/contracts';

export interface RankInput {
  teamId: number;
  name: string;
  side: TNegotiationSide;
  simulationDoneAt: Date | null;
  /** Each judge's scores, in the rubric's order. */
  judgeScores: number[][];
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const round2 = (x: number) => Math.round(x * 100) / 100;

export function teamTotal(judgeScores: number[][]): number | null {
  if (judgeScores.length === 0) return null;
  return round2(sum(judgeScores.map(sum)) / judgeScores.length);
}

export function rankTeams(teams: readonly RankInput[]): TNegotiationRankRow[] {
  const rows = teams.map((t) => ({
    ...t,
    total: teamTotal(t.judgeScores),
    done: t.simulationDoneAt?.getTime() ?? null,
  }));
  const compare = (a: (typeof rows)[number], b: (typeof rows)[number]): number => {
    if (a.total !== b.total) {
      if (a.total === null) return 1;
      if (b.total === null) return -1;
      return b.total - a.total;
    }
    if (a.done !== b.done) {
      if (a.done === null) return 1;
      if (b.done === null) return -1;
      return a.done - b.done;
    }
    return 0;
  };
  const sorted = [...rows].sort((a, b) => compare(a, b) || a.name.localeCompare(b.name) || a.teamId - b.teamId);
  let rank = 0;
  return sorted.map((r, i) => {
    const prev = sorted[i - 1];
    if (!prev || compare(prev, r) !== 0) rank = i + 1;
    return { rank, teamId: r.teamId, name: r.name, side: r.side, total: r.total, judges: r.judgeScores.length };
  });
}
