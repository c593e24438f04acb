/** discussion (42): its code, names and answered rule, free of schemas (the web reads only these). */
import type { TQuestionTypeMeta } from '../entry';
import { recordingAnswered } from '../helpers';

export const discussionMeta = {
  name: 'discussion',
  subject_type: 42,
  label: { cn: '讨论题', en: 'Discussion' },
  grading: 'teacher',
  spoken: true,
  answered: recordingAnswered,
} as const satisfies TQuestionTypeMeta;
