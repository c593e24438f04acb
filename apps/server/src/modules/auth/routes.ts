/** Sign-in calls (contracts: calls/auth.ts): sign-in, sign-out, and the user's own detail. */
import { authCalls } from '@lingua/contracts';
import type { FastifyInstance } from 'fastify';
import { endSession } from '../../platform/auth/sessions';
import type { Db } from '../../platform/database';
import { defineRoute } from '../../platform/route';
import { presentLoginInfo } from '../users/present-login-info';
import { signIn } from './sign-in';

export function registerAuthRoutes(app: FastifyInstance, db: Db): void {
  defineRoute(app, db, authCalls.login, ({ body, ctx }) =>
    signIn(db, body, { ip: ctx.ip, equipmentCode: ctx.headers['login-equipment-code'] ?? '' }),
  );

  defineRoute(app, db, authCalls.logoutUser, async ({ user }) => {
    await endSession(db, user.sessionId);
    return null;
  });

  // Authentication already loaded the user: only the current class is left to read.
  defineRoute(app, db, authCalls.userDetail, ({ user }) => presentLoginInfo(db, user));
}
