/** The login info of part 1 §3 for a user: who they are and their current class. */
import type { TLoginInfo, TRole } from '@lingua/contracts';
import { UserType } from '@lingua/contracts';
import { asc, eq } from 'drizzle-orm';
import { classes, classStudents, userRoles, users } from '../../db/schema';
import type { Queryable } from '../../platform/database';
import { notFound } from '../../platform/errors';

export async function presentLoginInfo(db: Queryable, userId: number): Promise<TLoginInfo> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound();
  const roles = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  const isStudent = user.userType === UserType.student;
  const [firstClass] = isStudent
    ? await db
        .select({ id: classes.id, name: classes.name })
        .from(classStudents)
        .innerJoin(classes, eq(classes.id, classStudents.classId))
        .where(eq(classStudents.studentId, userId))
        .orderBy(asc(classStudents.joinedAt), asc(classes.id))
        .limit(1)
    : await db
        .select({ id: classes.id, name: classes.name })
        .from(classes)
        .where(eq(classes.teacherId, userId))
        .orderBy(asc(classes.id))
        .limit(1);
  return {
    userId: user.id,
    userType: user.userType,
    mobile: user.mobile,
    name: user.name,
    headImgUrl: user.headImgUrl,
    stuId: isStudent ? user.id : null,
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
    schoolId: user.schoolId ?? 0,
    roles: roles.map((r) => r.role as TRole),
    languageUse: user.language,
  };
}
