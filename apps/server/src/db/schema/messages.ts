/** The message centre, school news and the online-time ledger. */
import type { TLocalizedText } from '@lingua/contracts';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { schools } from './schools';
import { users } from './users';

/** Text written in both interface languages (the contracts' shape); presenters pick the reader's. */
export type LocalizedText = TLocalizedText;

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['system', 'task', 'exam', 'lesson', 'class'] }).notNull(),
    title: jsonb('title').$type<TLocalizedText>().notNull(),
    content: jsonb('content').$type<TLocalizedText>().notNull(),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('messages_user_idx').on(t.userId, t.isRead, t.createdAt)],
);

/**
 * School news (part 2 §2.3 newsManage): written by the school's managers as a draft, published to
 * the school's teachers and students, and withdrawn again; a withdrawn item goes back to draft.
 */
export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    title: jsonb('title').$type<TLocalizedText>().notNull(),
    summary: jsonb('summary').$type<TLocalizedText>().notNull(),
    /** Sanitised HTML in both languages. */
    content: jsonb('content').$type<TLocalizedText>().notNull(),
    status: text('status').$type<'draft' | 'published'>().notNull().default('published'),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** When it was last published; null for a draft never published. */
    publishedAt: timestamp('published_at', { withTimezone: true }).defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('news_school_idx').on(t.schoolId, t.status, t.publishedAt)],
);

/** Who has opened which news item: one row a reader, so a read count is a count. */
export const newsReads = pgTable(
  'news_reads',
  {
    newsId: integer('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.newsId, t.userId] })],
);

/** Seconds online per user, day, project type and sub-type; flushes add to the row. */
export const onlineTime = pgTable(
  'online_time',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    schoolId: integer('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    userType: smallint('user_type').notNull(),
    day: date('day').notNull(),
    projectType: text('project_type').notNull(),
    projectSubType: text('project_sub_type').notNull().default(''),
    seconds: integer('seconds').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.day, t.projectType, t.projectSubType] }),
    index('online_time_school_day_idx').on(t.schoolId, t.day),
  ],
);
