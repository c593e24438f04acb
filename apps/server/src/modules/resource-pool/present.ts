/** A resource row as the pool's calls answer it, in the caller's language. */
import type { TLanguageUse, TPoolMediaType, TPoolResource, TPoolResourceDetail } from '@lingua/contracts';
import type { resources } from '../../db/schema';
import type { SessionUser } from '../../platform/request-context';
import { courseName, knowledgePointName } from './catalogue';

export type ResourceRow = typeof resources.$inferSelect;

const inLanguage = (text: { cn: string; en: string }, language: TLanguageUse) => text[language] || text.cn;

export function presentResource(
  row: ResourceRow,
  user: SessionUser,
  language: TLanguageUse,
  extra: { ownerName: string | null; isFavourite: boolean },
): TPoolResource {
  return {
    resourceId: row.id,
    resourceTopLevelType: row.kind,
    title: inLanguage(row.title, language),
    description: inLanguage(row.description, language),
    language: row.language,
    level: row.level,
    courseKey: row.courseKey,
    courseName: courseName(row.courseKey, language),
    knowledgePoints: row.knowledgePoints.map((id) => ({ id, name: knowledgePointName(id, language) })),
    tags: row.tags,
    mediaType: (row.mediaType as TPoolMediaType | null) ?? null,
    fileName: row.fileName,
    fileSize: row.fileSize,
    duration: row.duration,
    trainingId: row.trainingId,
    trainingKind: row.trainingKind,
    origin: row.schoolId === null ? 'platform' : row.ownerId === user.userId ? 'mine' : 'school',
    ownerName: extra.ownerName,
    isShared: row.isShared,
    isFavourite: extra.isFavourite,
    usageCount: row.usageCount,
    createTime: row.createdAt.toISOString(),
    updateTime: row.updatedAt.toISOString(),
  };
}

export function presentDetail(
  row: ResourceRow,
  user: SessionUser,
  language: TLanguageUse,
  extra: { ownerName: string | null; isFavourite: boolean },
): TPoolResourceDetail {
  return {
    ...presentResource(row, user, language, extra),
    fileUrl: row.fileUrl,
    text: row.bodyText,
    editable: row.schoolId === user.schoolId && row.ownerId === user.userId,
  };
}
