/** Writing (19): the typed text. */
import { QuestionTypeCodes as C } from '@lingua/contracts';
import { typedAnswer } from '../../format-parts';
import type { TQuestionView } from '../../question-view';
import { WrittenAnswerKey } from '../../written-answer-key';
import { WrittenKeyEditor } from '../../written-key-editor';
import { WritingInput } from './input';

export const writingView: TQuestionView = {
  subject_type: C.writing,
  Input: WritingInput,
  formatAnswer: typedAnswer,
  AnswerKey: WrittenAnswerKey,
  KeyEditor: WrittenKeyEditor,
};
