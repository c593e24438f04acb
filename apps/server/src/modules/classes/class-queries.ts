/**
 * Classes as lists and details present them. Who may see which is the class policy
 * (class-policy.ts), in the where clause; anything else is a 404.
 */
import type { TClassDetail, TClassSummary } from '@lingua/contracts';
import { and, asc, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import { classes, classStudents, competitions, users } from '../../db/schema';
import type { Db } from '../../platform/database';
import type { SessionUser } from '../../platform/request-context';
import { classPolicy, getReadableClass } from './class-policy';
import { selectSummaries } from './class-summary';

/**
 * The working list: a class archived at a term's end has left it (its records stay readable one
 * by one). `teacherId` narrows the list to one teacher's classes (the manager's teacher selector).
 * A competition's own class (issue 20) is not a teaching class: it is listed only when asked for
 * (`competition`, the current class of type 3), and never with the others.
 */
export async function listVisibleClasses(
  db: Db,
  user: SessionUser,
  filter: { teacherId?: number; competition?: boolean } = {},
): Promise<TClassSummary[]> {
  if (!user.schoolId) return [];
  const byTeacher = filter.teacherId === undefined ? undefined : eq(classes.teacherId, filter.teacherId);
  const competitionClasses = db.select({ id: competitions.classId }).from(competitions);
  const kind = filter.competition
    ? inArray(classes.id, competitionClasses)
    : notInArray(classes.id, competitionClasses);
  const rows = await selectSummaries(db)
    .where(and(classPolicy.read(user), isNull(classes.archivedAt), byTeacher, kind))
    .orderBy(asc(classes.id));
  return rows.map((r) => ({ ...r, hasClass: true }));
}

export async function getClassDetail(db: Db, user: SessionUser, classId: number): Promise<TClassDetail> {
  const summary = await getReadableClass(db, user, classId);
  const students = await db
    .select({ userId: users.id, name: users.name, mobile: users.mobile })
    .from(classStudents)
    .innerJoin(users, eq(users.id, classStudents.studentId))
    .where(eq(classStudents.classId, classId))
    .orderBy(asc(users.mobile));
  return { ...summary, students };
}
