/**
 * What a built course's activity uses besides a training (issue 18, phase 2): a pool material the
 * student opens in the step, and the exam paper a test paper activity names. One row per activity.
 */
import { integer, pgTable } from 'drizzle-orm/pg-core';
import { courseActivities } from './courses';
import { examPapers } from './exams';
import { resources } from './resource-pool';

export const activityResources = pgTable('activity_resources', {
  activityId: integer('activity_id')
    .primaryKey()
    .references(() => courseActivities.id, { onDelete: 'cascade' }),
  resourceId: integer('resource_id')
    .notNull()
    .references(() => resources.id, { onDelete: 'cascade' }),
});

export const activityPapers = pgTable('activity_papers', {
  activityId: integer('activity_id')
    .primaryKey()
    .references(() => courseActivities.id, { onDelete: 'cascade' }),
  paperId: integer('paper_id')
    .notNull()
    .references(() => examPapers.id, { onDelete: 'cascade' }),
});
