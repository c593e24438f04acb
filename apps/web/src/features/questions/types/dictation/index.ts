/** Listening dictation (21): the typed text. */
import { QuestionTypeCodes as C } from '@lingua/contracts';
import { typedAnswer } from '../../format-parts';
import type { TQuestionView } from '../../question-view';
import { DictationAnswerKey } from './answer-key';
import { DictationInput } from './input';
import { DictationKeyEditor } from './key-editor';

export const dictationView: TQuestionView = {
  subject_type: C.dictation,
  Input: DictationInput,
  formatAnswer: typedAnswer,
  AnswerKey: DictationAnswerKey,
  KeyEditor: DictationKeyEditor,
};
