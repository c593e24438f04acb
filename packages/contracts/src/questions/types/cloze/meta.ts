/** cloze (13): its code, names and answered rule, free of schemas (the web reads only these). */
import type { TQuestionTypeMeta } from '../entry';
import { textAnswered } from '../helpers';

export const clozeMeta = {
  name: 'cloze',
  subject_type: 13,
  label: { cn: '完形填空', en: 'Cloze' },
  grading: 'auto',
  spoken: false,
  answered: textAnswered,
} as const satisfies TQuestionTypeMeta;
