/** Message centre calls (contracts: calls/messages.ts). */
import { messageCalls } from '@lingua/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/database';
import { defineRoute } from '../../platform/route';
import { countUnread, deleteMessages, listMessages, markRead } from './message-centre';

export function registerMessageRoutes(app: FastifyInstance, db: Db): void {
  defineRoute(app, db, messageCalls.messageNum, async ({ user }) => ({
    unreadNum: await countUnread(db, user.userId),
  }));
  defineRoute(app, db, messageCalls.messageListPage, ({ user, body, ctx }) =>
    listMessages(db, user.userId, body, ctx.language),
  );
  defineRoute(app, db, messageCalls.messageSettingRead, async ({ user, body }) => {
    await markRead(db, user.userId, body.messageIds);
    return null;
  });
  defineRoute(app, db, messageCalls.messageDelete, async ({ user, body }) => {
    await deleteMessages(db, user.userId, body.messageIds);
    return null;
  });
  defineRoute(app, db, messageCalls.cleanAll, async ({ user }) => {
    await deleteMessages(db, user.userId, undefined);
    return null;
  });
}
