/**
 * Which attempt's score counts (part 1 §9): the training score is the highest attempt, or the
 * first attempt where the course says so; the score shown is the highest or the latest. Pure: the
 * rule is a parameter (the per-class course settings choose it).
 */
export const ScoreRules = ['highest', 'first', 'latest'] as const;
export type TScoreRule = (typeof ScoreRules)[number];

export type TScoredAttempt = {
  /** null while a teacher has still to grade part of it. */
  score: number | null;
  submittedAt: Date | string;
};

function time(a: TScoredAttempt): number {
  return typeof a.submittedAt === 'string' ? Date.parse(a.submittedAt) : a.submittedAt.getTime();
}

/**
 * The counted score. highest: the best scored attempt. first / latest: that attempt's score, null
 * while it awaits grading (a later or earlier attempt does not stand in for it). null when there
 * is no attempt.
 */
export function scoreByRule(attempts: readonly TScoredAttempt[], rule: TScoreRule): number | null {
  if (rule === 'highest') {
    const scores = attempts.map((a) => a.score).filter((s): s is number => s !== null);
    return scores.length === 0 ? null : Math.max(...scores);
  }
  const sorted = [...attempts].sort((a, b) => time(a) - time(b));
  const pick = rule === 'first' ? sorted[0] : sorted[sorted.length - 1];
  return pick ? pick.score : null;
}
