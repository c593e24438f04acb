/** The login info of part 1 §3 for a user: who they are and their current class. */
import type { TLoginInfo, TRole } from '@lingua/contracts';
import { UserType } from '@lingua/contracts';
import { asc, eq } from 'drizzle-orm';
import { classes, classStudents, users } from '../../db/schema';
import { rolesOfUser, toUserSubject, type UserSubject } from '../../platform/auth/user-subject';
import type { Queryable } from '../../platform/database';
import { notFound } from '../../platform/errors';

/** What the login info is built from: the signed-in user as authentication already loaded it. */
export type LoginSubject = UserSubject;

/** A user with their roles in one query, by id or by mobile; the row keeps what sign-in checks. */
export async function findUserWithRoles(db: Queryable, where: { id: number } | { mobile: string }) {
  const [row] = await db
    .select({ user: users, roles: rolesOfUser })
    .from(users)
    .where('id' in where ? eq(users.id, where.id) : eq(users.mobile, where.mobile))
    .limit(1);
  return row;
}

export function toLoginSubject(row: { user: typeof users.$inferSelect; roles: TRole[] }): LoginSubject {
  return toUserSubject(row.user, row.roles);
}

/** Reads a user fresh (after a profile change), with roles, in one query. */
export async function loadLoginSubject(db: Queryable, userId: number): Promise<LoginSubject> {
  const row = await findUserWithRoles(db, { id: userId });
  if (!row) throw notFound();
  return toLoginSubject(row);
}

/** One query: the current class (a student's first joined, a teacher's first own). */
export async function presentLoginInfo(db: Queryable, subject: LoginSubject): Promise<TLoginInfo> {
  const isStudent = subject.userType === UserType.student;
  const [firstClass] = isStudent
    ? await db
        .select({ id: classes.id, name: classes.name })
        .from(classStudents)
        .innerJoin(classes, eq(classes.id, classStudents.classId))
        .where(eq(classStudents.studentId, subject.userId))
        .orderBy(asc(classStudents.joinedAt), asc(classes.id))
        .limit(1)
    : await db
        .select({ id: classes.id, name: classes.name })
        .from(classes)
        .where(eq(classes.teacherId, subject.userId))
        .orderBy(asc(classes.id))
        .limit(1);
  return {
    userId: subject.userId,
    userType: subject.userType,
    mobile: subject.mobile,
    name: subject.name,
    headImgUrl: subject.headImgUrl,
    stuId: isStudent ? subject.userId : null,
    classId: firstClass?.id ?? null,
    className: firstClass?.name ?? null,
    isLevel3Directory: null,
    lessonVersionId: null,
    resourceLessonId: null,
    resourceLessonName: null,
    resourceLessonType: null,
    examClassId: null,
    vrLessonId: null,
    intVrClassId: null,
    abilityCompId: null,
    abilityClassId: null,
    liveClassId: null,
    schoolId: subject.schoolId,
    roles: subject.roles,
    languageUse: subject.language,
    mustChangePassword: subject.mustChangePassword,
  };
}
