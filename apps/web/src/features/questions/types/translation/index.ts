/** Translation (20): the typed text. */
import { QuestionTypeCodes as C } from '@lingua/contracts';
import { typedAnswer } from '../../format-parts';
import type { TQuestionView } from '../../question-view';
import { WrittenAnswerKey } from '../../written-answer-key';
import { WrittenKeyEditor } from '../../written-key-editor';
import { TranslationInput } from './input';

export const translationView: TQuestionView = {
  subject_type: C.translation,
  Input: TranslationInput,
  formatAnswer: typedAnswer,
  AnswerKey: WrittenAnswerKey,
  KeyEditor: WrittenKeyEditor,
};
