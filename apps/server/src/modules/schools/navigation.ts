/**
 * The teacher navigation from the school's applications (part 2 §2.1), and the teacher function
 * permission map (part 2 §3): what a school has opened.
 */
import {
  TEACHER_APPS,
  type TFunctionPermissionMap,
  type TLanguageUse,
  type TNavItem,
  type TProjectSubType,
} from '@lingua/contracts';
import { translateKey } from '@lingua/content';
import { asc, eq } from 'drizzle-orm';
import { schoolApps, schoolFunctionPermissions } from '../../db/schema';
import type { Queryable } from '../../platform/database';

export async function listNavItems(
  db: Queryable,
  schoolId: number,
  language: TLanguageUse,
  projectSubType: TProjectSubType | undefined,
): Promise<TNavItem[]> {
  const rows = await db
    .select()
    .from(schoolApps)
    .where(eq(schoolApps.schoolId, schoolId))
    .orderBy(asc(schoolApps.sort), asc(schoolApps.type));
  const isCloud = projectSubType === 'CLOUD_INTERNSHIP';
  return rows.flatMap((row) => {
    const app = TEACHER_APPS.find((a) => a.type === row.type);
    if (!app || (isCloud && app.hiddenForCloud)) return [];
    return [
      { name: translateKey(language, app.nameKey), type: app.type, isOpen: row.isOpen ? '1' : '0', router: app.router },
    ];
  });
}

export async function getFunctionPermissions(db: Queryable, schoolId: number): Promise<TFunctionPermissionMap> {
  const rows = await db
    .select()
    .from(schoolFunctionPermissions)
    .where(eq(schoolFunctionPermissions.schoolId, schoolId));
  return Object.fromEntries(rows.map((r) => [r.code, { isUsed: r.isUsed ? '1' : '2' }]));
}
