/**
 * The hotspots of the pool's VR scenes (issue 18): a scene is a `resources` row of kind 3 whose
 * file is its equirectangular picture; each hotspot is a place in it (yaw, pitch in degrees) that
 * opens a short English text or dialogue with its Chinese. They go with their scene.
 */
import type { TLocalizedText } from '@lingua/contracts';
import { index, integer, jsonb, pgTable, real, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { resources } from './resource-pool';

export const vrHotspots = pgTable(
  'vr_hotspots',
  {
    id: serial('id').primaryKey(),
    resourceId: integer('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    sort: smallint('sort').notNull().default(0),
    yaw: real('yaw').notNull(),
    pitch: real('pitch').notNull(),
    title: jsonb('title').$type<TLocalizedText>().notNull(),
    textEn: text('text_en').notNull(),
    textZh: text('text_zh').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('vr_hotspots_resource_idx').on(t.resourceId, t.sort)],
);
