/**
 * The scoring rules a class uses, from its course settings (courseSetting, part 2 §2.1): which
 * attempt makes the score (0 highest, 1 first, 2 average, 3 latest) and which score the student
 * sees (0 highest, 1 latest). The rule is a parameter of the pure `scoreByRule`.
 */
import { scoreRuleOfCode, type TScoreRule } from '@lingua/contracts';
import { eq } from 'drizzle-orm';
import { classes } from '../../db/schema';
import type { Db } from '../../platform/database';

export type ClassScoreRules = {
  score: TScoreRule;
  display: Extract<TScoreRule, 'highest' | 'latest'>;
};

export const DEFAULT_SCORE_RULES: ClassScoreRules = { score: 'highest', display: 'highest' };

export async function scoreRulesOf(db: Db, classId: number): Promise<ClassScoreRules> {
  const [row] = await db
    .select({ scoreRule: classes.scoreRule, scoreDisplay: classes.scoreDisplay })
    .from(classes)
    .where(eq(classes.id, classId));
  if (!row) return DEFAULT_SCORE_RULES;
  return {
    score: scoreRuleOfCode(row.scoreRule),
    display: row.scoreDisplay === 1 ? 'latest' : 'highest',
  };
}
