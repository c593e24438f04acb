/**
 * The score rule (pure, part 1 §9): a stage's peer score is the mean of its reviews, each review's
 * item scores (out of RATING_MAX) as a share of their full mark, out of 100; the teacher's
 * adjustment replaces it. A team's score is the mean of its stages' scores; a member's total is
 * team × 50% + personal × 50%. Ranks are competition ranks (1, 2, 2, 4).
 */
import { RATING_MAX, TEAM_WEIGHT, type TPersonResult, type TStageScore, type TTeamResult } from '@lingua/contracts';

export const round1 = (n: number) => Math.round(n * 10) / 10;

export interface ScoringInput {
  stageIds: number[];
  teams: { teamId: number; name: string; leaderId: number | null; members: { userId: number; name: string }[] }[];
  reviews: { targetTeamId: number; scores: { stageId: number; items: number[] }[] }[];
  adjustments: { teamId: number; stageId: number; score: number; reason: string }[];
  personScores: { studentId: number; score: number; reason: string }[];
}

/** One review's score of one stage, out of 100; null when it holds no items for it. */
export function reviewStagePercent(items: readonly number[]): number | null {
  if (items.length === 0) return null;
  return (items.reduce((a, b) => a + b, 0) / (items.length * RATING_MAX)) * 100;
}

export function stageScore(
  stageId: number,
  reviews: ScoringInput['reviews'],
  adjusted: { score: number; reason: string } | null,
): TStageScore {
  const percents = reviews
    .map((r) => reviewStagePercent(r.scores.find((s) => s.stageId === stageId)?.items ?? []))
    .filter((p): p is number => p !== null);
  const peerScore = percents.length ? round1(percents.reduce((a, b) => a + b, 0) / percents.length) : null;
  return {
    stageId,
    peerScore,
    reviewCount: percents.length,
    adjusted,
    score: adjusted ? adjusted.score : (peerScore ?? 0),
  };
}

export function teamScore(stages: readonly TStageScore[]): number {
  if (stages.length === 0) return 0;
  return round1(stages.reduce((a, s) => a + s.score, 0) / stages.length);
}

/** Part 1 §9: team stage average × 50% + personal × 50%. */
export function totalScore(team: number, personal: number): number {
  return round1(team * TEAM_WEIGHT + personal * (1 - TEAM_WEIGHT));
}

/** Competition ranks of scores (higher first): equal scores share a rank. */
export function ranksOf(scores: readonly number[]): number[] {
  return scores.map((s) => 1 + scores.filter((o) => o > s).length);
}

export function computeResults(input: ScoringInput): { teams: TTeamResult[]; persons: TPersonResult[] } {
  const teams = input.teams.map((team) => {
    const reviews = input.reviews.filter((r) => r.targetTeamId === team.teamId);
    const stages = input.stageIds.map((stageId) => {
      const a = input.adjustments.find((x) => x.teamId === team.teamId && x.stageId === stageId);
      return stageScore(stageId, reviews, a ? { score: a.score, reason: a.reason } : null);
    });
    return { teamId: team.teamId, name: team.name, stages, teamScore: teamScore(stages), rank: 0 };
  });
  const teamRanks = ranksOf(teams.map((t) => t.teamScore));
  teams.forEach((t, i) => {
    t.rank = teamRanks[i] ?? 0;
  });
  const persons: TPersonResult[] = input.teams.flatMap((team) => {
    const result = teams.find((t) => t.teamId === team.teamId);
    const ts = result?.teamScore ?? 0;
    return team.members.map((m) => {
      const personal = input.personScores.find((p) => p.studentId === m.userId);
      return {
        userId: m.userId,
        name: m.name,
        teamId: team.teamId,
        teamName: team.name,
        isLeader: team.leaderId === m.userId,
        teamScore: ts,
        personalScore: personal ? personal.score : null,
        personalReason: personal?.reason ?? '',
        total: personal ? totalScore(ts, personal.score) : null,
        rank: null,
      };
    });
  });
  const scored = persons.filter((p) => p.total !== null);
  const personRanks = ranksOf(scored.map((p) => p.total as number));
  scored.forEach((p, i) => {
    p.rank = personRanks[i] ?? null;
  });
  return { teams, persons };
}
