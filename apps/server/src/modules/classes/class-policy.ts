/**
 * Who may read and change a class, written once (docs/architecture.md "Object policies"): its
 * teacher, and the manager of its school; a student reads the classes they joined and changes
 * none; another school's class, never. Each rule is a where-condition on `classes`, so a list and
 * a single read share it, and the objects that belong to a class (its lessons, exams, attempts)
 * reuse it in their own queries. A class the user may not see is a 404, never a 403 that says it
 * exists.
 */
import { type TClassSummary, UserType } from '@lingua/contracts';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { classes, classStudents } from '../../db/schema';
import type { Queryable } from '../../platform/database';
import { conflict, notFound } from '../../platform/errors';
import { hasRole } from '../../platform/policy';
import type { SessionUser } from '../../platform/request-context';
import { selectSummaries } from './class-summary';

/** The classes a student joined, as a subquery (one rule for lists and single reads). */
export const joinedBy = (studentId: number) =>
  sql`(select ${classStudents.classId} from ${classStudents} where ${classStudents.studentId} = ${studentId})`;

/** Staff: a manager the school's classes, a teacher their own. */
function runs(user: SessionUser): SQL {
  const school = eq(classes.schoolId, user.schoolId);
  return hasRole(user, 'manager') ? school : (and(school, eq(classes.teacherId, user.userId)) as SQL);
}

export const classPolicy = {
  /** Classes the user may see: their own or their school's (staff), the ones joined (student). */
  read(user: SessionUser): SQL {
    if (user.userType === UserType.student) {
      return and(eq(classes.schoolId, user.schoolId), inArray(classes.id, joinedBy(user.userId))) as SQL;
    }
    return runs(user);
  },
  /** Classes the user may change (rename, close, roster, course settings, publish to): staff only. */
  change(user: SessionUser): SQL {
    return user.userType === UserType.student ? sql`false` : runs(user);
  },
};

async function summaryWhere(db: Queryable, where: SQL, classId: number): Promise<TClassSummary> {
  const [row] = await selectSummaries(db).where(and(eq(classes.id, classId), where));
  if (!row) throw notFound();
  return { ...row, hasClass: true };
}

/**
 * An archived class is kept to be read (its results, its history): nothing new is given to it, no
 * task, exam or live lesson. `found` are the classes a call names, as the policy let it load them.
 */
export function refuseArchived(found: readonly { name: string; archivedAt: Date | null }[]): void {
  const archived = found.find((c) => c.archivedAt !== null);
  if (archived) throw conflict('classArchivedReadOnly', { name: archived.name });
}

/** One class the user may see (its summary); a 404 otherwise. */
export const getReadableClass = (db: Queryable, user: SessionUser, classId: number) =>
  summaryWhere(db, classPolicy.read(user), classId);

/** One class the user may change (its summary); a 404 otherwise. */
export const getChangeableClass = (db: Queryable, user: SessionUser, classId: number) =>
  summaryWhere(db, classPolicy.change(user), classId);

/**
 * That the user may change the class and give it new work (a contest, a group activity): a 404 when
 * the user may not change it, a 409 when it is archived.
 */
export async function assertClassTakesWork(db: Queryable, user: SessionUser, classId: number): Promise<void> {
  const [row] = await db
    .select({ archivedAt: classes.archivedAt, name: classes.name })
    .from(classes)
    .where(and(eq(classes.id, classId), classPolicy.change(user)));
  if (!row) throw notFound();
  refuseArchived([row]);
}

/**
 * Students a teacher's action on a class may name (a mark, an extra minute, a waiver): only the
 * class's own: a 404 when any is not a student of the class.
 */
export async function assertClassStudents(db: Queryable, classId: number, studentIds: number[]): Promise<void> {
  const wanted = [...new Set(studentIds)];
  if (wanted.length === 0) return;
  const found = await db
    .select({ id: classStudents.studentId })
    .from(classStudents)
    .where(and(eq(classStudents.classId, classId), inArray(classStudents.studentId, wanted)));
  if (found.length !== wanted.length) throw notFound();
}

/**
 * Whether the user may see a student's own things (face photos, answer files): the student, or
 * staff who may change a class the student is in.
 */
export async function maySeeStudent(db: Queryable, user: SessionUser, studentId: number): Promise<boolean> {
  if (studentId === user.userId) return true;
  const [shared] = await db
    .select({ id: classes.id })
    .from(classStudents)
    .innerJoin(classes, eq(classes.id, classStudents.classId))
    .where(and(eq(classStudents.studentId, studentId), classPolicy.change(user)))
    .limit(1);
  return shared !== undefined;
}
