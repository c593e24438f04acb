/** The platform operator creates a school with its first manager; every app starts open. */
import { FUNCTION_CODES, type TCreateSchoolRequest, TEACHER_APPS, UserType } from '@lingua/contracts';
import { eq } from 'drizzle-orm';
import { schoolApps, schoolFunctionPermissions, schools, userRoles, users } from '../../db/schema';
import { hashPassword } from '../../platform/auth/passwords';
import type { Db } from '../../platform/database';
import { conflict } from '../../platform/errors';
import { sanitizeRichText } from '../../platform/sanitize';

export async function createSchool(db: Db, input: TCreateSchoolRequest): Promise<{ schoolId: number }> {
  const passwordHash = await hashPassword(input.managerPassword);
  return db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.mobile, input.managerMobile));
    if (taken) throw conflict('mobileTaken');
    const introduce = sanitizeRichText(input.schoolIntroduce);
    const [school] = await tx
      .insert(schools)
      .values({
        name: input.schoolName,
        nameEn: input.schoolNameEn,
        introduceCn: introduce,
        introduceEn: introduce,
        terraceName: `${input.schoolName}实践教学平台`,
        contactPhone: input.contactPhone,
        hotline: input.hotline,
        timeZone: input.timeZone,
        email: input.email,
      })
      .returning({ id: schools.id });
    if (!school) throw new Error('school insert returned nothing');
    await tx
      .insert(schoolApps)
      .values(TEACHER_APPS.map((app, index) => ({ schoolId: school.id, type: app.type, isOpen: true, sort: index })));
    await tx
      .insert(schoolFunctionPermissions)
      .values(FUNCTION_CODES.map((code) => ({ schoolId: school.id, code, isUsed: true })));
    const [manager] = await tx
      .insert(users)
      .values({
        schoolId: school.id,
        mobile: input.managerMobile,
        name: input.managerName,
        userType: UserType.teacher,
        passwordHash,
        // The operator chose it: the manager picks their own at first sign-in.
        mustChangePassword: true,
      })
      .returning({ id: users.id });
    if (!manager) throw new Error('user insert returned nothing');
    await tx.insert(userRoles).values({ userId: manager.id, role: 'manager' });
    return { schoolId: school.id };
  });
}
