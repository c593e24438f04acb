/** Speech (40): the teacher grades, the machine measures shown. */
import { defineQuestionType } from '../entry';
import { oralDefinition } from '../spoken';

export const speech = defineQuestionType(oralDefinition('speech', 40, { cn: '演讲题', en: 'Speech' }));
