/** Trade documents (28): each filled field as "label: value". */
import { QuestionTypeCodes as C } from '@lingua/contracts';
import { answerEntries } from '../../format-parts';
import { type Item, list, obj } from '../../input-parts';
import type { TQuestionView } from '../../question-view';
import { DocumentsAnswerKey } from './answer-key';
import { DocumentsInput } from './input';
import { DocumentsKeyEditor } from './key-editor';

export const documentsView: TQuestionView = {
  subject_type: C.documents,
  Input: DocumentsInput,
  formatAnswer: (q) => {
    const fields = list<Item>(obj(q.content).fields);
    return answerEntries(q)
      .filter((e) => e.stu_answer)
      .map((e) => `${fields.find((f) => f.id === e.linkItem)?.label ?? ''}: ${e.stu_answer}`)
      .join('; ');
  },
  AnswerKey: DocumentsAnswerKey,
  KeyEditor: DocumentsKeyEditor,
};
