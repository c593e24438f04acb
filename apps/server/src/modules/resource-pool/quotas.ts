/**
 * Upload space per school and per teacher (docs/operations.md "Resource pool"): the bytes of the
 * materials they uploaded, against the configured totals (POOL_SCHOOL_QUOTA_MB, POOL_TEACHER_QUOTA_MB).
 */
import { POOL_UPLOAD_MAX_BYTES, type TCheckSpace } from '@lingua/contracts';
import { eq, sql } from 'drizzle-orm';
import { resources } from '../../db/schema';
import type { Db } from '../../platform/database';
import type { SessionUser } from '../../platform/request-context';

export interface PoolQuotas {
  schoolBytes: number;
  teacherBytes: number;
  /** The largest single upload (part 2 §9's default, 500 MB). */
  uploadBytes: number;
}

const MB = 1024 * 1024;
export const DEFAULT_POOL_QUOTAS: PoolQuotas = {
  schoolBytes: 20 * 1024 * MB,
  teacherBytes: 2 * 1024 * MB,
  uploadBytes: POOL_UPLOAD_MAX_BYTES,
};

async function usedBytes(db: Db, where: ReturnType<typeof eq>): Promise<number> {
  const [row] = await db
    .select({ n: sql<string>`coalesce(sum(${resources.fileSize}), 0)::bigint` })
    .from(resources)
    .where(where);
  return Number(row?.n ?? 0);
}

export async function checkSpace(
  db: Db,
  user: SessionUser,
  quotas: PoolQuotas,
  fileSize: number,
): Promise<TCheckSpace> {
  const [school, teacher] = await Promise.all([
    usedBytes(db, eq(resources.schoolId, user.schoolId)),
    usedBytes(db, eq(resources.ownerId, user.userId)),
  ]);
  return {
    school: { used: school, total: quotas.schoolBytes },
    teacher: { used: teacher, total: quotas.teacherBytes },
    enough:
      fileSize <= quotas.uploadBytes &&
      school + fileSize <= quotas.schoolBytes &&
      teacher + fileSize <= quotas.teacherBytes,
  };
}

export const toMb = (bytes: number) => Math.round((bytes / MB) * 10) / 10;
