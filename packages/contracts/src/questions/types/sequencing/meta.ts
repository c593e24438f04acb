/** sequencing (26): its code, names and answered rule, free of schemas (the web reads only these). */
import type { TQuestionTypeMeta } from '../entry';
import { textAnswered } from '../helpers';

export const sequencingMeta = {
  name: 'sequencing',
  subject_type: 26,
  label: { cn: '排序题', en: 'Sequencing' },
  grading: 'auto',
  spoken: false,
  answered: textAnswered,
} as const satisfies TQuestionTypeMeta;
