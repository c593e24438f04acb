/**
 * The manager's school news (part 2 §2.3 newsManage, newCreated): the list in every state with read
 * counts, one item with both languages for editing, saving a draft or changes, publishing,
 * withdrawing (back to draft) and deleting. Publishing, withdrawing and deleting are audited.
 */
import type { TManagedNews, TPage, ZSaveNewsRequest } from '@lingua/contracts';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { news, newsReads, users } from '../../db/schema';
import { recordAudit } from '../../platform/audit-log';
import type { Db, Queryable } from '../../platform/database';
import { badRequest, conflict, notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/request-context';
import { sanitizeRichText } from '../../platform/sanitize';
import { newsPolicy } from './news-policy';

type SaveInput = z.output<typeof ZSaveNewsRequest>;

const SUMMARY_FROM_TEXT = 100;

/** The text a reader sees of some HTML, for a summary the manager left empty. */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();
}

const summaryOf = (given: string, html: string) =>
  given ||
  (plainText(html).length > SUMMARY_FROM_TEXT ? `${plainText(html).slice(0, SUMMARY_FROM_TEXT)}…` : plainText(html));

async function selectManaged(db: Queryable, where: SQL, page?: { pageNum: number; pageSize: number }) {
  const query = db
    .select({
      row: news,
      authorName: users.name,
      readCount: sql<number>`(select count(*) from ${newsReads} where ${newsReads.newsId} = ${news.id})`.mapWith(
        Number,
      ),
    })
    .from(news)
    .leftJoin(users, eq(users.id, news.authorId))
    .where(where)
    .orderBy(desc(news.updatedAt), desc(news.id));
  const rows = page ? await query.limit(page.pageSize).offset((page.pageNum - 1) * page.pageSize) : await query;
  return rows.map(
    ({ row, authorName, readCount }): TManagedNews => ({
      newsId: row.id,
      titleCn: row.title.cn,
      titleEn: row.title.en,
      summaryCn: row.summary.cn,
      summaryEn: row.summary.en,
      contentCn: row.content.cn,
      contentEn: row.content.en,
      status: row.status,
      publishTime: row.publishedAt && row.status === 'published' ? row.publishedAt.toISOString() : null,
      updateTime: row.updatedAt.toISOString(),
      authorName: authorName ?? '',
      readCount,
    }),
  );
}

export async function getManagedNews(db: Queryable, manager: SessionUser, newsId: number): Promise<TManagedNews> {
  const [found] = await selectManaged(db, and(eq(news.id, newsId), newsPolicy.change(manager)) as SQL);
  if (!found) throw notFound();
  return found;
}

export async function listManagedNews(
  db: Db,
  manager: SessionUser,
  body: { status?: 'draft' | 'published'; pageNum: number; pageSize: number },
): Promise<TPage<TManagedNews>> {
  const where = and(newsPolicy.change(manager), body.status ? eq(news.status, body.status) : undefined) as SQL;
  const [list, totals] = await Promise.all([
    selectManaged(db, where, body),
    db.select({ n: count() }).from(news).where(where),
  ]);
  return { list, page: { pageNum: body.pageNum, pageSize: body.pageSize, total: totals[0]?.n ?? 0 } };
}

export async function saveNews(db: Db, manager: SessionUser, input: SaveInput): Promise<TManagedNews> {
  const contentCn = sanitizeRichText(input.contentCn);
  // Markup alone (an empty paragraph) is no text: the field's own message, not a saved blank.
  if (plainText(contentCn) === '') throw badRequest('newsContentEmpty', 'contentCn');
  const contentEn = plainText(input.contentEn) === '' ? '' : sanitizeRichText(input.contentEn);
  const values = {
    title: { cn: input.titleCn, en: input.titleEn },
    summary: { cn: summaryOf(input.summaryCn, contentCn), en: contentEn ? summaryOf(input.summaryEn, contentEn) : '' },
    content: { cn: contentCn, en: contentEn },
    updatedAt: new Date(),
  };
  if (input.newsId === undefined) {
    const [created] = await db
      .insert(news)
      .values({ ...values, schoolId: manager.schoolId, authorId: manager.userId, status: 'draft', publishedAt: null })
      .returning({ id: news.id });
    return getManagedNews(db, manager, created?.id ?? 0);
  }
  const [updated] = await db
    .update(news)
    .set(values)
    .where(and(eq(news.id, input.newsId), newsPolicy.change(manager)))
    .returning({ id: news.id });
  if (!updated) throw notFound();
  return getManagedNews(db, manager, updated.id);
}

async function changeState(db: Db, manager: SessionUser, newsId: number, to: 'draft' | 'published') {
  return db.transaction(async (tx) => {
    const before = await getManagedNews(tx, manager, newsId);
    if (to === 'published' && before.status === 'published') throw conflict('newsAlreadyPublished');
    if (to === 'draft' && before.status === 'draft') throw conflict('newsNotPublished');
    await tx
      .update(news)
      .set(to === 'published' ? { status: to, publishedAt: new Date() } : { status: to })
      .where(eq(news.id, newsId));
    await recordAudit(tx, manager, {
      action: to === 'published' ? 'news.publish' : 'news.withdraw',
      objectType: 'news',
      objectId: newsId,
      objectName: before.titleCn,
    });
    return getManagedNews(tx, manager, newsId);
  });
}

export const publishNews = (db: Db, manager: SessionUser, newsId: number) =>
  changeState(db, manager, newsId, 'published');
export const withdrawNews = (db: Db, manager: SessionUser, newsId: number) => changeState(db, manager, newsId, 'draft');

export async function deleteNews(db: Db, manager: SessionUser, newsId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await getManagedNews(tx, manager, newsId);
    await tx.delete(news).where(eq(news.id, newsId));
    await recordAudit(tx, manager, {
      action: 'news.delete',
      objectType: 'news',
      objectId: newsId,
      objectName: before.titleCn,
    });
  });
}
