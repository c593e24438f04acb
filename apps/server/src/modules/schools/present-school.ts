/** School info (part 1 §3) in the reader's language. */
import type { TLanguageUse, TSchoolInfo } from '@lingua/contracts';
import { eq } from 'drizzle-orm';
import { schools } from '../../db/schema';
import type { Queryable } from '../../platform/database';
import { notFound } from '../../platform/errors';

export async function presentSchoolInfo(db: Queryable, schoolId: number, language: TLanguageUse): Promise<TSchoolInfo> {
  const [school] = await db.select().from(schools).where(eq(schools.id, schoolId)).limit(1);
  if (!school) throw notFound();
  const isEnglish = language === 'en';
  return {
    schoolId: school.id,
    schoolName: isEnglish && school.nameEn ? school.nameEn : school.name,
    schoolLogUrl: school.logoUrl,
    schoolIntroduce: isEnglish && school.introduceEn ? school.introduceEn : school.introduceCn,
    schoolTerraceName: school.terraceName,
    dynSchoolTerraceName: school.dynTerraceName,
    vrSchoolTerraceName: school.vrTerraceName,
    ysxSchoolTerraceName: school.ysxTerraceName,
    skillsSchoolTerraceName: school.skillsTerraceName,
    contactPhone: school.contactPhone,
    hotline: school.hotline,
    email: school.email,
    timeZone: school.timeZone,
  };
}
