/** writing (19): its code, names and answered rule, free of schemas (the web reads only these). */
import type { TQuestionTypeMeta } from '../entry';
import { textAnswered } from '../helpers';

export const writingMeta = {
  name: 'writing',
  subject_type: 19,
  label: { cn: '写作题', en: 'Writing' },
  grading: 'teacher',
  spoken: false,
  answered: textAnswered,
} as const satisfies TQuestionTypeMeta;
