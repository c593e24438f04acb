/**
 * Classes visible to a user. Visibility lives in the where clause: a teacher sees their own
 * classes, a manager their school's, a student the classes they joined. Anything else is a 404.
 */
import { type TClassDetail, type TClassSummary, UserType } from '@lingua/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { classes, classStudents, users } from '../../db/schema';
import type { Db } from '../../platform/database';
import { notFound } from '../../platform/errors';
import { hasRole } from '../../platform/policy';
import type { SessionUser } from '../../platform/request-context';

const teacher = alias(users, 'teacher');

export function visibleTo(user: SessionUser) {
  if (user.userType === UserType.student) {
    return inArray(
      classes.id,
      // Subquery keeps the rule in one place for lists and single reads.
      sql`(select ${classStudents.classId} from ${classStudents} where ${classStudents.studentId} = ${user.userId})`,
    );
  }
  if (hasRole(user, 'manager')) return eq(classes.schoolId, user.schoolId);
  return and(eq(classes.schoolId, user.schoolId), eq(classes.teacherId, user.userId));
}

const summaryColumns = {
  classId: classes.id,
  className: classes.name,
  classCode: classes.classCode,
  teacherName: teacher.name,
  studentNumber:
    sql<number>`(select count(*) from ${classStudents} where ${classStudents.classId} = ${classes.id})`.mapWith(Number),
};

/** `teacherId` narrows the list to one teacher's classes (the manager's teacher selector). */
export async function listVisibleClasses(
  db: Db,
  user: SessionUser,
  filter: { teacherId?: number } = {},
): Promise<TClassSummary[]> {
  if (!user.schoolId) return [];
  const byTeacher = filter.teacherId === undefined ? undefined : eq(classes.teacherId, filter.teacherId);
  const rows = await db
    .select(summaryColumns)
    .from(classes)
    .innerJoin(teacher, eq(teacher.id, classes.teacherId))
    .where(and(eq(classes.schoolId, user.schoolId), visibleTo(user), byTeacher))
    .orderBy(asc(classes.id));
  return rows.map((r) => ({ ...r, hasClass: true }));
}

/** One class's summary, if the user may see it; a 404 otherwise. */
export async function getVisibleClassSummary(db: Db, user: SessionUser, classId: number): Promise<TClassSummary> {
  const [row] = await db
    .select(summaryColumns)
    .from(classes)
    .innerJoin(teacher, eq(teacher.id, classes.teacherId))
    .where(and(eq(classes.id, classId), eq(classes.schoolId, user.schoolId), visibleTo(user)));
  if (!row) throw notFound();
  return { ...row, hasClass: true };
}

export async function getClassDetail(db: Db, user: SessionUser, classId: number): Promise<TClassDetail> {
  const summary = await getVisibleClassSummary(db, user, classId);
  const students = await db
    .select({ userId: users.id, name: users.name, mobile: users.mobile })
    .from(classStudents)
    .innerJoin(users, eq(users.id, classStudents.studentId))
    .where(eq(classStudents.classId, classId))
    .orderBy(asc(users.mobile));
  return { ...summary, students };
}
