/** repeatSentence (32): its code, names and answered rule, free of schemas (the web reads only these). */
import { EVALUATION_LEVELS } from '../../../evaluation-levels';
import type { TQuestionTypeMeta } from '../entry';
import { recordingAnswered } from '../helpers';

export const repeatSentenceMeta = {
  name: 'repeatSentence',
  subject_type: 32,
  label: { cn: '句子跟读', en: 'Repeat the sentence' },
  grading: 'teacher',
  spoken: true,
  recordingSeconds: EVALUATION_LEVELS.sentence.seconds,
  answered: recordingAnswered,
} as const satisfies TQuestionTypeMeta;
