/** True/false (11): the answer and the right answer as true or false in the reader's language. */
import { QuestionTypeCodes as C } from '@lingua/contracts';
import { typedAnswer } from '../../format-parts';
import type { TQuestionView } from '../../question-view';
import { TrueFalseAnswerKey } from './answer-key';
import { TrueFalseInput } from './input';
import { TrueFalseKeyEditor } from './key-editor';

export const trueFalseView: TQuestionView = {
  subject_type: C.trueFalse,
  Input: TrueFalseInput,
  formatAnswer: (q, labels) => {
    const text = typedAnswer(q);
    return text === 'T' ? labels.true : text === 'F' ? labels.false : '';
  },
  formatRightAnswer: (right, labels) => (right === 'T' ? labels.true : labels.false),
  AnswerKey: TrueFalseAnswerKey,
  KeyEditor: TrueFalseKeyEditor,
};
