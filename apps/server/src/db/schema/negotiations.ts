/**
 * Negotiation contests (issue 20 item 5): a contest runs one business case (platform content,
 * `packages/content` negotiation-cases) in one class; teams are paired seller against buyer;
 * turns of the simulation (against the machine) and of the platform round are kept with their
 * author; judges score each team with the contest's rubric.
 */
import type { TNegotiationCriterion, TNegotiationPhase, TNegotiationSide } from '@lingua/contracts';
import { sql } from 'drizzle-orm';
import {
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
import { users } from './users';

export const negotiationContests = pgTable(
  'negotiation_contests',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => users.id),
    caseKey: text('case_key').notNull(),
    title: text('title').notNull(),
    phase: text('phase').$type<TNegotiationPhase>().notNull().default('forming'),
    rubric: jsonb('rubric').$type<TNegotiationCriterion[]>().notNull(),
    platformMinutes: smallint('platform_minutes').notNull(),
    platformTurns: smallint('platform_turns').notNull(),
    platformAt: timestamp('platform_at', { withTimezone: true }),
    platformStartedAt: timestamp('platform_started_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('negotiation_contests_class_idx').on(t.classId)],
);

export const negotiationTeams = pgTable(
  'negotiation_teams',
  {
    id: serial('id').primaryKey(),
    contestId: integer('contest_id')
      .notNull()
      .references(() => negotiationContests.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    side: text('side').$type<TNegotiationSide>().notNull(),
    /** Teams of one pairing negotiate with each other in the platform round. */
    pairing: smallint('pairing').notNull(),
    simulationDoneAt: timestamp('simulation_done_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('negotiation_teams_pairing_side_idx').on(t.contestId, t.pairing, t.side)],
);

/** One team per student and contest (the primary key). */
export const negotiationMembers = pgTable(
  'negotiation_members',
  {
    contestId: integer('contest_id')
      .notNull()
      .references(() => negotiationContests.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => negotiationTeams.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.contestId, t.studentId] }), index('negotiation_members_team_idx').on(t.teamId)],
);

/**
 * A turn: in the simulation the team's reply to the machine's line `seq`; in the platform round
 * the pairing's turn `seq`. The unique indexes make two members answering at once one turn.
 */
export const negotiationTurns = pgTable(
  'negotiation_turns',
  {
    id: serial('id').primaryKey(),
    contestId: integer('contest_id')
      .notNull()
      .references(() => negotiationContests.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => negotiationTeams.id, { onDelete: 'cascade' }),
    round: text('round').$type<'simulation' | 'platform'>().notNull(),
    pairing: smallint('pairing').notNull(),
    seq: smallint('seq').notNull(),
    text: text('text').notNull(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('negotiation_turns_simulation_idx').on(t.teamId, t.seq).where(sql`${t.round} = 'simulation'`),
    uniqueIndex('negotiation_turns_platform_idx').on(t.contestId, t.pairing, t.seq).where(sql`${t.round} = 'platform'`),
  ],
);

/** A judge's rubric scores for a team, in the rubric's order; a judge may revise until publishing. */
export const negotiationScores = pgTable(
  'negotiation_scores',
  {
    contestId: integer('contest_id')
      .notNull()
      .references(() => negotiationContests.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => negotiationTeams.id, { onDelete: 'cascade' }),
    judgeId: integer('judge_id')
      .notNull()
      .references(() => users.id),
    scores: jsonb('scores').$type<number[]>().notNull(),
    comment: text('comment').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.judgeId] }), index('negotiation_scores_contest_idx').on(t.contestId)],
);

/** Teachers of the contest's school its organiser invited to judge (issue 20 item 5), besides the class's staff. */
export const negotiationJudges = pgTable(
  'negotiation_judges',
  {
    contestId: integer('contest_id')
      .notNull()
      .references(() => negotiationContests.id, { onDelete: 'cascade' }),
    judgeId: integer('judge_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.contestId, t.judgeId] }), index('negotiation_judges_judge_idx').on(t.judgeId)],
);
