/** Drag and drop (24): each placed item as "target: item". */
import { QuestionTypeCodes as C } from '@lingua/contracts';
import { type Item, list, obj } from '../../input-parts';
import type { TQuestionView } from '../../question-view';
import { DragDropAnswerKey } from './answer-key';
import { DragDropInput } from './input';
import { DragDropKeyEditor } from './key-editor';

export const dragDropView: TQuestionView = {
  subject_type: C.dragDrop,
  Input: DragDropInput,
  formatAnswer: (q) => {
    const targets = list<Item>(obj(q.content).targets);
    return (q.resource_subject_content_list ?? [])
      .filter((p) => p.canDelete)
      .map((p) => `${targets.find((t) => t.id === p.targetId)?.label ?? ''}: ${p.content}`)
      .join('; ');
  },
  AnswerKey: DragDropAnswerKey,
  KeyEditor: DragDropKeyEditor,
};
