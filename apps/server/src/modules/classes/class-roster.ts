/**
 * A class's students as reports and exports list them: id, name and account, by account. The
 * caller has already passed the class policy for `classId`.
 */
import { asc, eq } from 'drizzle-orm';
import { classStudents, users } from '../../db/schema';
import type { Queryable } from '../../platform/database';

export const classRoster = (db: Queryable, classId: number) =>
  db
    .select({ studentId: users.id, name: users.name, mobile: users.mobile })
    .from(classStudents)
    .innerJoin(users, eq(users.id, classStudents.studentId))
    .where(eq(classStudents.classId, classId))
    .orderBy(asc(users.mobile));
