/** Discussion (42): the teacher grades, the machine measures shown. */
import { defineQuestionType } from '../entry';
import { oralDefinition } from '../spoken';

export const discussion = defineQuestionType(oralDefinition('discussion', 42, { cn: '讨论题', en: 'Discussion' }));
