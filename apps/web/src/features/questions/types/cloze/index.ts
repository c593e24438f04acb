/** Cloze (13): the chosen letters, numbered by blank. */
import { QuestionTypeCodes as C } from '@lingua/contracts';
import { numberedEntries } from '../../format-parts';
import type { TQuestionView } from '../../question-view';
import { ClozeAnswerKey } from './answer-key';
import { ClozeInput } from './input';
import { ClozeKeyEditor } from './key-editor';

export const clozeView: TQuestionView = {
  subject_type: C.cloze,
  Input: ClozeInput,
  formatAnswer: numberedEntries,
  AnswerKey: ClozeAnswerKey,
  KeyEditor: ClozeKeyEditor,
};
