/** fillBlank (12): its code, names and answered rule, free of schemas (the web reads only these). */
import type { TQuestionTypeMeta } from '../entry';
import { textAnswered } from '../helpers';

export const fillBlankMeta = {
  name: 'fillBlank',
  subject_type: 12,
  label: { cn: '填空题', en: 'Fill in the blanks' },
  grading: 'auto',
  spoken: false,
  answered: textAnswered,
} as const satisfies TQuestionTypeMeta;
