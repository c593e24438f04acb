/** dialogue (46): its code, names and answered rule, free of schemas (the web reads only these). */
import { EVALUATION_LEVELS } from '../../../evaluation-levels';
import type { TQuestionTypeMeta } from '../entry';
import { recordingAnswered } from '../helpers';

export const dialogueMeta = {
  name: 'dialogue',
  subject_type: 46,
  label: { cn: '角色对话', en: 'Role dialogue' },
  grading: 'teacher',
  spoken: true,
  recordingSeconds: EVALUATION_LEVELS.sentence.seconds,
  answered: recordingAnswered,
} as const satisfies TQuestionTypeMeta;
