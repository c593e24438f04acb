/** Speaking (38, free talk; TOEFL and IELTS timers): the teacher grades, the machine measures shown. */
import { defineQuestionType } from '../entry';
import { oralDefinition } from '../spoken';

export const speaking = defineQuestionType(oralDefinition('speaking', 38, { cn: '口语题', en: 'Speaking' }));
