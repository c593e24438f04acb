/** dragDrop (24): its code, names and answered rule, free of schemas (the web reads only these). */
import type { TQuestionTypeMeta } from '../entry';
import { placedAnswered } from '../helpers';

export const dragDropMeta = {
  name: 'dragDrop',
  subject_type: 24,
  label: { cn: '拖拽题', en: 'Drag and drop' },
  grading: 'auto',
  spoken: false,
  answered: placedAnswered,
} as const satisfies TQuestionTypeMeta;
