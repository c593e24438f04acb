/** The words of the course grade shared by the teacher's book and the student's card. */
import { GradeParts, type TGradePart, type TScoreRule } from '@lingua/contracts';
import type { TFunction } from 'i18next';

export const partLabel = (t: TFunction, part: TGradePart) => t(`grade.parts.${part}`);
export const ruleLabel = (t: TFunction, rule: TScoreRule) => t(`grade.rules.${rule}`);

/** "实训 40% · 任务 20% · …", the parts with a weight only. */
export function weightsText(t: TFunction, weights: Record<TGradePart, number>): string {
  return GradeParts.filter((p) => weights[p] > 0)
    .map((p) => `${partLabel(t, p)} ${weights[p]}%`)
    .join(' · ');
}
