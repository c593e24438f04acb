/**
 * Uploading a material (multipart: the text fields, then the file). The suffix must be one of the
 * spec's groups and the content of that group; the file streams to disk and is refused the moment
 * it passes the smallest of the upload limit (500 MB by default) and the school's and teacher's free space;
 * audio and video longer than 210 s are refused. The kept file is private (served signed).
 * A VR scene (kind 3) goes the same way, but only as a JPEG or PNG of 2:1 (vr-panorama.ts).
 */
import { readFile } from 'node:fs/promises';
import {
  POOL_MEDIA_MAX_SECONDS,
  ResourceTopLevelType,
  ResponseCode,
  type TLanguageUse,
  type TPoolResourceDetail,
  ZPoolUploadFields,
} from '@lingua/contracts';
import type { FastifyRequest } from 'fastify';
import { resources } from '../../db/schema';
import type { Db } from '../../platform/database';
import { AppError, badRequest } from '../../platform/errors';
import { fileTooLarge, MULTIPART_LIMITS, multipartFieldValue, receiveUpload } from '../../platform/multipart';
import type { SessionUser } from '../../platform/request-context';
import type { FileStorage } from '../../platform/storage';
import { parseBody } from '../../platform/validation';
import { materialCheck, mediaSeconds, mediaTypeOf, suffixOf } from './media';
import { presentDetail } from './present';
import { checkSpace, type PoolQuotas, toMb } from './quotas';
import { checkCatalogueRefs } from './resources';
import { searchVector } from './vector';
import { checkPanorama, checkPanoramaSuffix } from './vr-panorama';

const FIELDS = ['title', 'description', 'language', 'level', 'courseKey', 'knowledgePointIds', 'tags', 'isShared'];

function readFields(fields: Record<string, unknown>) {
  const raw: Record<string, string> = {};
  for (const name of FIELDS) {
    const value = multipartFieldValue(fields[name]);
    if (value !== undefined && value !== '') raw[name] = value;
  }
  return parseBody(ZPoolUploadFields, raw);
}

/** The answer when the file passed the smallest limit: the upload limit or a quota. */
async function limitFor(db: Db, user: SessionUser, quotas: PoolQuotas) {
  const space = await checkSpace(db, user, quotas, 0);
  const schoolFree = Math.max(0, space.school.total - space.school.used);
  const teacherFree = Math.max(0, space.teacher.total - space.teacher.used);
  const maxBytes = Math.min(quotas.uploadBytes, schoolFree, teacherFree);
  const full = (key: 'poolSchoolQuotaFull' | 'poolTeacherQuotaFull', s: { used: number; total: number }) =>
    new AppError(ResponseCode.payloadTooLarge, key, { used: toMb(s.used), total: toMb(s.total) }, 'file');
  const tooLarge =
    maxBytes === quotas.uploadBytes
      ? fileTooLarge(quotas.uploadBytes)
      : maxBytes === schoolFree
        ? full('poolSchoolQuotaFull', space.school)
        : full('poolTeacherQuotaFull', space.teacher);
  return { maxBytes, tooLarge };
}

export async function uploadMaterial(
  db: Db,
  storage: FileStorage,
  user: SessionUser,
  req: FastifyRequest,
  quotas: PoolQuotas,
  language: TLanguageUse,
  kind: typeof ResourceTopLevelType.material | typeof ResourceTopLevelType.vr = ResourceTopLevelType.material,
): Promise<TPoolResourceDetail> {
  const part = await req.file({ limits: { files: 1, fileSize: MULTIPART_LIMITS.fileSize } });
  if (!part) throw badRequest('fileMissing', 'file');
  let kept: { path: string; discard(): Promise<void> } | undefined;
  try {
    const fields = readFields(part.fields as Record<string, unknown>);
    checkCatalogueRefs(fields.courseKey, fields.knowledgePointIds);
    const mediaType = mediaTypeOf(suffixOf(part.filename));
    if (!mediaType) throw new AppError(ResponseCode.unsupportedMediaType, 'fileTypeNotSupported', {}, 'file');
    const isScene = kind === ResourceTopLevelType.vr;
    if (isScene) checkPanoramaSuffix(mediaType);
    const { maxBytes, tooLarge } = await limitFor(db, user, quotas);
    if (maxBytes <= 0) throw tooLarge;
    const upload = await receiveUpload(part.file, storage, {
      maxBytes,
      content: materialCheck(part.filename),
      tooLarge,
    });
    kept = upload.file;
    if (isScene) await checkPanorama(upload.file.path);
    let duration: number | null = null;
    if (mediaType === 'audio' || mediaType === 'video') {
      const seconds = await mediaSeconds(upload.file.path);
      if (seconds === undefined)
        throw new AppError(ResponseCode.unsupportedMediaType, 'poolMediaUnreadable', {}, 'file');
      duration = Math.ceil(seconds);
      if (seconds > POOL_MEDIA_MAX_SECONDS) {
        throw badRequest('poolMediaTooLong', 'file', { limit: POOL_MEDIA_MAX_SECONDS });
      }
    }
    // A text file is searched by what it says.
    const bodyText = upload.extension === 'txt' ? (await readFile(upload.file.path, 'utf8')).slice(0, 20_000) : '';
    const size = upload.file.size;
    const fileUrl = await upload.file.keep(upload.extension);
    kept = undefined;
    const title = { cn: fields.title, en: fields.title };
    const description = { cn: fields.description, en: fields.description };
    const [row] = await db
      .insert(resources)
      .values({
        kind,
        schoolId: user.schoolId,
        ownerId: user.userId,
        isShared: fields.isShared,
        title,
        description,
        language: fields.language,
        level: fields.level,
        courseKey: fields.courseKey ?? null,
        knowledgePoints: fields.knowledgePointIds,
        tags: fields.tags,
        mediaType,
        fileUrl,
        fileName: part.filename.slice(0, 200),
        fileSize: size,
        duration,
        bodyText,
        search: searchVector({ title, description, tags: fields.tags, bodyText }),
      })
      .returning();
    if (!row) throw new Error('resource not inserted');
    return presentDetail(row, user, language, { ownerName: user.name, isFavourite: false });
  } catch (error) {
    part.file.destroy();
    await kept?.discard();
    throw error;
  }
}
