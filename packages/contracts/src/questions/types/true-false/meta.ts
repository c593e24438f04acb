/** trueFalse (11): its code, names and answered rule, free of schemas (the web reads only these). */
import type { TQuestionTypeMeta } from '../entry';
import { textAnswered } from '../helpers';

export const trueFalseMeta = {
  name: 'trueFalse',
  subject_type: 11,
  label: { cn: '判断题', en: 'True / false' },
  grading: 'auto',
  spoken: false,
  answered: textAnswered,
} as const satisfies TQuestionTypeMeta;
