/** matching (16): its code, names and answered rule, free of schemas (the web reads only these). */
import type { TQuestionTypeMeta } from '../entry';
import { linkAnswered } from '../helpers';

export const matchingMeta = {
  name: 'matching',
  subject_type: 16,
  label: { cn: '连线题', en: 'Matching' },
  grading: 'auto',
  spoken: false,
  answered: linkAnswered,
} as const satisfies TQuestionTypeMeta;
