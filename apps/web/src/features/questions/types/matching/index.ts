/** Matching (16): each link as "left → right". */
import { QuestionTypeCodes as C } from '@lingua/contracts';
import { answerEntries } from '../../format-parts';
import { type Item, list, obj } from '../../input-parts';
import type { TQuestionView } from '../../question-view';
import { MatchingAnswerKey } from './answer-key';
import { MatchingInput } from './input';
import { MatchingKeyEditor } from './key-editor';

export const matchingView: TQuestionView = {
  subject_type: C.matching,
  Input: MatchingInput,
  formatAnswer: (q) => {
    const c = obj(q.content);
    const left = list<Item>(c.left);
    const right = list<Item>(c.right);
    return answerEntries(q)
      .filter((e) => e.linkItem)
      .map(
        (e) =>
          `${left.find((l) => l.id === e.stu_answer)?.text ?? ''} → ${right.find((r) => r.id === e.linkItem)?.text ?? ''}`,
      )
      .join('; ');
  },
  AnswerKey: MatchingAnswerKey,
  KeyEditor: MatchingKeyEditor,
};
