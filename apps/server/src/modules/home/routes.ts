/**
 * The home shell's calls (contracts: calls/home.ts): the language map, the school's news, the course
 * catalogue, and the student's home (student-dashboard.ts).
 */

import { createHash } from 'node:crypto';
import { COURSE_CATALOGUE, LANGUAGE_MAP, outlineFor } from '@lingua/content';
import { homeCalls } from '@lingua/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/database';
import { defineRoute } from '../../platform/route';
import { listPublishedNews } from '../news/read-news';
import { getStudentDashboard } from './student-dashboard';

/** The version changes exactly when the map's content does. */
const languageMapVersion = createHash('sha256').update(JSON.stringify(LANGUAGE_MAP)).digest('hex').slice(0, 12);

export function registerHomeRoutes(app: FastifyInstance, db: Db): void {
  defineRoute(app, db, homeCalls.languageMap, async ({ body }) => ({
    cacheVersion: languageMapVersion,
    cacheData: body.cacheVersion === languageMapVersion ? null : LANGUAGE_MAP,
  }));

  // The same list as the teachers' newsQuery (modules/news): published items of the reader's school.
  defineRoute(app, db, homeCalls.newsQuery, ({ body, user, ctx }) => listPublishedNews(db, user, body, ctx.language));

  defineRoute(app, db, homeCalls.lessonPreviewList, async ({ ctx }) =>
    COURSE_CATALOGUE.map((c) => ({
      key: c.key,
      name: c.name[ctx.language],
      audience: c.audience[ctx.language],
      summary: c.summary[ctx.language],
      units: c.units,
    })),
  );

  defineRoute(app, db, homeCalls.trainingCatalogue, async ({ ctx }) =>
    COURSE_CATALOGUE.map((c) => ({
      key: c.key,
      name: c.name[ctx.language],
      audience: c.audience[ctx.language],
      summary: c.summary[ctx.language],
      units: c.units,
      language: c.language,
      chapters: (outlineFor(c.key)?.chapters ?? []).map((chapter) => chapter.title[ctx.language]),
    })),
  );

  defineRoute(app, db, homeCalls.studentDashboard, ({ user, ctx }) =>
    getStudentDashboard(db, user, ctx.language, new Date()),
  );
}
