/**
 * LTI 1.3 (issue 22 item 2): Lingua as a tool that a school's Moodle or Canvas launches.
 * A platform is registered per school by the operator; Lingua's own key pair signs what it sends.
 */
import { sql } from 'drizzle-orm';
import {
  doublePrecision,
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
import { classes } from './classes';
import { schools } from './schools';
import { trainingAttempts, trainings } from './trainings';
import { users } from './users';

/** A platform (an LMS installation) registered for one school: what Moodle's tool registration shows. */
export const ltiPlatforms = pgTable(
  'lti_platforms',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    issuer: text('issuer').notNull(),
    clientId: text('client_id').notNull(),
    deploymentIds: text('deployment_ids').array().notNull(),
    authLoginUrl: text('auth_login_url').notNull(),
    tokenUrl: text('token_url').notNull(),
    jwksUrl: text('jwks_url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('lti_platforms_issuer_client_key').on(t.issuer, t.clientId)],
);

/** Lingua's own RSA key pair (JWK), made once; the public half is served at /lti/jwks. */
export const ltiToolKeys = pgTable('lti_tool_keys', {
  kid: text('kid').primaryKey(),
  privateJwk: jsonb('private_jwk').$type<Record<string, unknown>>().notNull(),
  publicJwk: jsonb('public_jwk').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An OIDC login in flight: its state and nonce, used once by the launch that follows. */
export const ltiLaunchStates = pgTable('lti_launch_states', {
  state: text('state').primaryKey(),
  nonce: text('nonce').notNull(),
  platformId: integer('platform_id')
    .notNull()
    .references(() => ltiPlatforms.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** The platform's user (its `sub`) as a Lingua user of the platform's school. */
export const ltiUsers = pgTable(
  'lti_users',
  {
    platformId: integer('platform_id')
      .notNull()
      .references(() => ltiPlatforms.id, { onDelete: 'cascade' }),
    sub: text('sub').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.platformId, t.sub] }), index('lti_users_user_idx').on(t.userId)],
);

/** The platform's course (context) as a Lingua class, and where its roster can be read (NRPS). */
export const ltiContexts = pgTable(
  'lti_contexts',
  {
    platformId: integer('platform_id')
      .notNull()
      .references(() => ltiPlatforms.id, { onDelete: 'cascade' }),
    contextId: text('context_id').notNull(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    deploymentId: text('deployment_id').notNull(),
    membershipsUrl: text('memberships_url'),
  },
  (t) => [primaryKey({ columns: [t.platformId, t.contextId] }), uniqueIndex('lti_contexts_class_key').on(t.classId)],
);

/** A resource link placed in the platform's course: which training it opens and where its grades go (AGS). */
export const ltiResourceLinks = pgTable(
  'lti_resource_links',
  {
    id: serial('id').primaryKey(),
    platformId: integer('platform_id')
      .notNull()
      .references(() => ltiPlatforms.id, { onDelete: 'cascade' }),
    resourceLinkId: text('resource_link_id').notNull(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    trainingId: integer('training_id')
      .notNull()
      .references(() => trainings.id, { onDelete: 'cascade' }),
    /** The AGS line item of the link; null: the platform takes no grades for it. */
    lineItemUrl: text('line_item_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lti_resource_links_key').on(t.platformId, t.resourceLinkId),
    index('lti_resource_links_class_idx').on(t.classId, t.trainingId),
  ],
);

/** A one-time code the launch hands the browser; the web trades it for a session (`/openApi/lti/enter`). */
export const ltiEntries = pgTable('lti_entries', {
  codeHash: text('code_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  target: text('target').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** A deep-linking request: where to send the instructor's pick, then the signed answer to post there. */
export const ltiDeepLinks = pgTable('lti_deep_links', {
  id: text('id').primaryKey(),
  platformId: integer('platform_id')
    .notNull()
    .references(() => ltiPlatforms.id, { onDelete: 'cascade' }),
  deploymentId: text('deployment_id').notNull(),
  classId: integer('class_id')
    .notNull()
    .references(() => classes.id, { onDelete: 'cascade' }),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  returnUrl: text('return_url').notNull(),
  data: text('data'),
  /** The LtiDeepLinkingResponse JWT once the instructor picked; posted once, then the row goes. */
  responseJwt: text('response_jwt'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * The outbox of scores to send (AGS): one row per submitted attempt and resource link, kept until
 * the platform accepted it; a failed send waits and is tried again, never dropped.
 */
export const ltiScoreOutbox = pgTable(
  'lti_score_outbox',
  {
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => trainingAttempts.id, { onDelete: 'cascade' }),
    linkId: integer('link_id')
      .notNull()
      .references(() => ltiResourceLinks.id, { onDelete: 'cascade' }),
    /** pending: to send (at nextAt); sent: the platform took it. */
    status: text('status', { enum: ['pending', 'sent'] })
      .notNull()
      .default('pending'),
    scoreGiven: doublePrecision('score_given'),
    scoreMaximum: doublePrecision('score_maximum').notNull(),
    tries: smallint('tries').notNull().default(0),
    nextAt: timestamp('next_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** When this score was given (submission or a teacher's later grade): the AGS score's timestamp. */
    scoredAt: timestamp('scored_at', { withTimezone: true }).notNull().default(sql`date_trunc('milliseconds', now())`),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.linkId] }), index('lti_score_outbox_due_idx').on(t.status, t.nextAt)],
);
