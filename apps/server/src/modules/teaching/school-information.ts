/**
 * The manager's school information (part 2 §2.3 /manage/information): the school as the operator
 * set it up (name, logo, time zone, applications: read only here) and what the manager keeps up to
 * date themselves: the introduction in both languages and the contact fields, audited.
 */
import { translateKey } from '@lingua/content';
import {
  TEACHER_APPS,
  type TLanguageUse,
  type TManagedSchoolInfo,
  UserType,
  type ZSchoolContactRequest,
} from '@lingua/contracts';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { classes, schoolApps, schools, users } from '../../db/schema';
import { recordAudit } from '../../platform/audit-log';
import type { Db, Queryable } from '../../platform/database';
import { notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/request-context';
import { sanitizeRichText } from '../../platform/sanitize';

export async function getSchoolInformation(
  db: Queryable,
  manager: SessionUser,
  language: TLanguageUse,
): Promise<TManagedSchoolInfo> {
  const [school] = await db.select().from(schools).where(eq(schools.id, manager.schoolId));
  if (!school) throw notFound();
  const apps = await db
    .select()
    .from(schoolApps)
    .where(eq(schoolApps.schoolId, school.id))
    .orderBy(asc(schoolApps.sort), asc(schoolApps.type));
  const [people] = await db
    .select({
      teachers: sql<number>`count(*) filter (where ${users.userType} <> ${UserType.student})`,
      students: sql<number>`count(*) filter (where ${users.userType} = ${UserType.student})`,
    })
    .from(users)
    .where(eq(users.schoolId, school.id));
  const [working] = await db
    .select({ n: sql<number>`count(*)` })
    .from(classes)
    .where(and(eq(classes.schoolId, school.id), isNull(classes.archivedAt)));
  return {
    schoolId: school.id,
    name: school.name,
    nameEn: school.nameEn,
    logoUrl: school.logoUrl,
    introduceCn: school.introduceCn,
    introduceEn: school.introduceEn,
    contactPhone: school.contactPhone,
    hotline: school.hotline,
    email: school.email,
    timeZone: school.timeZone,
    apps: apps.flatMap((row) => {
      const app = TEACHER_APPS.find((a) => a.type === row.type);
      if (!app) return [];
      return [{ type: app.type, name: translateKey(language, app.nameKey), isOpen: row.isOpen && app.built !== false }];
    }),
    teachers: Number(people?.teachers ?? 0),
    students: Number(people?.students ?? 0),
    classes: Number(working?.n ?? 0),
  };
}

export async function saveSchoolInformation(
  db: Db,
  manager: SessionUser,
  input: z.output<typeof ZSchoolContactRequest>,
  language: TLanguageUse,
): Promise<TManagedSchoolInfo> {
  const next = {
    introduceCn: sanitizeRichText(input.introduceCn),
    introduceEn: sanitizeRichText(input.introduceEn),
    contactPhone: input.contactPhone,
    hotline: input.hotline,
    email: input.email,
  };
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(schools).where(eq(schools.id, manager.schoolId));
    if (!before) throw notFound();
    await tx.update(schools).set(next).where(eq(schools.id, before.id));
    await recordAudit(tx, manager, {
      action: 'school.updateInformation',
      objectType: 'school',
      objectId: before.id,
      objectName: before.name,
      // The introductions are long HTML: the log keeps whether they changed, the contact fields themselves.
      before: { contactPhone: before.contactPhone, hotline: before.hotline, email: before.email },
      after: {
        contactPhone: next.contactPhone,
        hotline: next.hotline,
        email: next.email,
        introductionChanged: before.introduceCn !== next.introduceCn || before.introduceEn !== next.introduceEn,
      },
    });
  });
  return getSchoolInformation(db, manager, language);
}
