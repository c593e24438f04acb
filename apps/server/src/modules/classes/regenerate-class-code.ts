/** A new code for a class (a code that leaked, or a new term): the old one stops working at once. */
import type { TClassSummary } from '@lingua/contracts';
import { eq } from 'drizzle-orm';
import { classes } from '../../db/schema';
import type { Db } from '../../platform/database';
import type { SessionUser } from '../../platform/request-context';
import { unusedClassCode } from './class-code';
import { getChangeableClass } from './class-policy';

export async function regenerateClassCode(db: Db, user: SessionUser, classId: number): Promise<TClassSummary> {
  // Visibility first: a class the user may not see is a 404, never a new code.
  await getChangeableClass(db, user, classId);
  await db
    .update(classes)
    .set({ classCode: await unusedClassCode(db) })
    .where(eq(classes.id, classId));
  return getChangeableClass(db, user, classId);
}
