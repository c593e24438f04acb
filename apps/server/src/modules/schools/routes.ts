/** School calls (contracts: calls/schools.ts): school info, teacher navigation, permissions, platforms, operator. */

import { translateKey } from '@lingua/content';
import { PLATFORMS, schoolCalls } from '@lingua/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { schools } from '../../db/schema';
import type { Db } from '../../platform/database';
import { notFound } from '../../platform/errors';
import { defineRoute } from '../../platform/route';
import { createSchool } from './create-school';
import { listSchools } from './list-schools';
import { getFunctionPermissions, listNavItems } from './navigation';
import { presentSchoolInfo } from './present-school';

export function registerSchoolRoutes(app: FastifyInstance, db: Db): void {
  defineRoute(app, db, schoolCalls.schoolInfo, ({ user, ctx }) => {
    if (!user.schoolId) throw notFound();
    return presentSchoolInfo(db, user.schoolId, ctx.language);
  });

  defineRoute(app, db, schoolCalls.teacherMain, async ({ user, ctx }) => ({
    navList: await listNavItems(db, user, ctx.language, ctx.headers['zyzh-project-sub-type']),
    schoolInfo: await presentSchoolInfo(db, user.schoolId, ctx.language),
  }));

  defineRoute(app, db, schoolCalls.functionPermissions, async ({ user }) => ({
    cacheData: user.schoolId ? await getFunctionPermissions(db, user.schoolId) : {},
  }));

  defineRoute(app, db, schoolCalls.platformList, async ({ ctx }) =>
    PLATFORMS.map((p) => ({
      code: p.code,
      key: p.key,
      name: translateKey(ctx.language, `platform.${p.key}`),
      entryPath: p.entryPath,
      projectType: p.projectType,
      projectSubType: p.projectSubType ?? '',
    })),
  );

  defineRoute(app, db, schoolCalls.loginPageInfo, async ({ body, ctx }) => {
    const [school] = await db
      .select({ id: schools.id, name: schools.name, nameEn: schools.nameEn, logoUrl: schools.logoUrl })
      .from(schools)
      .where(eq(schools.id, body.id));
    if (!school) throw notFound();
    const name = ctx.language === 'en' && school.nameEn ? school.nameEn : school.name;
    return { id: school.id, schoolName: name, schoolLogUrl: school.logoUrl };
  });

  defineRoute(app, db, schoolCalls.list, () => listSchools(db));
  defineRoute(app, db, schoolCalls.create, ({ body }) => createSchool(db, body));
}
