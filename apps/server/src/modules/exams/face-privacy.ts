/**
 * Face photos saved before they became private sit in the public month folders, where the static
 * route serves anyone who has the name. On start each is moved under the private folder and its
 * row follows it. A photo whose file is gone loses its row, so the student is asked to save face
 * data again rather than failing every check against a missing picture.
 */
import { and, eq, notLike } from 'drizzle-orm';
import { userFaces } from '../../db/schema';
import type { Db } from '../../platform/database';
import type { FileStorage } from '../../platform/storage';

/** Answers how many photos were moved and how many rows were dropped for a missing file. */
export async function privatizeFacePhotos(db: Db, storage: FileStorage): Promise<{ moved: number; dropped: number }> {
  const legacy = await db
    .select({ userId: userFaces.userId, filePath: userFaces.filePath })
    .from(userFaces)
    .where(notLike(userFaces.filePath, '/files/.private/%'));
  let moved = 0;
  let dropped = 0;
  for (const row of legacy) {
    const privatePath = row.filePath.replace(/^\/files\//, '/files/.private/');
    const same = and(eq(userFaces.userId, row.userId), eq(userFaces.filePath, row.filePath));
    await storage.move(row.filePath, privatePath);
    // The file may already be there: another instance, or a start stopped between the two steps.
    if (await storage.stat(privatePath)) {
      await db.update(userFaces).set({ filePath: privatePath }).where(same);
      moved += 1;
    } else {
      await db.delete(userFaces).where(same);
      dropped += 1;
    }
  }
  return { moved, dropped };
}
