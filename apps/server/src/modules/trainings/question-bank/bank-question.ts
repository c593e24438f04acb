/** A question as the banks carry it (the seed shape), and the per-row error of an import. */
import { checkQuestionContent, type TTrainingSeed } from '@lingua/contracts';

export type TBankQuestion = TTrainingSeed['questions'][number];
export type TBankRowError = { row: number; message: string };
export type TBankParse = { questions: TBankQuestion[]; errors: TBankRowError[] };

export const DEFAULT_MARK = 10;

/** Adds a parsed question after checking it against its type; a bad one becomes a row error. */
export function accept(out: TBankParse, row: number, q: TBankQuestion): void {
  const issue = checkQuestionContent(q);
  if (issue) out.errors.push({ row, message: issue });
  else out.questions.push(q);
}

export const emptyAnalysis = { cn: '', en: '' };

export function analysisOf(text: string) {
  const t = text.trim();
  return { cn: t, en: t };
}
