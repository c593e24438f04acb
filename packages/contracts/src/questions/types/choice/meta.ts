/** choice (10): its code, names and answered rule, free of schemas (the web reads only these). */
import type { TQuestionTypeMeta } from '../entry';
import { textAnswered } from '../helpers';

export const choiceMeta = {
  name: 'choice',
  subject_type: 10,
  label: { cn: '选择题', en: 'Multiple choice' },
  grading: 'auto',
  spoken: false,
  answered: textAnswered,
} as const satisfies TQuestionTypeMeta;
