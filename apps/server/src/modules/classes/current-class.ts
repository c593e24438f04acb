/**
 * The current class (part 2 §4): the class a user last chose for a class type, if they may still
 * see it, else the first class they may see. Every class is a teaching class until the evaluation,
 * VR and competition issues add their own kinds; the class type keys the remembered choice.
 */
import type { TClassSummary, TNowClass } from '@lingua/contracts';
import { and, eq } from 'drizzle-orm';
import { userDefaultClasses } from '../../db/schema';
import type { Db } from '../../platform/database';
import type { SessionUser } from '../../platform/request-context';
import { getReadableClass } from './class-policy';
import { listVisibleClasses } from './class-queries';

export async function getNowClass(db: Db, user: SessionUser, classType: number): Promise<TNowClass> {
  // Type 3 is the competition's class (part 2 §2.4): only competition classes answer it.
  const visible = await listVisibleClasses(db, user, { competition: classType === 3 });
  const [saved] = await db
    .select({ classId: userDefaultClasses.classId })
    .from(userDefaultClasses)
    .where(and(eq(userDefaultClasses.userId, user.userId), eq(userDefaultClasses.classType, classType)));
  const chosen: TClassSummary | undefined = visible.find((c) => c.classId === saved?.classId) ?? visible[0];
  return {
    hasClass: chosen !== undefined,
    classId: chosen?.classId ?? null,
    className: chosen?.className ?? null,
    classType,
  };
}

export async function saveDefaultClass(
  db: Db,
  user: SessionUser,
  classType: number,
  classId: number,
): Promise<TNowClass> {
  // Only a class the user may see can become their default: anything else is a 404.
  const summary = await getReadableClass(db, user, classId);
  await db
    .insert(userDefaultClasses)
    .values({ userId: user.userId, classType, classId })
    .onConflictDoUpdate({ target: [userDefaultClasses.userId, userDefaultClasses.classType], set: { classId } });
  return { hasClass: true, classId: summary.classId, className: summary.className, classType };
}
