/** /openApi/resourceManage/multimedia/add: a teacher adds (or, with an id, edits) a multimedia resource of the school. */
import type { ZMultimediaAddRequest } from '@lingua/contracts';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { multimediaResources } from '../../db/schema';
import type { Db } from '../../platform/database';
import { badRequest, notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/request-context';
import { type FileStorage, StoredPathError } from '../../platform/storage';
import { multimediaPolicy } from './assistant-policy';

/** Only files this server stored may be referenced. */
export async function storedFileExists(storage: FileStorage, fileUrl: string): Promise<boolean> {
  if (!fileUrl.startsWith('/files/')) return false;
  try {
    return (await storage.stat(fileUrl)) !== undefined;
  } catch (error) {
    // A path with `..` or an empty segment names no stored file.
    if (error instanceof StoredPathError) return false;
    throw error;
  }
}

export async function addMultimedia(
  db: Db,
  storage: FileStorage,
  user: SessionUser,
  body: z.infer<typeof ZMultimediaAddRequest>,
): Promise<{ id: number }> {
  if (!(await storedFileExists(storage, body.fileUrl))) throw badRequest('fileNotOurs', 'fileUrl');
  const values = {
    title: body.title,
    isShared: body.isShared,
    remark: body.resourceMultiRemark,
    fileUrl: body.fileUrl,
    audioDuration: body.audioDuration,
    resourceFileName: body.resourceFileName,
    resourceMultiName: body.resourceMultiName,
    subtitlesCnUrl: body.subtitlesCnUrl,
    subtitlesEnUrl: body.subtitlesEnUrl,
  };
  if (body.id) {
    const [row] = await db
      .update(multimediaResources)
      .set(values)
      .where(and(eq(multimediaResources.id, body.id), multimediaPolicy.change(user)))
      .returning({ id: multimediaResources.id });
    if (!row) throw notFound();
    return row;
  }
  const [row] = await db
    .insert(multimediaResources)
    .values({ ...values, schoolId: user.schoolId, ownerId: user.userId })
    .returning({ id: multimediaResources.id });
  if (!row) throw new Error('insert failed');
  return row;
}
