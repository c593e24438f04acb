/** Speech (40): the teacher grades, the machine measures shown. */
import { defineQuestionType } from '../entry';
import { oralParts } from '../spoken';
import { speechMeta } from './meta';

export const speech = defineQuestionType({ ...speechMeta, ...oralParts });
