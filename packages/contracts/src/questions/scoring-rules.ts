/**
 * Which attempt's score counts (part 1 §9): the training score is the highest attempt, or the
 * first attempt where the course says so (the course grade may also take the latest or the
 * average); the score shown is the highest or the latest. Pure: the rule is a parameter (the
 * per-class course settings choose it).
 */
export const ScoreRules = ['highest', 'first', 'latest', 'average'] as const;
export type TScoreRule = (typeof ScoreRules)[number];

/** The class's stored score-rule codes (courseSetting's scoreRule), in code order. */
export const ScoreRuleCodes = ['highest', 'first', 'average', 'latest'] as const satisfies readonly TScoreRule[];

/** The rule of a stored code; an unknown code is the default, highest. */
export const scoreRuleOfCode = (code: number): TScoreRule => ScoreRuleCodes[code] ?? 'highest';

export type TScoredAttempt = {
  /** null while a teacher has still to grade part of it. */
  score: number | null;
  submittedAt: Date | string;
};

function time(a: TScoredAttempt): number {
  return typeof a.submittedAt === 'string' ? Date.parse(a.submittedAt) : a.submittedAt.getTime();
}

/**
 * The counted score. highest: the best scored attempt; average: the mean of the scored attempts
 * (to 0.01). first / latest: that attempt's score, null while it awaits grading (a later or
 * earlier attempt does not stand in for it). null when there is no attempt.
 */
export function scoreByRule(attempts: readonly TScoredAttempt[], rule: TScoreRule): number | null {
  const scores = attempts.map((a) => a.score).filter((s): s is number => s !== null);
  if (rule === 'highest') return scores.length === 0 ? null : Math.max(...scores);
  if (rule === 'average') {
    if (scores.length === 0) return null;
    return Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 100) / 100;
  }
  const sorted = [...attempts].sort((a, b) => time(a) - time(b));
  const pick = rule === 'first' ? sorted[0] : sorted[sorted.length - 1];
  return pick ? pick.score : null;
}

/** The score choices of the export dialog (part 2 §9): highest 0, first attempt 1, average 2. */
export const ExportScoreChoices = { highest: 0, first: 1, average: 2 } as const;
export type TExportScoreChoice = (typeof ExportScoreChoices)[keyof typeof ExportScoreChoices];

/** The exported score: highest, first, or the average of the graded attempts (rounded to 0.01). */
export function exportScore(attempts: readonly TScoredAttempt[], choice: TExportScoreChoice): number | null {
  return scoreByRule(attempts, scoreRuleOfCode(choice));
}
