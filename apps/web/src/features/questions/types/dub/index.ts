/** dub (48): answered on the speaking pages; here the stem, its text and a note. */
import { QuestionTypeCodes as C } from '@lingua/contracts';
import { typedAnswer } from '../../format-parts';
import type { TQuestionView } from '../../question-view';
import { DubAnswerKey } from '../../spoken-answer-key';
import { SpokenInput } from '../../spoken-input';
import { DubKeyEditor } from '../../spoken-key-editor';

export const dubView: TQuestionView = {
  subject_type: C.dub,
  Input: SpokenInput,
  formatAnswer: typedAnswer,
  AnswerKey: DubAnswerKey,
  KeyEditor: DubKeyEditor,
};
