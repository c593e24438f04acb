/**
 * The school news messages, in both interface languages. platform/messages.ts assembles every
 * module's table into the one catalogue that `translate` and `AppError(code, key)` read.
 */
import type { TLanguageUse } from '@lingua/contracts';

export const newsMessages = {
  newsAlreadyPublished: { cn: '这条新闻已经发布', en: 'This news item is already published' },
  newsNotPublished: {
    cn: '这条新闻尚未发布，无需撤回',
    en: 'This news item is not published, so there is nothing to withdraw',
  },
  newsContentEmpty: { cn: '请填写新闻正文', en: 'Write the text of the news item' },
} as const satisfies Record<string, Record<TLanguageUse, string>>;
