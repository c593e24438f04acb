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
    title: jsonb('title').$type<LocalizedText>().notNull(),
    content: jsonb('content').$type<LocalizedText>().notNull(),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('messages_user_idx').on(t.userId, t.isRead, t.createdAt)],
);

export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    summary: jsonb('summary').$type<LocalizedText>().notNull(),
    /** Sanitised HTML in both languages. */
    content: jsonb('content').$type<LocalizedText>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('news_school_idx').on(t.schoolId, t.publishedAt)],
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
