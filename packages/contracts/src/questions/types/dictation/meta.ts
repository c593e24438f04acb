/** dictation (21): its code, names and answered rule, free of schemas (the web reads only these). */
import type { TQuestionTypeMeta } from '../entry';
import { textAnswered } from '../helpers';

export const dictationMeta = {
  name: 'dictation',
  subject_type: 21,
  label: { cn: '听写题', en: 'Dictation' },
  grading: 'auto',
  spoken: false,
  answered: textAnswered,
} as const satisfies TQuestionTypeMeta;
