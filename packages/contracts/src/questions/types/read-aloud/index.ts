/** Read-aloud paragraph (37): a recording of up to 300 seconds, scored by the pronunciation job; a teacher may override. */
import { defineQuestionType } from '../entry';
import { oralParts } from '../spoken';
import { readAloudMeta } from './meta';

export const readAloud = defineQuestionType({ ...readAloudMeta, ...oralParts });
