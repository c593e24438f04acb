/** Manager mode calls. */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/database';
import { defineRoute } from '../../platform/route';
import { getSchoolOverview } from './school-overview';

export function registerManageRoutes(app: FastifyInstance, db: Db): void {
  defineRoute(app, db, {
    path: '/openApi/manage/school/overview',
    access: 'manager',
    handler: ({ user }) => getSchoolOverview(db, user.schoolId),
  });
}
