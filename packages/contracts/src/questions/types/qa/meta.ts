/** qa (14): its code, names and answered rule, free of schemas (the web reads only these). */
import type { TQuestionTypeMeta } from '../entry';
import { textAnswered } from '../helpers';

export const qaMeta = {
  name: 'qa',
  subject_type: 14,
  label: { cn: '问答题', en: 'Questions and answers' },
  grading: 'teacher',
  spoken: false,
  answered: textAnswered,
} as const satisfies TQuestionTypeMeta;
