/** readAloud (37): its code, names and answered rule, free of schemas (the web reads only these). */
import { EVALUATION_LEVELS } from '../../../evaluation-levels';
import type { TQuestionTypeMeta } from '../entry';
import { recordingAnswered } from '../helpers';

export const readAloudMeta = {
  name: 'readAloud',
  subject_type: 37,
  label: { cn: '段落朗读', en: 'Read aloud' },
  grading: 'teacher',
  spoken: true,
  recordingSeconds: EVALUATION_LEVELS.paragraph.seconds,
  answered: recordingAnswered,
} as const satisfies TQuestionTypeMeta;
