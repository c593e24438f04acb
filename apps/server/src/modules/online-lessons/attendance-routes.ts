/** Sign-in and marking calls (split from routes.ts to keep each file small). */
import { ZBulkMarkRequest, ZMarkAttendanceRequest, ZSignInRequest } from '@lingua/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/database';
import type { RealtimeHub } from '../../platform/realtime/hub';
import { defineRoute, Notice } from '../../platform/route';
import { bulkMark, markStudent, signIn } from './attendance';

export function attendanceRoutes(app: FastifyInstance, db: Db, hub: RealtimeHub, teacher: string, student: string) {
  defineRoute(app, db, {
    path: `${teacher}/mark`,
    access: 'staff',
    body: ZMarkAttendanceRequest,
    handler: async ({ user, body }) => {
      await markStudent(db, hub, user, body);
      return null;
    },
  });
  defineRoute(app, db, {
    path: `${teacher}/bulkMark`,
    access: 'staff',
    body: ZBulkMarkRequest,
    handler: async ({ user, body }) => {
      const result = await bulkMark(db, hub, user, body);
      return new Notice('bulkMarked', result);
    },
  });
  defineRoute(app, db, {
    path: `${student}/signIn`,
    access: 'student',
    body: ZSignInRequest,
    handler: async ({ user, body }) => new Notice('signedIn', await signIn(db, hub, user, body)),
  });
}
