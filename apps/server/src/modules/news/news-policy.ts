/**
 * Who may read and change a news item, written once: the managers of its school change it in any
 * state; every signed-in user of the school reads it once published; another school, never (404).
 */
import { and, eq, type SQL } from 'drizzle-orm';
import { news } from '../../db/schema';
import type { SessionUser } from '../../platform/request-context';

export const newsPolicy = {
  read: (user: SessionUser): SQL => and(eq(news.schoolId, user.schoolId), eq(news.status, 'published')) as SQL,
  /** The route admits managers only (access 'manager'); the rule keeps them to their school. */
  change: (user: SessionUser): SQL => eq(news.schoolId, user.schoolId),
};
