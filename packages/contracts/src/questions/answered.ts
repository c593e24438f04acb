/**
 * The answered rule (part 1 §5, part 2 §5): whether the answer-sheet marks a question answered.
 * Each type's entry names its rule; an unknown code is read as spoken (a recording), as the spec
 * states the rule by code.
 */
import type { TQuestionAnswer } from './answer';
import { recordingAnswered } from './types/helpers';
import { questionTypeMetaOf } from './types/index';

export function isAnswered(subjectType: number, answer: TQuestionAnswer | null | undefined): boolean {
  if (!answer) return false;
  return (questionTypeMetaOf(subjectType)?.answered ?? recordingAnswered)(answer);
}
