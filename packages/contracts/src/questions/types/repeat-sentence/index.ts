/** Repeat sentence (32): a recording of up to 92 seconds, scored by the pronunciation job; a teacher may override. */
import { defineQuestionType } from '../entry';
import { oralParts } from '../spoken';
import { repeatSentenceMeta } from './meta';

export const repeatSentence = defineQuestionType({ ...repeatSentenceMeta, ...oralParts });
