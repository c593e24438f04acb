/** Rows presented with what lists add to each: the owner's name and whether the caller favoured it. */
import type { TLanguageUse, TPoolResource } from '@lingua/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { resourceFavourites, users } from '../../db/schema';
import type { Db } from '../../platform/database';
import type { SessionUser } from '../../platform/request-context';
import { presentResource, type ResourceRow } from './present';

export async function extrasOf(db: Db, rows: readonly ResourceRow[], user: SessionUser) {
  const ids = rows.map((r) => r.id);
  const ownerIds = [...new Set(rows.map((r) => r.ownerId).filter((id): id is number => id !== null))];
  const [favourites, owners] = await Promise.all([
    ids.length === 0
      ? []
      : db
          .select({ id: resourceFavourites.resourceId })
          .from(resourceFavourites)
          .where(and(eq(resourceFavourites.userId, user.userId), inArray(resourceFavourites.resourceId, ids))),
    ownerIds.length === 0
      ? []
      : db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ownerIds)),
  ]);
  const favoured = new Set(favourites.map((f) => f.id));
  const names = new Map(owners.map((o) => [o.id, o.name]));
  return (row: ResourceRow) => ({
    ownerName: row.ownerId === null ? null : (names.get(row.ownerId) ?? null),
    isFavourite: favoured.has(row.id),
  });
}

export async function presentRows(
  db: Db,
  rows: readonly ResourceRow[],
  user: SessionUser,
  language: TLanguageUse,
): Promise<TPoolResource[]> {
  const extra = await extrasOf(db, rows, user);
  return rows.map((row) => presentResource(row, user, language, extra(row)));
}

/** The rows of a raw db.execute (node-postgres and PGlite both answer { rows }). */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
