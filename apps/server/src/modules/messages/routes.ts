/** /openApi/messageCenter/*. */
import { ZMessageDeleteRequest, ZMessageListRequest, ZMessageReadRequest } from '@lingua/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/database';
import { defineRoute } from '../../platform/route';
import { countUnread, deleteMessages, listMessages, markRead } from './message-centre';

export function registerMessageRoutes(app: FastifyInstance, db: Db): void {
  const base = '/openApi/messageCenter';
  defineRoute(app, db, {
    path: `${base}/messageNum`,
    access: 'user',
    handler: async ({ user }) => ({ unreadNum: await countUnread(db, user.userId) }),
  });
  defineRoute(app, db, {
    path: `${base}/messageListPage`,
    access: 'user',
    body: ZMessageListRequest,
    handler: ({ user, body, ctx }) => listMessages(db, user.userId, body, ctx.language),
  });
  defineRoute(app, db, {
    path: `${base}/messageSettingRead`,
    access: 'user',
    body: ZMessageReadRequest,
    handler: async ({ user, body }) => {
      await markRead(db, user.userId, body.messageIds);
      return null;
    },
  });
  defineRoute(app, db, {
    path: `${base}/messageDelete`,
    access: 'user',
    body: ZMessageDeleteRequest,
    handler: async ({ user, body }) => {
      await deleteMessages(db, user.userId, body.messageIds);
      return null;
    },
  });
  defineRoute(app, db, {
    path: `${base}/cleanAll`,
    access: 'user',
    handler: async ({ user }) => {
      await deleteMessages(db, user.userId, undefined);
      return null;
    },
  });
}
