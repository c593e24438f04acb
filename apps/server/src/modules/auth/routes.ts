/** /openApi/login/*: sign-in, sign-out, and the user's own detail. */
import { ZLoginRequest } from '@lingua/contracts';
import type { FastifyInstance } from 'fastify';
import { endSession } from '../../platform/auth/sessions';
import type { Db } from '../../platform/database';
import { defineRoute } from '../../platform/route';
import { presentLoginInfo } from '../users/present-login-info';
import { signIn } from './sign-in';

export function registerAuthRoutes(app: FastifyInstance, db: Db): void {
  defineRoute(app, db, {
    path: '/openApi/login/login',
    access: 'public',
    body: ZLoginRequest,
    handler: ({ body, ctx }) =>
      signIn(db, body, { ip: ctx.ip, equipmentCode: ctx.headers['login-equipment-code'] ?? '' }),
  });

  defineRoute(app, db, {
    path: '/openApi/login/logoutUser',
    access: 'user',
    handler: async ({ user }) => {
      await endSession(db, user.sessionId);
      return null;
    },
  });

  defineRoute(app, db, {
    path: '/openApi/overall/getUserDetail',
    access: 'user',
    // Authentication already loaded the user: only the current class is left to read.
    handler: ({ user }) => presentLoginInfo(db, user),
  });
}
