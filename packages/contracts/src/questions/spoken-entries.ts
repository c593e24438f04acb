/** The spoken question types (read aloud, role dialogue, dubbing): recordings the teacher or the scorer grades. */
import type { z } from 'zod';
import type { TQuestionTypeName } from './codes';
import { ZDialogueContent, ZDubContent, ZOralContent } from './content';
import { teacher } from './grading-helpers';
import { stripMarkup } from './markup';
import type { Entry } from './registry';

/** A recording url that is given but is not a file this server stored. */
const notStored = (url: string | undefined) => url !== undefined && url !== '' && !/^\/files\/[\w./-]+$/.test(url);

export function oral(name: TQuestionTypeName, label: { cn: string; en: string }): Entry<z.infer<typeof ZOralContent>> {
  return {
    name,
    label,
    grading: 'teacher',
    spoken: true,
    content: ZOralContent,
    checkShape: (_c, a) => (notStored(a.user_oral_url) ? 'user_oral_url must be an uploaded file' : null),
    grade: (c) => teacher(stripMarkup(c.text)),
    hide: (c) => c,
  };
}

export const dialogue: Entry<z.infer<typeof ZDialogueContent>> = {
  name: 'dialogue',
  label: { cn: '角色对话', en: 'Role dialogue' },
  grading: 'teacher',
  spoken: true,
  content: ZDialogueContent,
  checkShape: (c, a) => {
    if (notStored(a.user_oral_url)) return 'user_oral_url must be an uploaded file';
    if (typeof a.stu_answer === 'string' && a.stu_answer !== '' && !c.roles.some((r) => r.id === a.stu_answer))
      return 'stu_answer must be a role of the dialogue';
    return null;
  },
  grade: (c) => teacher(c.lines.map((l) => l.text).join('\n')),
  hide: (c) => c,
};

export const dub: Entry<z.infer<typeof ZDubContent>> = {
  name: 'dub',
  label: { cn: '视频配音', en: 'Video dubbing' },
  grading: 'teacher',
  spoken: true,
  content: ZDubContent,
  checkShape: (_c, a) =>
    notStored(a.user_oral_url) || notStored(a.result) ? 'user_oral_url and result must be stored files' : null,
  grade: (c) => teacher(c.lines.map((l) => l.text).join('\n')),
  hide: (c) => c,
};
