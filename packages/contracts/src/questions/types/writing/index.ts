/** Writing (19): a typed text the teacher grades. Exported to Moodle and GIFT as an essay. */
import { defineQuestionType } from '../entry';
import { teacher } from '../helpers';
import { essayGiftBlock, essayLines, writtenShape } from '../written';
import { ZWritingContent } from './content';
import { writingMeta } from './meta';

export const writing = defineQuestionType({
  ...writingMeta,
  content: ZWritingContent,
  checkShape: writtenShape,
  grade: (c) => teacher(c.referenceAnswer ?? ''),
  hide: (c) => ({ minWords: c.minWords, language: c.language, attachment: c.attachment }),
  bank: {
    moodle: { type: 'essay', write: ({ content: c }) => ({ lines: essayLines(c.referenceAnswer ?? '') }) },
    gift: { write: ({ content: c }, { stem, feedback }) => `${stem} ${essayGiftBlock(c.referenceAnswer, feedback)}` },
    xlsx: {
      guide: {
        cn: ['19 写作题', '选项列写最少词数；答案列写范文，教师评分'],
        en: ['19 Writing', 'Minimum words in Options; a model answer in Answer; graded by the teacher'],
      },
      example: [
        'Write an email asking a supplier for samples.',
        30,
        80,
        'Dear Ms Li, ...',
        '评分要点：目的、细节、礼貌。',
        'Marked on purpose, details and tone.',
        2,
      ],
      read: ({ options, answer }) => {
        const minWords = options === '' ? 0 : Number(options);
        if (!Number.isInteger(minWords) || minWords < 0) return 'the minimum words (Options) must be a whole number';
        return { content: answer ? { minWords, referenceAnswer: answer } : { minWords } };
      },
      write: ({ content: c }) => [c.minWords, c.referenceAnswer ?? ''],
    },
  },
});
