/** The manager's teacher selector (part 2 §4): the school's teachers, and one teacher's classes. */
import { type TClassSummary, type TTeacherListItem, UserType } from '@lingua/contracts';
import { and, asc, eq, ne } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { Db } from '../../platform/database';
import { notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/request-context';
import { listVisibleClasses } from './class-queries';

export async function listSchoolTeachers(db: Db, manager: SessionUser): Promise<TTeacherListItem[]> {
  return db
    .select({ userId: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.schoolId, manager.schoolId), ne(users.userType, UserType.student)))
    .orderBy(asc(users.id));
}

export async function listTeacherClasses(db: Db, manager: SessionUser, teacherId: number): Promise<TClassSummary[]> {
  const [teacher] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, teacherId), eq(users.schoolId, manager.schoolId), ne(users.userType, UserType.student)));
  if (!teacher) throw notFound();
  return listVisibleClasses(db, manager, { teacherId });
}
