/** speech (40): its code, names and answered rule, free of schemas (the web reads only these). */
import type { TQuestionTypeMeta } from '../entry';
import { recordingAnswered } from '../helpers';

export const speechMeta = {
  name: 'speech',
  subject_type: 40,
  label: { cn: '演讲题', en: 'Speech' },
  grading: 'teacher',
  spoken: true,
  answered: recordingAnswered,
} as const satisfies TQuestionTypeMeta;
