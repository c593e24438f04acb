/**
 * The answered rule (part 1 §5, part 2 §5): whether the answer-sheet marks a question answered.
 * Written over the generic answer shape so it holds for any stored answer, exactly as the spec
 * states it, by code.
 */
import type { TQuestionAnswer } from './answer';
import { DeletableItemCode, LinkedAnswerCode, ResultAnswerCode, TextAnswerCodes } from './codes';

function filled(s: string | undefined): boolean {
  return s !== undefined && s.trim() !== '';
}

export function isAnswered(subjectType: number, answer: TQuestionAnswer | null | undefined): boolean {
  if (!answer) return false;
  if (TextAnswerCodes.includes(subjectType)) {
    const a = answer.stu_answer;
    if (Array.isArray(a)) return a.some((e) => filled(e.stu_answer));
    return filled(a);
  }
  if (subjectType === LinkedAnswerCode) {
    const a = answer.stu_answer;
    return Array.isArray(a) && a.some((e) => filled(e.linkItem));
  }
  if (subjectType === DeletableItemCode) {
    return (answer.resource_subject_content_list ?? []).some((item) => item.canDelete);
  }
  if (subjectType === ResultAnswerCode) return filled(answer.result);
  return filled(answer.user_oral_url);
}
