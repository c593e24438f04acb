/** Users, their roles and their server-side sessions. */
import { Role } from '@lingua/contracts';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { schools } from './schools';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Null only for platform operators, who belong to no school. */
    schoolId: integer('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    mobile: text('mobile').notNull(),
    name: text('name').notNull(),
    headImgUrl: text('head_img_url').notNull().default(''),
    /** 1 teacher, 2 student. */
    userType: smallint('user_type').notNull(),
    passwordHash: text('password_hash').notNull(),
    language: text('language', { enum: ['cn', 'en'] })
      .notNull()
      .default('cn'),
    status: text('status', { enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    /**
     * The password was set by someone else (an import, a new account, a reset): every call but the
     * password change is refused until the user chooses their own (platform/auth/password-change-gate.ts).
     */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_mobile_key').on(t.mobile), index('users_school_idx').on(t.schoolId, t.userType)],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: Role }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

/**
 * A session is a random token of which only the SHA-256 is stored. A user has at most one
 * session with endedAt null; a newer sign-in ends the others with endReason 'kicked' (521).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** 'disabled': the school's manager disabled the account. */
    endReason: text('end_reason', { enum: ['logout', 'kicked', 'password', 'disabled'] }),
    ip: text('ip').notNull().default(''),
    equipmentCode: text('equipment_code').notNull().default(''),
  },
  (t) => [uniqueIndex('sessions_token_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/**
 * Sliding-window rate limits that must hold across server instances: per key, the times of the
 * attempts that count in the window (failures, and attempts still being checked). One row per
 * key, taken and released in one statement each (platform/rate-limit.ts).
 */
export const rateLimitWindows = pgTable('rate_limit_windows', {
  key: text('key').primaryKey(),
  hits: timestamp('hits', { withTimezone: true }).array().notNull(),
});
