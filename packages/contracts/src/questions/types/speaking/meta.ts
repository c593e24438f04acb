/** speaking (38): its code, names and answered rule, free of schemas (the web reads only these). */
import type { TQuestionTypeMeta } from '../entry';
import { recordingAnswered } from '../helpers';

export const speakingMeta = {
  name: 'speaking',
  subject_type: 38,
  label: { cn: '口语题', en: 'Speaking' },
  grading: 'teacher',
  spoken: true,
  answered: recordingAnswered,
} as const satisfies TQuestionTypeMeta;
