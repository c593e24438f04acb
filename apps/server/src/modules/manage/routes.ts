/** Manager mode calls (contracts: calls/manage.ts). */
import { manageCalls } from '@lingua/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/database';
import { defineRoute } from '../../platform/route';
import { getSchoolOverview } from './school-overview';

export function registerManageRoutes(app: FastifyInstance, db: Db): void {
  defineRoute(app, db, manageCalls.schoolOverview, ({ user }) => getSchoolOverview(db, user.schoolId));
}
