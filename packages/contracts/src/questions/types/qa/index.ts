/** Q&A (14): a typed answer the teacher grades, the reference answer shown. Moodle's and GIFT's essay. */
import { defineQuestionType } from '../entry';
import { teacher } from '../helpers';
import { essayGiftBlock, essayLines, writtenShape } from '../written';
import { ZQaContent } from './content';
import { qaMeta } from './meta';

export const qa = defineQuestionType({
  ...qaMeta,
  content: ZQaContent,
  checkShape: writtenShape,
  grade: (c) => teacher(c.referenceAnswer ?? ''),
  hide: (c) => ({ attachment: c.attachment }),
  bank: {
    moodle: {
      type: 'essay',
      read: (q) => ({ content: q.graderinfo ? { referenceAnswer: q.graderinfo } : {} }),
      write: ({ content: c }) => ({ lines: essayLines(c.referenceAnswer ?? '') }),
    },
    gift: {
      // First: an empty answer block `{}` is an essay; its general feedback the reference answer.
      order: 1,
      read: (b) =>
        b.inner === '' ? { stem: b.before, content: b.analysis ? { referenceAnswer: b.analysis } : {} } : null,
      write: ({ content: c }, { stem, feedback }) => `${stem} ${essayGiftBlock(c.referenceAnswer, feedback)}`,
    },
    xlsx: {
      guide: {
        cn: ['14 问答题', '答案列写参考答案（可空），教师评分'],
        en: ['14 Q&A', 'Reference answer in Answer (may be empty); graded by the teacher'],
      },
      read: ({ answer }) => ({ content: answer ? { referenceAnswer: answer } : {} }),
      write: ({ content: c }) => ['', c.referenceAnswer ?? ''],
    },
  },
});
