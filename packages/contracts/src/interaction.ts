/**
 * Interactive group training (kind `interaction`, issue 16 item 3; part 1 §2 interaction pages, §3
 * team and peer-review rating, §5 rating rules, §6 team leader, member and reviewer, §9 the score
 * formula; part 2 §2.1 interactionCase and its pages, §2.6 interactive_training_*).
 *
 * An activity runs one scenario (a training of kind `interaction`, whose questions are its stages)
 * in one class: the teacher forms teams and starts it; each team writes one shared answer per
 * stage (every save carries the revision it edited) and its leader submits; then each team rates
 * other teams' answers against the teacher's rubric; the teacher closes the review, adjusts with
 * reasons, gives personal scores and publishes.
 */
import { z } from 'zod';
import { ZId } from './fields';

export const InteractionPhases = ['forming', 'answering', 'reviewing', 'closed', 'published'] as const;
export const ZInteractionPhase = z.enum(InteractionPhases);
export type TInteractionPhase = z.infer<typeof ZInteractionPhase>;

/** How the teacher forms teams (part 2 §2.6 interactive_training_group). */
export const ZTeamMode = z.enum(['manual', 'random', 'choose']);
export type TTeamMode = z.infer<typeof ZTeamMode>;

/** A rating item is scored in whole points out of RATING_MAX (part 1 §9 "ratings out of 5"). */
export const RATING_MAX = 5;
export const MAX_RUBRIC_ITEMS = 8;
export const MAX_TEAMS = 30;
export const MAX_TEAM_SIZE = 12;
/** The longest shared stage answer, in characters. */
export const STAGE_ANSWER_MAX = 20_000;
export const REVIEW_COMMENT_MAX = 1000;
/** Part 1 §9: total = team stage average × 50% + personal × 50%. */
export const TEAM_WEIGHT = 0.5;

export const ZRubricItem = z.object({
  name: z.string().trim().min(1).max(60),
  description: z.string().trim().max(300).default(''),
});
export type TRubricItem = z.infer<typeof ZRubricItem>;
export type TRubricItemInput = z.input<typeof ZRubricItem>;

export const ZActivityIdRequest = z.object({ activityId: ZId });
export const ZTrainingIdRequest = z.object({ trainingId: ZId });

// ---- Scenarios (the teacher's choice and preview, interactive_training_preview) ----

export const ZInteractionStage = z.object({
  stageId: z.number().int(),
  sort: z.number().int(),
  /** The stage's task in content markup. */
  prompt: z.string(),
  /** Notes for learners (Chinese and English); shown beside the task. */
  notes: z.object({ cn: z.string(), en: z.string() }),
});
export type TInteractionStage = z.infer<typeof ZInteractionStage>;

export const ZScenarioText = z.object({ text: z.string(), translation: z.string() });

export const ZScenarioSummary = z.object({
  trainingId: z.number().int(),
  title: z.string(),
  intro: z.string(),
  stageCount: z.number().int(),
});
export type TScenarioSummary = z.infer<typeof ZScenarioSummary>;

export const ZScenario = ZScenarioSummary.extend({
  /** The scenario's background: content markup, each with its Chinese translation. */
  background: z.array(ZScenarioText),
  stages: z.array(ZInteractionStage),
  /** The rubric the scenario suggests; the teacher may change it when creating an activity. */
  suggestedRubric: z.array(ZRubricItem),
});
export type TScenario = z.infer<typeof ZScenario>;

// ---- Teacher's calls ----

export const ZCreateInteractionRequest = z.object({
  classId: ZId,
  trainingId: ZId,
  title: z.string().trim().min(1).max(100),
  rubric: z.array(ZRubricItem).min(1).max(MAX_RUBRIC_ITEMS),
  /** How many other teams rate each answer (and how many answers each team rates). */
  reviewsPerAnswer: z.number().int().min(1).max(5).default(2),
});
export type TCreateInteractionRequest = z.input<typeof ZCreateInteractionRequest>;

export const ZTeamInput = z.object({
  name: z.string().trim().min(1).max(30),
  memberIds: z.array(ZId).max(MAX_TEAM_SIZE),
  leaderId: ZId.nullable().default(null),
});
export type TTeamInput = z.input<typeof ZTeamInput>;

export const ZFormTeamsRequest = z
  .object({
    activityId: ZId,
    mode: ZTeamMode,
    /** manual: the teams as the teacher wrote them. */
    teams: z.array(ZTeamInput).max(MAX_TEAMS).default([]),
    /** random and choose: the size of a team (random fills teams of this size; choose caps them). */
    teamSize: z.number().int().min(1).max(MAX_TEAM_SIZE).default(4),
  })
  .refine((v) => v.mode !== 'manual' || v.teams.length >= 2, { path: ['teams'], message: 'fieldInvalid' });
export type TFormTeamsRequest = z.input<typeof ZFormTeamsRequest>;

