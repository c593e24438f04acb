/** The school manager's statistics (contracts: calls/manage-stats.ts; docs/api.md "School manager statistics"). */
import { manageStatsCalls } from '@lingua/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/database';
import { defineRoute } from '../../platform/route';
import { classProgress, classStudentsProgress, studentProgressDetails } from './progress-statistics';
import { exportUsage } from './usage-export';
import { usageStatistics } from './usage-statistics';

export function registerManageStatsRoutes(app: FastifyInstance, db: Db): void {
  defineRoute(app, db, manageStatsCalls.usage, ({ user, body }) => usageStatistics(db, user.schoolId, body.range));
  defineRoute(app, db, manageStatsCalls.usageExport, ({ user, body, ctx }) =>
    exportUsage(db, user.schoolId, body.range, ctx.language),
  );
  defineRoute(app, db, manageStatsCalls.classProgress, ({ user, ctx }) =>
    classProgress(db, user.schoolId, ctx.language),
  );
  defineRoute(app, db, manageStatsCalls.classStudents, ({ user, body, ctx }) =>
    classStudentsProgress(db, user, body.classId, ctx.language),
  );
  defineRoute(app, db, manageStatsCalls.studentProgress, ({ user, body, ctx }) =>
    studentProgressDetails(db, user, body.classId, body.userId, ctx.language),
  );
}
