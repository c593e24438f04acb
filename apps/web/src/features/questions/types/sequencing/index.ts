/** Sequencing (26): the items in the order given. */
import { QuestionTypeCodes as C } from '@lingua/contracts';
import { answerEntries } from '../../format-parts';
import { type Item, list, obj } from '../../input-parts';
import type { TQuestionView } from '../../question-view';
import { SequencingAnswerKey } from './answer-key';
import { SequencingInput } from './input';
import { SequencingKeyEditor } from './key-editor';

export const sequencingView: TQuestionView = {
  subject_type: C.sequencing,
  Input: SequencingInput,
  formatAnswer: (q) => {
    const items = list<Item>(obj(q.content).items);
    return answerEntries(q)
      .map((e, i) => `${i + 1}. ${items.find((x) => x.id === e.stu_answer)?.text ?? ''}`)
      .join(' ');
  },
  AnswerKey: SequencingAnswerKey,
  KeyEditor: SequencingKeyEditor,
};
