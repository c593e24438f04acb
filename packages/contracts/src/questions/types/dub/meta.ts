/** dub (48): its code, names and answered rule, free of schemas (the web reads only these). */
import { EVALUATION_LEVELS } from '../../../evaluation-levels';
import type { TQuestionTypeMeta } from '../entry';
import { recordingAnswered } from '../helpers';

export const dubMeta = {
  name: 'dub',
  subject_type: 48,
  label: { cn: '视频配音', en: 'Video dubbing' },
  grading: 'teacher',
  spoken: true,
  recordingSeconds: EVALUATION_LEVELS.sentence.seconds,
  answered: recordingAnswered,
} as const satisfies TQuestionTypeMeta;
