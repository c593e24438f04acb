/** Q&A (14): the shared written input; the typed text. */
import { QuestionTypeCodes as C } from '@lingua/contracts';
import { typedAnswer } from '../../format-parts';
import type { TQuestionView } from '../../question-view';
import { WrittenAnswerKey } from '../../written-answer-key';
import { WrittenInput } from '../../written-input';
import { WrittenKeyEditor } from '../../written-key-editor';

export const qaView: TQuestionView = {
  subject_type: C.qa,
  Input: WrittenInput,
  formatAnswer: typedAnswer,
  AnswerKey: WrittenAnswerKey,
  KeyEditor: WrittenKeyEditor,
};
