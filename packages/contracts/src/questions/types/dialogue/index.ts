/**
 * Role dialogue (46): the student picks one role (stu_answer holds its id) and records that role's
 * lines; the machine speaks the others. Machine score: the mean of the role's lines.
 */
import { defineQuestionType } from '../entry';
import { notStored, teacher } from '../helpers';
import { ZDialogueContent } from './content';
import { dialogueMeta } from './meta';

export const dialogue = defineQuestionType({
  ...dialogueMeta,
  content: ZDialogueContent,
  checkShape: (c, a) => {
    if (notStored(a.user_oral_url)) return 'user_oral_url must be an uploaded file';
    if (typeof a.stu_answer === 'string' && a.stu_answer !== '' && !c.roles.some((r) => r.id === a.stu_answer))
      return 'stu_answer must be a role of the dialogue';
    return null;
  },
  grade: (c) => teacher(c.lines.map((l) => l.text).join('\n')),
  hide: (c) => c,
  bank: {},
});
