/**
 * The resource pool (issue 18): resources of six kinds (resourceTopLevelType) and who favoured
 * which. A platform resource has no school and every school sees it; a school's resource is seen
 * by its owner, and by the school's staff once shared. Materials carry a stored (signed) file;
 * the other kinds open a training. `search` is the full-text vector (modules/resource-pool/tokens.ts).
 */
import type { TLocalizedText } from '@lingua/contracts';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { schools } from './schools';
import { trainings } from './trainings';
import { users } from './users';

/** A PostgreSQL tsvector, written from our own tokens ('simple' configuration). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const resources = pgTable(
  'resources',
  {
    id: serial('id').primaryKey(),
    /** resourceTopLevelType: 1 study, 2 practical, 3 vr, 4 case, 5 material, 6 question bank. */
    kind: smallint('kind').notNull(),
    /** Null: the platform's pool, seen by every school. */
    schoolId: integer('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    /** Null for the platform's resources and a school's trainings. */
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    isShared: boolean('is_shared').notNull().default(false),
    /** Seeded resources: what they were made from ("training:<key>", "media:<name>"), so a restart adds only the missing. */
    seedKey: text('seed_key'),
    title: jsonb('title').$type<TLocalizedText>().notNull(),
    description: jsonb('description').$type<TLocalizedText>().notNull(),
    language: text('language').notNull(),
    level: smallint('level').notNull(),
    courseKey: text('course_key'),
    /** Knowledge graph nodes, "graphKey:nodeId". */
    knowledgePoints: text('knowledge_points').array().notNull().default([]),
    tags: text('tags').array().notNull().default([]),
    trainingId: integer('training_id').references(() => trainings.id, { onDelete: 'cascade' }),
    trainingKind: text('training_kind'),
    mediaType: text('media_type'),
    fileUrl: text('file_url'),
    fileName: text('file_name'),
    fileSize: integer('file_size'),
    /** Whole seconds of audio or video. */
    duration: integer('duration'),
    /** Longer text searched with weight C (a training's intro and passages). */
    bodyText: text('body_text').notNull().default(''),
    search: tsvector('search').notNull(),
    usageCount: integer('usage_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('resources_seed_key_key').on(t.seedKey),
    index('resources_search_idx').using('gin', t.search),
    index('resources_knowledge_points_idx').using('gin', t.knowledgePoints),
    index('resources_school_kind_idx').on(t.schoolId, t.kind),
    index('resources_owner_idx').on(t.ownerId),
    index('resources_created_idx').on(t.createdAt),
    index('resources_usage_idx').on(t.usageCount),
  ],
);

export const resourceFavourites = pgTable(
  'resource_favourites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    resourceId: integer('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.resourceId] }),
    index('resource_favourites_resource_idx').on(t.resourceId),
  ],
);
