/** Fill-in-blank (12): the filled blanks, numbered. */
import { QuestionTypeCodes as C } from '@lingua/contracts';
import { numberedEntries } from '../../format-parts';
import type { TQuestionView } from '../../question-view';
import { FillBlankAnswerKey } from './answer-key';
import { FillBlankInput } from './input';
import { FillBlankKeyEditor } from './key-editor';

export const fillBlankView: TQuestionView = {
  subject_type: C.fillBlank,
  Input: FillBlankInput,
  formatAnswer: numberedEntries,
  AnswerKey: FillBlankAnswerKey,
  KeyEditor: FillBlankKeyEditor,
};
