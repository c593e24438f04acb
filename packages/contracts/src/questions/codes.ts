/**
 * The question-type codes (`subject_type`, the spec's tm.* types of part 1 §3), read off the type
 * table (`types/index.ts`). The codes are chosen so the answered rule of part 1 §5 reads straight
 * off them: the text codes answer with a non-empty stu_answer, 16 (matching) with a linked item,
 * 24 (drag and drop) with a placed item, 44 (jumbled sentence) with a result, every other code is
 * spoken (a recording). Each entry names its rule. See docs/question-types.md.
 */
import { textAnswered } from './types/helpers';
import { QuestionTypeCodes, QuestionTypeMetas, type TQuestionTypeName, type TSubjectType } from './types/index';

export { QuestionTypeCodes, type TQuestionTypeName, type TSubjectType };

/** The types answered by typing or choosing (kept for callers of the old code lists). */
export const TextAnswerCodes: readonly number[] = QuestionTypeMetas.filter((e) => e.answered === textAnswered).map(
  (e) => e.subject_type,
);
export const LinkedAnswerCode = QuestionTypeCodes.matching;
export const DeletableItemCode = QuestionTypeCodes.dragDrop;
export const ResultAnswerCode = QuestionTypeCodes.jumbledSentence;

export const SubjectTypes: TSubjectType[] = QuestionTypeMetas.map((e) => e.subject_type);

export function isSubjectType(n: number): n is TSubjectType {
  return (SubjectTypes as number[]).includes(n);
}

export function questionTypeName(code: TSubjectType): TQuestionTypeName {
  const entry = QuestionTypeMetas.find((e) => e.subject_type === code);
  if (!entry) throw new Error(`unknown subject_type ${code}`);
  return entry.name;
}
