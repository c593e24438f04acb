/**
 * The school's own sign-in (issue 22 item 1): per school, CAS 3.0 or OpenID Connect, set by the
 * platform operator; the link from the school's student or staff number to an account; the
 * sign-ins under way (state, nonce, PKCE verifier) and the IdP session behind a Lingua session.
 */
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { schools } from './schools';
import { sessions, users } from './users';

export const schoolSignIns = pgTable('school_sign_ins', {
  schoolId: integer('school_id')
    .primaryKey()
    .references(() => schools.id, { onDelete: 'cascade' }),
  protocol: text('protocol', { enum: ['oidc', 'cas'] }).notNull(),
  enabled: boolean('enabled').notNull().default(true),
  /** OIDC: the issuer; CAS: the server's base URL (…/cas, under which /login and /p3/serviceValidate live). */
  serverUrl: text('server_url').notNull(),
  clientId: text('client_id').notNull().default(''),
  /**
   * Write-only: never in an answer. Sealed with AES-256-GCM under the settings key of
   * `clientSecretKey` (platform/secret-box.ts); null: still as typed (before 0037), sealed at start.
   */
  clientSecret: text('client_secret').notNull().default(''),
  clientSecretKey: smallint('client_secret_key'),
  /** The claim (OIDC) or attribute (CAS) that holds the student or staff number; CAS `user` is the login name. */
  numberClaim: text('number_claim').notNull(),
  createUnknown: boolean('create_unknown').notNull().default(false),
  /** 1 teacher, 2 student: what an unknown number becomes when createUnknown. */
  createAs: smallint('create_as').notNull().default(2),
  buttonName: text('button_name').notNull(),
  buttonNameEn: text('button_name_en').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A school's number names one account of that school; linked at the first sign-in, never by name. */
export const schoolAccounts = pgTable(
  'school_accounts',
  {
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.number] }), uniqueIndex('school_accounts_user_key').on(t.userId)],
);

/** A sign-in sent to the school's IdP and not back yet: used once, within 10 minutes. */
export const schoolSignInFlows = pgTable(
  'school_sign_in_flows',
  {
    state: text('state').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    protocol: text('protocol', { enum: ['oidc', 'cas'] }).notNull(),
    /** OIDC redirect_uri or CAS service, exactly as sent. */
    returnUrl: text('return_url').notNull(),
    codeVerifier: text('code_verifier').notNull().default(''),
    nonce: text('nonce').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('school_sign_in_flows_created_idx').on(t.createdAt)],
);

/** The IdP session behind a Lingua session started by the school's sign-in, for the sign-out. */
export const schoolSignInSessions = pgTable(
  'school_sign_in_sessions',
  {
    sessionId: integer('session_id')
      .primaryKey()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    /** OIDC: the ID token, sent back as id_token_hint at sign-out. */
    idToken: text('id_token').notNull().default(''),
    /** CAS: the service ticket, which the server's single-logout request names. */
    casTicket: text('cas_ticket').notNull().default(''),
    /** Where the IdP sends the browser after its sign-out. */
    returnUrl: text('return_url').notNull().default(''),
    /** OIDC: the ID token's `sid` and `sub`, which a back-channel logout token names. */
    sid: text('sid').notNull().default(''),
    sub: text('sub').notNull().default(''),
  },
  (t) => [
    index('school_sign_in_sessions_ticket_idx').on(t.casTicket),
    index('school_sign_in_sessions_sid_idx').on(t.schoolId, t.sid),
    index('school_sign_in_sessions_sub_idx').on(t.schoolId, t.sub),
  ],
);

/** Back-channel logout tokens already used (their `jti`), kept until they expire: a replay is refused. */
export const schoolSignInLogoutTokens = pgTable(
  'school_sign_in_logout_tokens',
  {
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    jti: text('jti').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.jti] }),
    index('school_sign_in_logout_tokens_expiry_idx').on(t.expiresAt),
  ],
);
