/** documents (28): its code, names and answered rule, free of schemas (the web reads only these). */
import type { TQuestionTypeMeta } from '../entry';
import { textAnswered } from '../helpers';

export const documentsMeta = {
  name: 'documents',
  subject_type: 28,
  label: { cn: '单证题', en: 'Trade documents' },
  grading: 'auto',
  spoken: false,
  answered: textAnswered,
} as const satisfies TQuestionTypeMeta;
