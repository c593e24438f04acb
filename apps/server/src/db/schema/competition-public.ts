/**
 * The competition platform's public side (issue 20 items 3 and 4): the lottery draws for the
 * order of oral rounds, and the certificates issued when results are published.
 */
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { competitions } from './competitions';
import { schools } from './schools';
import { users } from './users';

/** A draw: the seed is the server's, the order follows from it (contracts lottery/shuffle.ts). */
export const lotteryDraws = pgTable(
  'lottery_draws',
  {
    id: serial('id').primaryKey(),
    /** The public code of its page (not the row id, so draws cannot be walked through). */
    code: text('code').notNull(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    drawnBy: integer('drawn_by').references(() => users.id, { onDelete: 'set null' }),
    /** The drawer's name when they drew, kept if the account goes. */
    drawnByName: text('drawn_by_name').notNull(),
    title: text('title').notNull(),
    entrants: jsonb('entrants').$type<string[]>().notNull(),
    seed: text('seed').notNull(),
    drawnOrder: jsonb('drawn_order').$type<number[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lottery_draws_code_key').on(t.code),
    index('lottery_draws_school_idx').on(t.schoolId, t.createdAt),
  ],
);

/**
 * An issued certificate, a snapshot of what it says (a later rename of the competition leaves
 * it as printed). The ID number is kept only as an HMAC under the server's key.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    competitionId: integer('competition_id').notNull(),
    /** The organiser's school (null: a competition of the platform operator). */
    schoolId: integer('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    holderUserId: integer('holder_user_id').references(() => users.id, { onDelete: 'set null' }),
    holderName: text('holder_name').notNull(),
    idNumberDigest: text('id_number_digest').notNull().default(''),
    award: text('award').notNull(),
    rank: integer('rank'),
    competitionTitle: text('competition_title').notNull(),
    organiser: text('organiser').notNull(),
    issuedOn: text('issued_on').notNull(),
    background: text('background').notNull(),
    accent: text('accent').notNull(),
    /** A stored picture (/files/...) drawn under the text; '' for the plain colour. */
    backgroundImage: text('background_image').notNull().default(''),
    /** Who and what it was issued for: issuing again for the same key changes nothing. */
    issueKey: text('issue_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('certificates_code_key').on(t.code),
    uniqueIndex('certificates_issue_key').on(t.issueKey),
    index('certificates_competition_idx').on(t.competitionId, t.holderName),
  ],
);

/**
 * A registration for a public competition (/contest_registration): the entrant's real name and ID
 * number (as an HMAC, certificates/id-number.ts) beside their competition entry, so the public
 * look-ups (find my score, find my certificate) can check them.
 */
export const competitionRegistrations = pgTable(
  'competition_registrations',
  {
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    realName: text('real_name').notNull(),
    idNumberDigest: text('id_number_digest').notNull(),
    /** The last four characters, shown to the entrant on their enrolment information. */
    idNumberTail: text('id_number_tail').notNull(),
    mobile: text('mobile').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.competitionId, t.studentId] }),
    index('competition_registrations_lookup_idx').on(t.competitionId, t.realName),
  ],
);

/** A school's team for a public competition (/sch_team), sent without sign-in; the organiser reads it. */
export const competitionTeamRegistrations = pgTable(
  'competition_team_registrations',
  {
    id: serial('id').primaryKey(),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    schoolName: text('school_name').notNull(),
    teamName: text('team_name').notNull(),
    teacherName: text('teacher_name').notNull(),
    teacherMobile: text('teacher_mobile').notNull(),
    teacherEmail: text('teacher_email').notNull(),
    members: jsonb('members').$type<{ name: string; studentNumber: string; mobile: string }[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('competition_team_registrations_competition_idx').on(t.competitionId),
    // A team registers once under its name; sending again corrects it.
    uniqueIndex('competition_team_registrations_team_idx').on(t.competitionId, t.schoolName, t.teamName),
  ],
);

/** The device check a student passed before a competition (examErSieTest): the latest per student. */
export const competitionDeviceChecks = pgTable(
  'competition_device_checks',
  {
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    passed: jsonb('passed').$type<string[]>().notNull(),
    roundTripMs: integer('round_trip_ms').notNull(),
    uploadKbps: integer('upload_kbps').notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.competitionId, t.studentId] })],
);
