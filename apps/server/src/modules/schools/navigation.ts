/**
 * The teacher navigation from the school's applications (part 2 §2.1), and the teacher function
 * permission map (part 2 §3): what a school has opened.
 */

import { translateKey } from '@lingua/content';
import {
  TEACHER_APPS,
  type TFunctionPermissionMap,
  type TLanguageUse,
  type TNavItem,
  type TProjectSubType,
} from '@lingua/contracts';
import { asc, eq } from 'drizzle-orm';
import { schoolApps, schoolFunctionPermissions } from '../../db/schema';
import type { Queryable } from '../../platform/database';
import { hasRole } from '../../platform/policy';
import type { SessionUser } from '../../platform/request-context';

/** School management (2_115) opens the manager area, which only the school's managers may use. */
const MANAGER_APP = '2_115';

export async function listNavItems(
  db: Queryable,
  user: SessionUser,
  language: TLanguageUse,
  projectSubType: TProjectSubType | undefined,
): Promise<TNavItem[]> {
  const isManager = hasRole(user, 'manager');
  const rows = await db
    .select()
    .from(schoolApps)
    .where(eq(schoolApps.schoolId, user.schoolId))
    .orderBy(asc(schoolApps.sort), asc(schoolApps.type));
  const isCloud = projectSubType === 'CLOUD_INTERNSHIP';
  return rows.flatMap((row) => {
    const app = TEACHER_APPS.find((a) => a.type === row.type);
    if (!app || (isCloud && app.hiddenForCloud) || (app.type === MANAGER_APP && !isManager)) return [];
    return [
      {
        name: translateKey(language, app.nameKey),
        type: app.type,
        isOpen: row.isOpen && app.built !== false ? '1' : '0',
        router: app.router,
      },
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
