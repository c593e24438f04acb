/** School news calls (contracts: calls/news.ts): the manager's writing and the readers' list and item. */
import { newsCalls } from '@lingua/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/database';
import { defineRoute } from '../../platform/route';
import { deleteNews, getManagedNews, listManagedNews, publishNews, saveNews, withdrawNews } from './manage-news';
import { listPublishedNews, readNews } from './read-news';

export function registerNewsRoutes(app: FastifyInstance, db: Db): void {
  defineRoute(app, db, newsCalls.managedList, ({ user, body }) => listManagedNews(db, user, body));
  defineRoute(app, db, newsCalls.managedDetail, ({ user, body }) => getManagedNews(db, user, body.newsId));
  defineRoute(app, db, newsCalls.save, ({ user, body }) => saveNews(db, user, body));
  defineRoute(app, db, newsCalls.publish, ({ user, body }) => publishNews(db, user, body.newsId));
  defineRoute(app, db, newsCalls.withdraw, ({ user, body }) => withdrawNews(db, user, body.newsId));
  defineRoute(app, db, newsCalls.remove, async ({ user, body }) => {
    await deleteNews(db, user, body.newsId);
    return null;
  });
  defineRoute(app, db, newsCalls.teacherNewsQuery, ({ user, body, ctx }) =>
    listPublishedNews(db, user, body, ctx.language),
  );
  defineRoute(app, db, newsCalls.readNews, ({ user, body, ctx }) => readNews(db, user, body.newsId, ctx.language));
}
