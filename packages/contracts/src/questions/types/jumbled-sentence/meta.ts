/** jumbledSentence (44): its code, names and answered rule, free of schemas (the web reads only these). */
import type { TQuestionTypeMeta } from '../entry';
import { resultAnswered } from '../helpers';

export const jumbledSentenceMeta = {
  name: 'jumbledSentence',
  subject_type: 44,
  label: { cn: '连词成句', en: 'Jumbled sentence' },
  grading: 'auto',
  spoken: false,
  answered: resultAnswered,
} as const satisfies TQuestionTypeMeta;
