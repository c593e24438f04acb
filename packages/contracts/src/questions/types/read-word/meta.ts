/** readWord (30): its code, names and answered rule, free of schemas (the web reads only these). */
import { EVALUATION_LEVELS } from '../../../evaluation-levels';
import type { TQuestionTypeMeta } from '../entry';
import { recordingAnswered } from '../helpers';

export const readWordMeta = {
  name: 'readWord',
  subject_type: 30,
  label: { cn: '单词朗读', en: 'Read the word aloud' },
  grading: 'teacher',
  spoken: true,
  recordingSeconds: EVALUATION_LEVELS.word.seconds,
  answered: recordingAnswered,
} as const satisfies TQuestionTypeMeta;