export const ZSetLeaderRequest = z.object({ activityId: ZId, teamId: ZId, studentId: ZId });
export const ZDropTeamRequest = z.object({ activityId: ZId, teamId: ZId });
export type TSetLeaderRequest = z.input<typeof ZSetLeaderRequest>;

export const ZAdjustScoreRequest = z.object({
  activityId: ZId,
  teamId: ZId,
  stageId: ZId,
  /** The stage's score out of 100 that replaces the peer average. */
  score: z.number().min(0).max(100),
  reason: z.string().trim().min(1).max(300),
});
export type TAdjustScoreRequest = z.input<typeof ZAdjustScoreRequest>;

export const ZPersonScoreRequest = z.object({
  activityId: ZId,
  studentId: ZId,
  score: z.number().min(0).max(100),
  reason: z.string().trim().max(300).default(''),
});
export type TPersonScoreRequest = z.input<typeof ZPersonScoreRequest>;

export const ZInteractionListRequest = z.object({ classId: ZId });

// ---- Student's calls ----

export const ZJoinTeamRequest = z.object({ activityId: ZId, teamId: ZId });

/** A save of the team's answer to one stage: `revision` is the one the writer edited. */
export const ZSaveStageRequest = z.object({
  activityId: ZId,
  stageId: ZId,
  text: z.string().max(STAGE_ANSWER_MAX),
  revision: z.number().int().min(0).max(1_000_000),
});
export type TSaveStageRequest = z.input<typeof ZSaveStageRequest>;

/** The leader's submit names the revision of each stage they read: a newer one refuses it. */
export const ZSubmitTeamRequest = z.object({
  activityId: ZId,
  revisions: z.array(z.object({ stageId: ZId, revision: z.number().int().min(0).max(1_000_000) })).max(20),
});
export type TSubmitTeamRequest = z.input<typeof ZSubmitTeamRequest>;

export const ZStageHistoryRequest = z.object({ activityId: ZId, teamId: ZId, stageId: ZId });

export const ZReviewStageScores = z.object({
  stageId: ZId,
  /** One score per rubric item, in the rubric's order; null: not scored yet. Over RATING_MAX: the spec's own message (review.ts). */
  items: z.array(z.number().int().min(0).max(100).nullable()).max(MAX_RUBRIC_ITEMS),
});
export const ZSubmitReviewRequest = z.object({
  activityId: ZId,
  targetTeamId: ZId,
  scores: z.array(ZReviewStageScores).max(20),
  comment: z.string().trim().max(REVIEW_COMMENT_MAX),
});
export type TSubmitReviewRequest = z.input<typeof ZSubmitReviewRequest>;

// ---- Answers ----

export const ZPerson = z.object({ userId: z.number().int(), name: z.string() });
export type TPerson = z.infer<typeof ZPerson>;

export const ZStageAnswer = z.object({
  stageId: z.number().int(),
  text: z.string(),
  revision: z.number().int(),
  updatedBy: ZPerson.nullable(),
  updatedAt: z.string().nullable(),
  /** Everyone who wrote a kept revision of it, with how many. */
  authors: z.array(ZPerson.extend({ revisions: z.number().int() })),
});
export type TStageAnswer = z.infer<typeof ZStageAnswer>;

export const ZStaleSave = z.object({ current: ZStageAnswer });
export type TStaleSave = z.infer<typeof ZStaleSave>;

export const ZStageRevision = z.object({
  revision: z.number().int(),
  text: z.string(),
  author: ZPerson,
  at: z.string(),
});
export type TStageRevision = z.infer<typeof ZStageRevision>;

export const ZTeam = z.object({
  teamId: z.number().int(),
  name: z.string(),
  leaderId: z.number().int().nullable(),
  members: z.array(ZPerson),
  submittedAt: z.string().nullable(),
  /** Marked dropped out during the review: it rates no more, its unfinished reviews went to others. */
  droppedAt: z.string().nullable(),
});
export type TTeam = z.infer<typeof ZTeam>;

export const ZActivitySummary = z.object({
  activityId: z.number().int(),
  classId: z.number().int(),
  className: z.string(),
  trainingId: z.number().int(),
  title: z.string(),
  scenarioTitle: z.string(),
  phase: ZInteractionPhase,
  teamCount: z.number().int(),
  createdAt: z.string(),
  publishedAt: z.string().nullable(),
  /** The caller's team (students). */
  myTeamId: z.number().int().nullable(),
});
export type TActivitySummary = z.infer<typeof ZActivitySummary>;

export const ZStageScore = z.object({
  stageId: z.number().int(),
  /** The peer average out of 100; null: no review yet. */
  peerScore: z.number().nullable(),
  reviewCount: z.number().int(),
  adjusted: z.object({ score: z.number(), reason: z.string() }).nullable(),
  /** The counted score: the adjustment, else the peer average, else 0. */
  score: z.number(),
});
export type TStageScore = z.infer<typeof ZStageScore>;

export const ZReviewReceived = z.object({
  reviewerTeamId: z.number().int(),
  reviewerTeamName: z.string(),
  scores: z.array(z.object({ stageId: z.number().int(), items: z.array(z.number().int()) })),
  comment: z.string(),
  submittedAt: z.string(),
});

