/**
 * The question-type code table (`subject_type`, the spec's tm.* types of part 1 §3). The codes
 * are chosen so the answered rule of part 1 §5 reads straight off them:
 * - text codes 10, 11, 12, 13, 14, 19, 20, 21, 26, 28: a non-empty stu_answer (a list: at least
 *   one entry with an answer);
 * - 16 (matching): at least one linked item;
 * - 24 (drag and drop): at least one deletable (placed) item;
 * - 44 (jumbled sentence): a result;
 * - every other code is spoken: an oral recording url (user_oral_url).
 * See docs/question-types.md.
 */
export const QuestionTypeCodes = {
  choice: 10,
  trueFalse: 11,
  fillBlank: 12,
  cloze: 13,
  qa: 14,
  matching: 16,
  writing: 19,
  translation: 20,
  dictation: 21,
  dragDrop: 24,
  sequencing: 26,
  documents: 28,
  readWord: 30,
  repeatSentence: 32,
  readAloud: 37,
  speaking: 38,
  speech: 40,
  discussion: 42,
  jumbledSentence: 44,
  dialogue: 46,
  dub: 48,
} as const;
export type TQuestionTypeName = keyof typeof QuestionTypeCodes;
export type TSubjectType = (typeof QuestionTypeCodes)[TQuestionTypeName];

export const TextAnswerCodes: readonly number[] = [10, 11, 12, 13, 14, 19, 20, 21, 26, 28];
export const LinkedAnswerCode = 16;
export const DeletableItemCode = 24;
export const ResultAnswerCode = 44;

export const SubjectTypes = Object.values(QuestionTypeCodes) as TSubjectType[];

export function isSubjectType(n: number): n is TSubjectType {
  return (SubjectTypes as number[]).includes(n);
}

export function questionTypeName(code: TSubjectType): TQuestionTypeName {
  const entry = Object.entries(QuestionTypeCodes).find(([, c]) => c === code);
  if (!entry) throw new Error(`unknown subject_type ${code}`);
  return entry[0] as TQuestionTypeName;
}
