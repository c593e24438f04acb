/**
 * Interactive group training (issue 16 item 3): an activity runs one interaction scenario (a
 * training whose questions are its stages) in one class; teams with a leader write one shared
 * answer per stage, every save kept as a revision with its author; teams rate each other's
 * answers; the teacher adjusts stage scores with a reason and gives personal scores.
 */
import type { TInteractionPhase, TRubricItem, TTeamMode } from '@lingua/contracts';
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
import { trainingQuestions, trainings } from './trainings';
import { users } from './users';

export const interactionActivities = pgTable(
  'interaction_activities',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    trainingId: integer('training_id')
      .notNull()
      .references(() => trainings.id, { onDelete: 'cascade' }),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    phase: text('phase').$type<TInteractionPhase>().notNull().default('forming'),
    teamMode: text('team_mode').$type<TTeamMode>(),
    teamSize: smallint('team_size').notNull().default(4),
    reviewsPerAnswer: smallint('reviews_per_answer').notNull(),
    rubric: jsonb('rubric').$type<TRubricItem[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    reviewStartedAt: timestamp('review_started_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [index('interaction_activities_class_idx').on(t.classId)],
);

export const interactionTeams = pgTable(
  'interaction_teams',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => interactionActivities.id, { onDelete: 'cascade' }),
    sort: smallint('sort').notNull(),
    name: text('name').notNull(),
    leaderId: integer('leader_id').references(() => users.id),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** The teacher marked the team dropped out during the review: its unfinished reviews went to others. */
    droppedAt: timestamp('dropped_at', { withTimezone: true }),
  },
  (t) => [index('interaction_teams_activity_idx').on(t.activityId)],
);

/** One team per student and activity (the primary key). */
export const interactionMembers = pgTable(
  'interaction_members',
  {
    activityId: integer('activity_id')
      .notNull()
      .references(() => interactionActivities.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => interactionTeams.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.activityId, t.studentId] }), index('interaction_members_team_idx').on(t.teamId)],
);

/** The team's current answer to a stage; `revision` rises by one with every save. */
export const interactionAnswers = pgTable(
  'interaction_answers',
  {
    teamId: integer('team_id')
      .notNull()
      .references(() => interactionTeams.id, { onDelete: 'cascade' }),
    stageId: integer('stage_id')
      .notNull()
      .references(() => trainingQuestions.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    revision: integer('revision').notNull(),
    updatedBy: integer('updated_by')
      .notNull()
      .references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.stageId] })],
);

/** Every saved revision with its author: who wrote what is kept. */
export const interactionRevisions = pgTable(
  'interaction_revisions',
  {
    teamId: integer('team_id')
      .notNull()
      .references(() => interactionTeams.id, { onDelete: 'cascade' }),
    stageId: integer('stage_id').notNull(),
    revision: integer('revision').notNull(),
    text: text('text').notNull(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.stageId, t.revision] })],
);

/** An allocated review: the reviewer team rates the target team; scores once submitted. */
export const interactionReviews = pgTable(
  'interaction_reviews',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => interactionActivities.id, { onDelete: 'cascade' }),
    reviewerTeamId: integer('reviewer_team_id')
      .notNull()
      .references(() => interactionTeams.id, { onDelete: 'cascade' }),
    targetTeamId: integer('target_team_id')
      .notNull()
      .references(() => interactionTeams.id, { onDelete: 'cascade' }),
    /** Per stage, one score per rubric item. */
    scores: jsonb('scores').$type<{ stageId: number; items: number[] }[]>(),
    comment: text('comment'),
    submittedBy: integer('submitted_by').references(() => users.id),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('interaction_reviews_pair_key').on(t.reviewerTeamId, t.targetTeamId),
    index('interaction_reviews_activity_idx').on(t.activityId),
  ],
);

/** The teacher's replacement of a team's stage score, with the reason. */
export const interactionAdjustments = pgTable(
  'interaction_adjustments',
  {
    teamId: integer('team_id')
      .notNull()
      .references(() => interactionTeams.id, { onDelete: 'cascade' }),
    stageId: integer('stage_id').notNull(),
    score: doublePrecision('score').notNull(),
    reason: text('reason').notNull(),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.stageId] })],
);

/** A member's personal score out of 100, given by the teacher. */
export const interactionPersonScores = pgTable(
  'interaction_person_scores',
  {
    activityId: integer('activity_id')
      .notNull()
      .references(() => interactionActivities.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    score: doublePrecision('score').notNull(),
    reason: text('reason').notNull().default(''),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.activityId, t.studentId] })],
);
