/** Video dubbing (48): the latest line in user_oral_url, the finished dub (mp4) in result. Machine: mean of all lines. */
import { defineQuestionType } from '../entry';
import { notStored, recordingAnswered, teacher } from '../helpers';
import { ZDubContent } from './content';

export const dub = defineQuestionType({
  name: 'dub',
  subject_type: 48,
  label: { cn: '视频配音', en: 'Video dubbing' },
  grading: 'teacher',
  spoken: true,
  content: ZDubContent,
  answered: recordingAnswered,
  checkShape: (_c, a) =>
    notStored(a.user_oral_url) || notStored(a.result) ? 'user_oral_url and result must be stored files' : null,
  grade: (c) => teacher(c.lines.map((l) => l.text).join('\n')),
  hide: (c) => c,
  bank: {},
});
