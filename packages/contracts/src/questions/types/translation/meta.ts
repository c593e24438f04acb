/** translation (20): its code, names and answered rule, free of schemas (the web reads only these). */
import type { TQuestionTypeMeta } from '../entry';
import { textAnswered } from '../helpers';

export const translationMeta = {
  name: 'translation',
  subject_type: 20,
  label: { cn: '翻译题', en: 'Translation' },
  grading: 'teacher',
  spoken: false,
  answered: textAnswered,
} as const satisfies TQuestionTypeMeta;
