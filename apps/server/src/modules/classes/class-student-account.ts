/**
 * A class's teacher helps a student of the class who forgot their password (issue 24): a new
 * generated password, answered once. The class policy decides the class (its teacher, or the
 * school's manager); the student must be in it; anything else a 404.
 */
import type { TInitialPassword } from '@lingua/contracts';
import { and, eq } from 'drizzle-orm';
import { classStudents, users } from '../../db/schema';
import type { Db } from '../../platform/database';
import { notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/request-context';
import { resetPasswordOf } from '../users/reset-password';
import { getChangeableClass } from './class-policy';

export async function resetClassStudentPassword(
  db: Db,
  user: SessionUser,
  classId: number,
  studentId: number,
): Promise<TInitialPassword> {
  await getChangeableClass(db, user, classId);
  const [student] = await db
    .select({ id: users.id, name: users.name, mobile: users.mobile })
    .from(classStudents)
    .innerJoin(users, eq(users.id, classStudents.studentId))
    .where(and(eq(classStudents.classId, classId), eq(classStudents.studentId, studentId)));
  if (!student) throw notFound();
  return db.transaction((tx) => resetPasswordOf(tx, user, { ...student, kind: 'student' }));
}
