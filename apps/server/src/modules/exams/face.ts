/**
 * Face data (/openApi/facialRecognition/addFace): the student's reference photo, stored from the
 * personal centre. A photo is kept only when the face engine finds exactly one face in it, since
 * every exam face check compares the camera with it (face-checks.ts, docs/face-check.md).
 */
import { ResponseCode } from '@lingua/contracts';
import { eq } from 'drizzle-orm';
import { examFaceChecks, userFaces } from '../../db/schema';
import type { Db } from '../../platform/database';
import { AppError, badRequest, notFound } from '../../platform/errors';
import { EngineBusyError, EngineTimeoutError } from '../../platform/process-queue';
import type { SessionUser } from '../../platform/request-context';
import { type FileStorage, withLocalFiles } from '../../platform/storage';
import { maySeeStudent } from '../classes/class-policy';
import { type FaceEngine, FaceEngineMissingError } from './face-engine';

/** The bytes of a camera capture sent as a data URL, checked by content, never by the declared type. */
export function parseImage(image: string): { bytes: Buffer; extension: 'png' | 'jpg' } {
  const match = /^data:image\/(png|jpeg);base64,([A-Za-z0-9+/=]+)$/.exec(image);
  if (!match) throw badRequest('examImageInvalid', 'image');
  const bytes = Buffer.from(match[2] ?? '', 'base64');
  const isPng = bytes.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  const isJpeg = bytes[0] === 0xff && bytes[1] === 0xd8;
  if (!isPng && !isJpeg) throw badRequest('examImageInvalid', 'image');
  return { bytes, extension: isPng ? 'png' : 'jpg' };
}

/** Engine failures as the student sees them: busy (429), too slow or not installed (500, said plainly). */
export async function withFaceEngine<T>(job: () => Promise<T>): Promise<T> {
  try {
    return await job();
  } catch (error) {
    if (error instanceof EngineBusyError) throw new AppError(ResponseCode.tooManyRequests, 'examFaceBusy');
    if (error instanceof EngineTimeoutError) throw new AppError(ResponseCode.serverError, 'examFaceBusy');
    if (error instanceof FaceEngineMissingError) throw new AppError(ResponseCode.serverError, 'examFaceEngineMissing');
    throw error;
  }
}

export async function addFace(db: Db, storage: FileStorage, engine: FaceEngine, user: SessionUser, image: string) {
  const { bytes, extension } = parseImage(image);
  // Biometric data: never on the public static route.
  const filePath = await storage.save(bytes, extension, { private: true });
  try {
    const found = await withLocalFiles(storage, [filePath], ([file = '']) => withFaceEngine(() => engine.detect(file)));
    if (found.faces === 0) throw badRequest('examFaceNoFace', 'image');
    if (found.faces > 1) throw badRequest('examFaceManyFaces', 'image');
  } catch (error) {
    // A refused photo is not kept.
    await storage.remove(filePath);
    throw error;
  }
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

/**
 * A face photo (the reference or a check's capture) as a data URL, for the student it shows or a
 * teacher or manager who may see a class of theirs; 404 for anyone else and for any other file.
 */
export async function faceImage(db: Db, storage: FileStorage, user: SessionUser, filePath: string) {
  // Only the private folder: photos saved while they were public are moved there on start
  // (face-privacy.ts).
  if (!/^\/files\/\.private\/\d{4}\/\d{2}\/[\w-]+\.(jpg|png)$/.test(filePath)) throw notFound();
  const [reference] = await db
    .select({ owner: userFaces.userId })
    .from(userFaces)
    .where(eq(userFaces.filePath, filePath));
  const [capture] = reference
    ? []
    : await db
        .select({ owner: examFaceChecks.studentId })
        .from(examFaceChecks)
        .where(eq(examFaceChecks.imagePath, filePath));
  const owner = reference?.owner ?? capture?.owner;
  if (owner === undefined) throw notFound();
  if (!(await maySeeStudent(db, user, owner))) throw notFound();
  const bytes = await storage.read(filePath);
  if (!bytes) throw notFound();
  const type = filePath.endsWith('.png') ? 'image/png' : 'image/jpeg';
  return { dataUrl: `data:${type};base64,${bytes.toString('base64')}` };
}
