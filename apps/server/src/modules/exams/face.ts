/**
 * Face data (/openApi/facialRecognition/addFace): the student's reference photo, stored from the
 * personal centre. No face comparison engine ships offline with the product, so Lingua does NOT
 * compare faces: an exam with face check requires the reference photo to exist, and the board
 * shows it to the invigilator, who compares by eye. Nothing here ever reports a match.
 */
import { eq } from 'drizzle-orm';
import { userFaces } from '../../db/schema';
import type { Db } from '../../platform/database';
import { badRequest } from '../../platform/errors';
import type { SessionUser } from '../../platform/request-context';
import type { FileStorage } from '../../platform/storage';

export async function addFace(db: Db, storage: FileStorage, user: SessionUser, image: string) {
  const match = /^data:image\/(png|jpeg);base64,([A-Za-z0-9+/=]+)$/.exec(image);
  if (!match) throw badRequest('examImageInvalid', 'image');
  const bytes = Buffer.from(match[2] ?? '', 'base64');
  // Checked by content, never by the declared type.
  const isPng = bytes.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  const isJpeg = bytes[0] === 0xff && bytes[1] === 0xd8;
  if (!isPng && !isJpeg) throw badRequest('examImageInvalid', 'image');
  const filePath = await storage.save(bytes, isPng ? 'png' : 'jpg');
  await db
    .insert(userFaces)
    .values({ userId: user.userId, filePath })
    .onConflictDoUpdate({ target: userFaces.userId, set: { filePath, updatedAt: new Date() } });
  return { filePath };
}

export async function getFace(db: Db, user: SessionUser) {
  const [row] = await db.select().from(userFaces).where(eq(userFaces.userId, user.userId));
  return { filePath: row?.filePath ?? null };
}