export const ZTeamResult = z.object({
  teamId: z.number().int(),
  name: z.string(),
  stages: z.array(ZStageScore),
  /** The team's stage average out of 100. */
  teamScore: z.number(),
  rank: z.number().int(),
});
export type TTeamResult = z.infer<typeof ZTeamResult>;

export const ZPersonResult = z.object({
  userId: z.number().int(),
  name: z.string(),
  teamId: z.number().int(),
  teamName: z.string(),
  isLeader: z.boolean(),
  teamScore: z.number(),
  personalScore: z.number().nullable(),
  personalReason: z.string(),
  /** teamScore × 50% + personal × 50%; null until the personal score is given. */
  total: z.number().nullable(),
  rank: z.number().int().nullable(),
});
export type TPersonResult = z.infer<typeof ZPersonResult>;

export const ZReviewAssignment = z.object({
  reviewerTeamId: z.number().int(),
  targetTeamId: z.number().int(),
  submittedAt: z.string().nullable(),
});

/** What the teacher's pages read (doing, group, Scoring, rank). */
export const ZActivityDetail = ZActivitySummary.extend({
  rubric: z.array(ZRubricItem),
  reviewsPerAnswer: z.number().int(),
  teamMode: ZTeamMode.nullable(),
  teamSize: z.number().int(),
  stages: z.array(ZInteractionStage),
  teams: z.array(ZTeam),
  /** Students of the class in no team. */
  unassigned: z.array(ZPerson),
  /** Every team's answers (teacher) or the caller's team's (student). */
  answers: z.array(z.object({ teamId: z.number().int(), stages: z.array(ZStageAnswer) })),
  assignments: z.array(ZReviewAssignment),
  /** The ratings given, each with the team it rated (the report: interactive_training_report). */
  reviews: z.array(ZReviewReceived.extend({ targetTeamId: z.number().int() })),
  teamResults: z.array(ZTeamResult),
  persons: z.array(ZPersonResult),
});
export type TActivityDetail = z.infer<typeof ZActivityDetail>;

/** What a student's pages read: their team, its answers, the reviews it owes and, once published, results. */
export const ZStudentView = z.object({
  activity: ZActivitySummary.extend({ rubric: z.array(ZRubricItem), teamMode: ZTeamMode.nullable() }),
  stages: z.array(ZInteractionStage),
  background: z.array(ZScenarioText),
  /** Every team (names and members) while teams are chosen; the student's own later. */
  teams: z.array(ZTeam.extend({ size: z.number().int() })),
  teamSize: z.number().int(),
  myTeam: ZTeam.nullable(),
  isLeader: z.boolean(),
  answers: z.array(ZStageAnswer),
  /** Answers the team rates (reviewing): the target's answers and the team's submitted rating, if any. */
  reviews: z.array(
    z.object({
      targetTeamId: z.number().int(),
      targetTeamName: z.string(),
      answers: z.array(ZStageAnswer),
      submitted: ZReviewReceived.nullable(),
    }),
  ),
  /** Published: every team's result, the caller's own result and the reviews the team received. */
  results: z
    .object({
      teams: z.array(ZTeamResult),
      me: ZPersonResult.nullable(),
      received: z.array(ZReviewReceived),
    })
    .nullable(),
});
export type TStudentView = z.infer<typeof ZStudentView>;

/** The person and team score histories (interactive_training_person_score_history, _score_history). */
export const ZInteractionHistoryRow = z.object({
  activityId: z.number().int(),
  title: z.string(),
  className: z.string(),
  publishedAt: z.string(),
  teamName: z.string(),
  teamScore: z.number(),
  personalScore: z.number().nullable(),
  total: z.number().nullable(),
  rank: z.number().int().nullable(),
  teamRank: z.number().int(),
});
export type TInteractionHistoryRow = z.infer<typeof ZInteractionHistoryRow>;

/** A class's students' published results over its activities (interactive_training_person_score_history). */
export const ZClassPersonHistoryRow = ZInteractionHistoryRow.omit({ className: true }).extend({
  studentId: z.number().int(),
  studentName: z.string(),
});
export type TClassPersonHistoryRow = z.infer<typeof ZClassPersonHistoryRow>;

export const ZClassScoreHistoryRow = z.object({
  activityId: z.number().int(),
  title: z.string(),
  publishedAt: z.string(),
  teams: z.array(
    z.object({ teamId: z.number().int(), name: z.string(), teamScore: z.number(), rank: z.number().int() }),
  ),
});
export type TClassScoreHistoryRow = z.infer<typeof ZClassScoreHistoryRow>;

/** Live events (realtime rooms `team:{teamId}` and `interaction:{activityId}`). */
export const InteractionEvents = {
  /** A stage answer of the team changed: its presented row. */
  stageSaved: 'interaction.stageSaved',
  /** The activity changed (phase, teams, a submission, a review): refetch. */
  changed: 'interaction.changed',
} as const;
