/**
 * The web's question-type table: every type's input and formatted answer, by its `subject_type`
 * code. Adding a type is its folder beside this file and one line here, beside its folder and
 * lines in the contracts' table (packages/contracts/src/questions/types/); a test checks both
 * tables list the same codes. See docs/question-types.md.
 */
import type { TQuestionView } from '../question-view';
import { choiceView } from './choice';
import { clozeView } from './cloze';
import { dialogueView } from './dialogue';
import { dictationView } from './dictation';
import { discussionView } from './discussion';
import { documentsView } from './documents';
import { dragDropView } from './drag-drop';
import { dubView } from './dub';
import { fillBlankView } from './fill-blank';
import { jumbledSentenceView } from './jumbled-sentence';
import { matchingView } from './matching';
import { qaView } from './qa';
import { readAloudView } from './read-aloud';
import { readWordView } from './read-word';
import { repeatSentenceView } from './repeat-sentence';
import { sequencingView } from './sequencing';
import { speakingView } from './speaking';
import { speechView } from './speech';
import { translationView } from './translation';
import { trueFalseView } from './true-false';
import { writingView } from './writing';

/** Every type's view, in code order. */
export const QuestionViews: readonly TQuestionView[] = [
  choiceView,
  trueFalseView,
  fillBlankView,
  clozeView,
  qaView,
  matchingView,
  writingView,
  translationView,
  dictationView,
  dragDropView,
  sequencingView,
  documentsView,
  readWordView,
  repeatSentenceView,
  readAloudView,
  speakingView,
  speechView,
  discussionView,
  jumbledSentenceView,
  dialogueView,
  dubView,
];

/** The view of a code, or undefined for an unknown code. */
export function questionViewOf(subjectType: number): TQuestionView | undefined {
  return QuestionViews.find((v) => v.subject_type === subjectType);
}
