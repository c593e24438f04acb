/** Jumbled sentence (44): the assembled sentence. */
import { QuestionTypeCodes as C } from '@lingua/contracts';
import type { TQuestionView } from '../../question-view';
import { JumbledSentenceAnswerKey } from './answer-key';
import { JumbledSentenceInput } from './input';
import { JumbledSentenceKeyEditor } from './key-editor';

export const jumbledSentenceView: TQuestionView = {
  subject_type: C.jumbledSentence,
  Input: JumbledSentenceInput,
  formatAnswer: (q) => q.result ?? '',
  AnswerKey: JumbledSentenceAnswerKey,
  KeyEditor: JumbledSentenceKeyEditor,
};
