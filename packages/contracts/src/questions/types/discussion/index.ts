/** Discussion (42): the teacher grades, the machine measures shown. */
import { defineQuestionType } from '../entry';
import { oralParts } from '../spoken';
import { discussionMeta } from './meta';

export const discussion = defineQuestionType({ ...discussionMeta, ...oralParts });
