/**
 * Translation (20): a typed translation the teacher grades, the reference shown. Exported to
 * Moodle and GIFT as an essay whose stem carries the source text.
 */
import { stripMarkup } from '../../markup';
import { containsChinese } from '../../text-rules';
import { giftEscape } from '../bank';
import { defineQuestionType } from '../entry';
import { teacher } from '../helpers';
import { essayGiftBlock, essayLines, writtenShape } from '../written';
import { ZTranslationContent } from './content';
import { translationMeta } from './meta';

export const translation = defineQuestionType({
  ...translationMeta,
  content: ZTranslationContent,
  checkShape: writtenShape,
  grade: (c) => teacher(c.referenceAnswer),
  hide: (c) => ({ direction: c.direction, source: c.source, attachment: c.attachment }),
  bank: {
    moodle: {
      type: 'essay',
      write: (q) => ({
        stem: `${stripMarkup(q.stem)}\n${q.content.source}`,
        lines: essayLines(q.content.referenceAnswer),
      }),
    },
    gift: {
      write: ({ content: c }, { stem, feedback }) =>
        `${stem}\n${giftEscape(c.source)} ${essayGiftBlock(c.referenceAnswer, feedback)}`,
    },
    xlsx: {
      guide: {
        cn: ['20 翻译题', '选项列写原文（含中文即中译英）；答案列写参考译文，教师评分'],
        en: [
          '20 Translation',
          'Source text in Options (Chinese source: into English); reference in Answer; graded by the teacher',
        ],
      },
      read: ({ options, answer }) => {
        if (!options) return 'the source text (Options) is empty';
        if (!answer) return 'the reference translation (Answer) is empty';
        return {
          content: {
            direction: containsChinese(options) ? 'cn-en' : 'en-cn',
            source: options,
            referenceAnswer: answer,
          },
        };
      },
      write: ({ content: c }) => [c.source, c.referenceAnswer],
    },
  },
});
