/** dialogue (46): answered on the speaking pages; here the stem, its text and a note. */
import { QuestionTypeCodes as C } from '@lingua/contracts';
import { typedAnswer } from '../../format-parts';
import type { TQuestionView } from '../../question-view';
import { DialogueAnswerKey } from '../../spoken-answer-key';
import { SpokenInput } from '../../spoken-input';
import { DialogueKeyEditor } from '../../spoken-key-editor';

export const dialogueView: TQuestionView = {
  subject_type: C.dialogue,
  Input: SpokenInput,
  formatAnswer: typedAnswer,
  AnswerKey: DialogueAnswerKey,
  KeyEditor: DialogueKeyEditor,
};
