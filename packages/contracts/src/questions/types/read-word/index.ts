/** Read-aloud word (30): a recording of up to 20 seconds, scored by the pronunciation job; a teacher may override. */
import { defineQuestionType } from '../entry';
import { oralParts } from '../spoken';
import { readWordMeta } from './meta';

export const readWord = defineQuestionType({ ...readWordMeta, ...oralParts });
