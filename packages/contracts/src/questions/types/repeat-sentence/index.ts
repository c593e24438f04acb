/** Repeat sentence (32): a recording of up to 92 seconds, scored by the pronunciation job; a teacher may override. */
import { defineQuestionType } from '../entry';
import { oralDefinition } from '../spoken';

export const repeatSentence = defineQuestionType(
  oralDefinition('repeatSentence', 32, { cn: '句子跟读', en: 'Repeat the sentence' }),
);
