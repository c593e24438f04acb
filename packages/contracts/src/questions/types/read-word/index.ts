/** Read-aloud word (30): a recording of up to 20 seconds, scored by the pronunciation job; a teacher may override. */
import { defineQuestionType } from '../entry';
import { oralDefinition } from '../spoken';

export const readWord = defineQuestionType(
  oralDefinition('readWord', 30, { cn: '单词朗读', en: 'Read the word aloud' }),
);
