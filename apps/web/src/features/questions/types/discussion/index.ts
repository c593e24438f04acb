/** discussion (42): answered on the speaking pages; here the stem, its text and a note. */
import { QuestionTypeCodes as C } from '@lingua/contracts';
import { typedAnswer } from '../../format-parts';
import type { TQuestionView } from '../../question-view';
import { OralAnswerKey } from '../../spoken-answer-key';
import { SpokenInput } from '../../spoken-input';
import { OralKeyEditor } from '../../spoken-key-editor';

export const discussionView: TQuestionView = {
  subject_type: C.discussion,
  Input: SpokenInput,
  formatAnswer: typedAnswer,
  AnswerKey: OralAnswerKey,
  KeyEditor: OralKeyEditor,
};
