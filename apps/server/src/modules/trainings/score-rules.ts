/**
 * The scoring rules a class uses. The per-class course settings (score rule: highest or first
 * attempt; display: highest or latest) arrive on main separately; until they do every class uses
 * the spec's defaults (part 1 §9). The rule is a parameter of the pure `scoreByRule`.
 */
import type { TScoreRule } from '@lingua/contracts';
import type { Db } from '../../platform/database';

export type ClassScoreRules = {
  score: Extract<TScoreRule, 'highest' | 'first'>;
  display: Extract<TScoreRule, 'highest' | 'latest'>;
};

export const DEFAULT_SCORE_RULES: ClassScoreRules = { score: 'highest', display: 'highest' };

export async function scoreRulesOf(_db: Db, _classId: number): Promise<ClassScoreRules> {
  return DEFAULT_SCORE_RULES;
}
