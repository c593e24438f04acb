/**
 * The home shell's calls (contracts: calls/home.ts): the language map, the school's news, the course
 * catalogue, and the student's home (student-dashboard.ts).
 */

import { createHash } from 'node:crypto';
import { COURSE_CATALOGUE, LANGUAGE_MAP } from '@lingua/content';
import { homeCalls } from '@lingua/contracts';
import { count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { news } from '../../db/schema';
import type { Db } from '../../platform/database';
import { defineRoute } from '../../platform/route';
import { getStudentDashboard } from './student-dashboard';

/** The version changes exactly when the map's content does. */
const languageMapVersion = createHash('sha256').update(JSON.stringify(LANGUAGE_MAP)).digest('hex').slice(0, 12);

export function registerHomeRoutes(app: FastifyInstance, db: Db): void {
  defineRoute(app, db, homeCalls.languageMap, async ({ body }) => ({
    cacheVersion: languageMapVersion,
    cacheData: body.cacheVersion === languageMapVersion ? null : LANGUAGE_MAP,
  }));

  defineRoute(app, db, homeCalls.newsQuery, async ({ body, user, ctx }) => {
    const mine = eq(news.schoolId, user.schoolId);
    const [rows, totals] = await Promise.all([
      db
        .select()
        .from(news)
        .where(mine)
        .orderBy(desc(news.publishedAt))
        .limit(body.pageSize)
        .offset((body.pageNum - 1) * body.pageSize),
      db.select({ n: count() }).from(news).where(mine),
    ]);
    const lang = ctx.language;
    const list = rows.map((n) => ({
      newsId: n.id,
      title: n.title[lang] || n.title.cn,
      summary: n.summary[lang] || n.summary.cn,
      content: n.content[lang] || n.content.cn,
      publishTime: n.publishedAt.toISOString(),
    }));
    return { list, page: { pageNum: body.pageNum, pageSize: body.pageSize, total: totals[0]?.n ?? 0 } };
  });

  defineRoute(app, db, homeCalls.lessonPreviewList, async ({ ctx }) =>
    COURSE_CATALOGUE.map((c) => ({
      key: c.key,
      name: c.name[ctx.language],
      audience: c.audience[ctx.language],
      summary: c.summary[ctx.language],
      units: c.units,
    })),
  );

  defineRoute(app, db, homeCalls.studentDashboard, ({ user, ctx }) =>
    getStudentDashboard(db, user, ctx.language, new Date()),
  );
}
