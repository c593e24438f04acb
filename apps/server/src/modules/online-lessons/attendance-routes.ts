/** Sign-in and marking calls (split from routes.ts to keep each file small). */
import { onlineLessonCalls } from '@lingua/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/database';
import type { RealtimeHub } from '../../platform/realtime/hub';
import { defineRoute, Notice } from '../../platform/route';
import { bulkMark, markStudent, signIn } from './attendance';

export function attendanceRoutes(app: FastifyInstance, db: Db, hub: RealtimeHub) {
  defineRoute(app, db, onlineLessonCalls.mark, async ({ user, body }) => {
    await markStudent(db, hub, user, body);
    return null;
  });
  defineRoute(app, db, onlineLessonCalls.bulkMark, async ({ user, body }) => {
    const result = await bulkMark(db, hub, user, body);
    return new Notice('bulkMarked', result);
  });
  defineRoute(
    app,
    db,
    onlineLessonCalls.signIn,
    async ({ user, body }) => new Notice('signedIn', await signIn(db, hub, user, body)),
  );
}
