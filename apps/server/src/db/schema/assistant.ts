/** The teacher assistant: multimedia a teacher quotes, students' favourite words, the school's knowledge base. */
import { index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { schools } from './schools';
import { users } from './users';

/** Audio and video a teacher adds to the school's multimedia resources (a synthesis "quote"). */
export const multimediaResources = pgTable(
  'multimedia_resources',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    isShared: smallint('is_shared').notNull().default(0),
    remark: text('remark').notNull().default(''),
    fileUrl: text('file_url').notNull(),
    audioDuration: integer('audio_duration').notNull(),
    resourceFileName: text('resource_file_name').notNull(),
    resourceMultiName: text('resource_multi_name').notNull(),
    subtitlesCnUrl: text('subtitles_cn_url').notNull().default(''),
    subtitlesEnUrl: text('subtitles_en_url').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('multimedia_resources_school_idx').on(t.schoolId, t.createdAt)],
);

/** A student's favourite words (the word look-up star). */
export const wordFavourites = pgTable(
  'word_favourites',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    wordContent: text('word_content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('word_favourites_user_word_idx').on(t.userId, t.wordContent)],
);

/** The school's knowledge base: what the chat answers from and the quiz is drawn from. */
export const knowledgePoints = pgTable(
  'knowledge_points',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('knowledge_points_school_idx').on(t.schoolId, t.updatedAt)],
);
