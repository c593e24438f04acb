/**
 * Who sees and changes a pool resource (docs/architecture.md "Object policies"): the platform's
 * resources (no school) every school's staff see; a school's resource its owner sees, and the
 * school's staff once it is shared; another school's, never (404). Only the owner changes one.
 * Students never reach the pool: every call's access is 'staff' (403).
 */
import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import { resources } from '../../db/schema';
import type { SessionUser } from '../../platform/request-context';

export const poolPolicy = {
  read(user: SessionUser): SQL {
    return or(
      isNull(resources.schoolId),
      and(eq(resources.schoolId, user.schoolId), or(eq(resources.isShared, true), eq(resources.ownerId, user.userId))),
    ) as SQL;
  },
  /** The caller's own uploads (in their school). */
  change(user: SessionUser): SQL {
    return and(eq(resources.schoolId, user.schoolId), eq(resources.ownerId, user.userId)) as SQL;
  },
};
