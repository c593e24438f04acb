/** A student's favourite words: the look-up pop-up's star and /user/my_collection. Always the caller's own rows. */
import type { TPage, TPageRequest, TWordFavourite } from '@lingua/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import { wordFavourites } from '../../db/schema';
import type { Db } from '../../platform/database';
import { notFound } from '../../platform/errors';
import { favouritePolicy } from './assistant-policy';

export async function findFavourite(db: Db, userId: number, wordContent: string): Promise<{ id: number } | null> {
  const [row] = await db
    .select({ id: wordFavourites.id })
    .from(wordFavourites)
    .where(and(favouritePolicy.read(userId), eq(wordFavourites.wordContent, wordContent.trim())));
  return row ?? null;
}

/** Starring twice keeps one row and answers its id. */
export async function addFavourite(db: Db, userId: number, wordContent: string): Promise<{ id: number }> {
  await db
    .insert(wordFavourites)
    .values({ userId, wordContent: wordContent.trim() })
    .onConflictDoNothing({ target: [wordFavourites.userId, wordFavourites.wordContent] });
  const row = await findFavourite(db, userId, wordContent);
  if (!row) throw new Error('favourite not stored');
  return row;
}

export async function deleteFavourite(db: Db, userId: number, id: number): Promise<null> {
  const deleted = await db
    .delete(wordFavourites)
    .where(and(eq(wordFavourites.id, id), favouritePolicy.change(userId)))
    .returning({ id: wordFavourites.id });
  if (deleted.length === 0) throw notFound();
  return null;
}

export async function listFavourites(db: Db, userId: number, page: TPageRequest): Promise<TPage<TWordFavourite>> {
  const mine = favouritePolicy.read(userId);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(wordFavourites)
      .where(mine)
      .orderBy(desc(wordFavourites.createdAt), desc(wordFavourites.id))
      .limit(page.pageSize)
      .offset((page.pageNum - 1) * page.pageSize),
    db.select({ n: count() }).from(wordFavourites).where(mine),
  ]);
  return {
    list: rows.map((r) => ({ id: r.id, wordContent: r.wordContent, createTime: r.createdAt.toISOString() })),
    page: { pageNum: page.pageNum, pageSize: page.pageSize, total: totals[0]?.n ?? 0 },
  };
}
