/** The manager's teacher selector (part 2 §4): the school's teachers, and one teacher's classes. */
import { type TClassSummary, type TTeacherListItem, UserType } from '@lingua/contracts';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { classes, users } from '../../db/schema';
import type { Db } from '../../platform/database';
import { notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/request-context';
import { listVisibleClasses } from './class-queries';

/** Teachers with classes first: the selector chooses the first by default (part 2 §4), so it opens on classes. */
export async function listSchoolTeachers(db: Db, manager: SessionUser): Promise<TTeacherListItem[]> {
  const teaches = sql`exists (select 1 from ${classes} where ${classes.teacherId} = "users"."id")`;
  return db
    .select({ userId: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.schoolId, manager.schoolId), ne(users.userType, UserType.student)))
    .orderBy(desc(teaches), asc(users.id));
}

export async function listTeacherClasses(db: Db, manager: SessionUser, teacherId: number): Promise<TClassSummary[]> {
  const [teacher] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, teacherId), eq(users.schoolId, manager.schoolId), ne(users.userType, UserType.student)));
  if (!teacher) throw notFound();
  return listVisibleClasses(db, manager, { teacherId });
}
