/**
 * Reading the school's news: the published items, newest first, in the reader's language (the
 * Chinese where an item has no English), with whether this reader has opened each; opening one
 * counts the reader once.
 */
import type { TLanguageUse, TNewsItem, TPage, TPageRequest } from '@lingua/contracts';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { news, newsReads } from '../../db/schema';
import type { Db } from '../../platform/database';
import { notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/request-context';
import { newsPolicy } from './news-policy';

type NewsRow = typeof news.$inferSelect;

const inLanguage = (text: { cn: string; en: string }, language: TLanguageUse) => text[language] || text.cn;

function toItem(row: NewsRow, isRead: boolean, language: TLanguageUse): TNewsItem {
  return {
    newsId: row.id,
    title: inLanguage(row.title, language),
    summary: inLanguage(row.summary, language),
    content: inLanguage(row.content, language),
    publishTime: (row.publishedAt ?? row.updatedAt).toISOString(),
    isRead,
  };
}

const readBy = (userId: number) =>
  sql<boolean>`exists (select 1 from ${newsReads} where ${newsReads.newsId} = ${news.id} and ${newsReads.userId} = ${userId})`;

export async function listPublishedNews(
  db: Db,
  user: SessionUser,
  page: TPageRequest,
  language: TLanguageUse,
): Promise<TPage<TNewsItem>> {
  const where = newsPolicy.read(user);
  const [rows, totals] = await Promise.all([
    db
      .select({ row: news, isRead: readBy(user.userId) })
      .from(news)
      .where(where)
      .orderBy(desc(news.publishedAt), desc(news.id))
      .limit(page.pageSize)
      .offset((page.pageNum - 1) * page.pageSize),
    db.select({ n: count() }).from(news).where(where),
  ]);
  return {
    list: rows.map((r) => toItem(r.row, Boolean(r.isRead), language)),
    page: { pageNum: page.pageNum, pageSize: page.pageSize, total: totals[0]?.n ?? 0 },
  };
}

/** One published item (selectNewsById); the reader's first opening is counted. */
export async function readNews(db: Db, user: SessionUser, newsId: number, language: TLanguageUse): Promise<TNewsItem> {
  const [row] = await db
    .select()
    .from(news)
    .where(and(eq(news.id, newsId), newsPolicy.read(user)));
  if (!row) throw notFound();
  await db.insert(newsReads).values({ newsId, userId: user.userId }).onConflictDoNothing();
  return toItem(row, true, language);
}
