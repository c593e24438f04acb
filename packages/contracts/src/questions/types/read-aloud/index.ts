/** Read-aloud paragraph (37): a recording of up to 300 seconds, scored by the pronunciation job; a teacher may override. */
import { defineQuestionType } from '../entry';
import { oralDefinition } from '../spoken';

export const readAloud = defineQuestionType(oralDefinition('readAloud', 37, { cn: '段落朗读', en: 'Read aloud' }));
