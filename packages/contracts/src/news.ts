/**
 * School news (part 2 §2.3 newsManage and newCreated; §7 newsQuery and selectNewsById; part 1
 * /user/school_announcement): the manager writes an item in Chinese and, if they wish, in English
 * (a reader of the other language sees the Chinese), saves it as a draft, publishes it to the
 * school and may withdraw it again. Readers see published items only; each reader's first opening
 * counts once.
 */
import { z } from 'zod';
import { ZPageRequest } from './envelope';
import { ZId, ZPageNum } from './fields';

export const NEWS_TITLE_MAX = 80;
export const NEWS_SUMMARY_MAX = 200;
/** Characters of HTML in one language: room for a long announcement with its formatting. */
export const NEWS_CONTENT_MAX = 50_000;

export const ZNewsStatus = z.enum(['draft', 'published']);
export type TNewsStatus = z.infer<typeof ZNewsStatus>;

const optionalText = (max: number) => z.string().trim().max(max).default('');

/** saveNews: a new draft (no newsId), or changes to an item (a published one stays published, its time kept). */
export const ZSaveNewsRequest = z.object({
  newsId: ZId.optional(),
  titleCn: z.string().trim().min(1).max(NEWS_TITLE_MAX),
  titleEn: optionalText(NEWS_TITLE_MAX),
  summaryCn: optionalText(NEWS_SUMMARY_MAX),
  summaryEn: optionalText(NEWS_SUMMARY_MAX),
  /** Rich text (HTML), sanitised when stored. */
  contentCn: z.string().min(1).max(NEWS_CONTENT_MAX),
  contentEn: z.string().max(NEWS_CONTENT_MAX).default(''),
});
export type TSaveNewsRequest = z.input<typeof ZSaveNewsRequest>;

export const ZNewsIdRequest = z.object({ newsId: ZId });

export const ZManagedNewsListRequest = z.object({
  status: ZNewsStatus.optional(),
  pageNum: ZPageNum.default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** An item as its manager sees it: both languages, its state and how many have read it. */
export const ZManagedNews = z.object({
  newsId: z.number().int(),
  titleCn: z.string(),
  titleEn: z.string(),
  summaryCn: z.string(),
  summaryEn: z.string(),
  contentCn: z.string(),
  contentEn: z.string(),
  status: ZNewsStatus,
  /** ISO time of the last publishing; null for a draft never published. */
  publishTime: z.string().nullable(),
  updateTime: z.string(),
  authorName: z.string(),
  readCount: z.number().int(),
});
export type TManagedNews = z.infer<typeof ZManagedNews>;

/** Readers' list (newsQuery): published items, newest first, with whether this reader opened each. */
export const ZNewsQueryRequest = ZPageRequest;
