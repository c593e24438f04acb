/** Classes as the foundation serves them; the courses issue adds management. */
import { ZClassIdRequest } from '@lingua/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/database';
import { defineRoute } from '../../platform/route';
import { getClassDetail, listVisibleClasses } from './class-queries';

export function registerClassRoutes(app: FastifyInstance, db: Db): void {
  defineRoute(app, db, {
    path: '/openApi/overall/getClassResource',
    access: 'user',
    handler: ({ user }) => listVisibleClasses(db, user),
  });

  defineRoute(app, db, {
    path: '/openApi/teacher/manage/class/classDetail',
    access: 'staff',
    body: ZClassIdRequest,
    handler: ({ user, body }) => getClassDetail(db, user, body.classId),
  });
}
