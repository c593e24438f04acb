/** Speaking (38, free talk; TOEFL and IELTS timers): the teacher grades, the machine measures shown. */
import { defineQuestionType } from '../entry';
import { oralParts } from '../spoken';
import { speakingMeta } from './meta';

export const speaking = defineQuestionType({ ...speakingMeta, ...oralParts });
