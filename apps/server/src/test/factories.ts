/** Factories: a school, its people and classes, written straight to the database. */
import { FUNCTION_CODES, TEACHER_APPS, type TRole, UserType } from '@lingua/contracts';
import { classes, classStudents, schoolApps, schoolFunctionPermissions, schools, userRoles, users } from '../db/schema';
import { hashPassword } from '../platform/auth/passwords';
import type { Db } from '../platform/database';

let passwordHash: Promise<string> | undefined;
let sequence = 0;
const nextMobile = () => `15${String(process.pid % 1000).padStart(3, '0')}${String(++sequence).padStart(6, '0')}`;

export async function buildSchool(db: Db, options: { closedApps?: string[]; name?: string; timeZone?: string } = {}) {
  const [school] = await db
    .insert(schools)
    .values({
      name: options.name ?? `测试学校${++sequence}`,
      nameEn: 'Test School',
      introduceCn: '<p>学校简介</p>',
      introduceEn: '<p>About the school</p>',
      contactPhone: '010-1234 5678',
      hotline: '400-000-0000',
      email: 'office@test.edu.cn',
      ...(options.timeZone ? { timeZone: options.timeZone } : {}),
    })
    .returning();
  if (!school) throw new Error('no school');
  await db.insert(schoolApps).values(
    TEACHER_APPS.map((app, sort) => ({
      schoolId: school.id,
      type: app.type,
      isOpen: !(options.closedApps ?? []).includes(app.type),
      sort,
    })),
  );
  await db
    .insert(schoolFunctionPermissions)
    .values(FUNCTION_CODES.map((code) => ({ schoolId: school.id, code, isUsed: true })));
  return school;
}

export async function buildUser(
  db: Db,
  options: { schoolId: number | null; userType: number; roles?: TRole[]; name?: string; mobile?: string },
) {
  passwordHash ??= hashPassword('lingua123');
  const [user] = await db
    .insert(users)
    .values({
      schoolId: options.schoolId,
      mobile: options.mobile ?? nextMobile(),
      name: options.name ?? `用户${sequence}`,
      userType: options.userType,
      passwordHash: await passwordHash,
    })
    .returning();
  if (!user) throw new Error('no user');
  for (const role of options.roles ?? []) await db.insert(userRoles).values({ userId: user.id, role });
  return user;
}

export const buildTeacher = (db: Db, schoolId: number, roles: TRole[] = []) =>
  buildUser(db, { schoolId, userType: UserType.teacher, roles });
export const buildStudent = (db: Db, schoolId: number) => buildUser(db, { schoolId, userType: UserType.student });
export const buildManager = (db: Db, schoolId: number) => buildTeacher(db, schoolId, ['manager']);

export async function buildClass(
  db: Db,
  options: { schoolId: number; teacherId: number; studentIds?: number[]; courseId?: number },
) {
  const code = `T${(++sequence).toString(36).toUpperCase().padStart(5, '0')}`;
  const [created] = await db
    .insert(classes)
    .values({
      schoolId: options.schoolId,
      teacherId: options.teacherId,
      courseId: options.courseId ?? null,
      name: `测试班级${sequence}`,
      classCode: code,
    })
    .returning();
  if (!created) throw new Error('no class');
  if (options.studentIds?.length) {
    await db.insert(classStudents).values(options.studentIds.map((studentId) => ({ classId: created.id, studentId })));
  }
  return created;
}
