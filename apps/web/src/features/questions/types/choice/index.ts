/** Multiple choice (10): the chosen letters as given. */
import { QuestionTypeCodes as C } from '@lingua/contracts';
import { typedAnswer } from '../../format-parts';
import type { TQuestionView } from '../../question-view';
import { ChoiceAnswerKey } from './answer-key';
import { ChoiceInput } from './input';
import { ChoiceKeyEditor } from './key-editor';

export const choiceView: TQuestionView = {
  subject_type: C.choice,
  Input: ChoiceInput,
  formatAnswer: typedAnswer,
  AnswerKey: ChoiceAnswerKey,
  KeyEditor: ChoiceKeyEditor,
};
