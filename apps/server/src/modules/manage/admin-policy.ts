/**
 * Who the school administration may touch (docs/architecture.md "Object policies"): the manager of
 * a school, the school's own teachers, students and classes, never another school's (a 404 that does
 * not say it exists), and never their own account (the personal centre changes that).
 */
import { UserType } from '@lingua/contracts';
import { and, eq, ne } from 'drizzle-orm';
import { classes, users } from '../../db/schema';
import type { Queryable } from '../../platform/database';
import { badRequest, notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/request-context';

export type PersonKind = 'teacher' | 'student';

export interface SchoolPerson {
  id: number;
  name: string;
  mobile: string;
  userType: number;
  status: 'active' | 'disabled';
  kind: PersonKind;
}

/** An account of the manager's school (of one kind, when given); anything else a 404. */
export async function getSchoolPerson(
  db: Queryable,
  manager: SessionUser,
  userId: number,
  kind?: PersonKind,
): Promise<SchoolPerson> {
  const ofKind =
    kind === undefined
      ? undefined
      : kind === 'student'
        ? eq(users.userType, UserType.student)
        : ne(users.userType, UserType.student);
  const [row] = await db
    .select({ id: users.id, name: users.name, mobile: users.mobile, userType: users.userType, status: users.status })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.schoolId, manager.schoolId), ofKind));
  if (!row) throw notFound();
  return { ...row, kind: row.userType === UserType.student ? 'student' : 'teacher' };
}

/** An account the manager may change: of the school, and not the manager's own. */
export async function getChangeablePerson(db: Queryable, manager: SessionUser, userId: number, field = 'userId') {
  const person = await getSchoolPerson(db, manager, userId);
  if (person.id === manager.userId) throw badRequest('notYourself', field);
  return person;
}

/** A class of the manager's school, archived or not; anything else a 404. */
export async function getSchoolClass(db: Queryable, manager: SessionUser, classId: number) {
  const [row] = await db
    .select({ id: classes.id, name: classes.name, teacherId: classes.teacherId, archivedAt: classes.archivedAt })
    .from(classes)
    .where(and(eq(classes.id, classId), eq(classes.schoolId, manager.schoolId)));
  if (!row) throw notFound();
  return row;
}
