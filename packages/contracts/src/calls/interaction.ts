/**
 * Interactive group training calls (docs/api.md "Interactive group training"; issue 16 item 3).
 * Teachers and managers run the activities of classes they may change; students of the class
 * join a team, write their team's stages, rate other teams and read the published results.
 */
import { z } from 'zod';
import { defineContract } from '../api/contract';
import { ZFileDownload } from '../files';
import {
  ZActivityDetail,
  ZActivityIdRequest,
  ZActivitySummary,
  ZAdjustScoreRequest,
  ZClassPersonHistoryRow,
  ZClassScoreHistoryRow,
  ZCreateInteractionRequest,
  ZDropTeamRequest,
  ZFormTeamsRequest,
  ZInteractionHistoryRow,
  ZInteractionListRequest,
  ZJoinTeamRequest,
  ZPersonScoreRequest,
  ZSaveStageRequest,
  ZScenario,
  ZScenarioSummary,
  ZSetLeaderRequest,
  ZStageAnswer,
  ZStageHistoryRequest,
  ZStageRevision,
  ZStudentView,
  ZSubmitReviewRequest,
  ZSubmitTeamRequest,
  ZTrainingIdRequest,
} from '../interaction';

const teacher = '/openApi/teacher/interaction';
const student = '/openApi/student/interaction';

export const interactionCalls = {
  /** The interaction scenarios the teacher may use. */
  scenarios: defineContract({ path: `${teacher}/scenarios`, access: 'staff', response: z.array(ZScenarioSummary) }),
  /** One scenario with its stages and suggested rubric (interactive_training_preview). */
  scenario: defineContract({
    path: `${teacher}/scenario`,
    access: 'staff',
    body: ZTrainingIdRequest,
    response: ZScenario,
  }),
  create: defineContract({
    path: `${teacher}/create`,
    access: 'staff',
    body: ZCreateInteractionRequest,
    response: ZActivityDetail,
  }),
  list: defineContract({
    path: `${teacher}/list`,
    access: 'staff',
    body: ZInteractionListRequest,
    response: z.array(ZActivitySummary),
  }),
  detail: defineContract({
    path: `${teacher}/detail`,
    access: 'staff',
    body: ZActivityIdRequest,
    response: ZActivityDetail,
  }),
  /** Forms teams by hand, at random or as empty teams students choose (forming only). */
  formTeams: defineContract({
    path: `${teacher}/formTeams`,
    access: 'staff',
    body: ZFormTeamsRequest,
    response: ZActivityDetail,
  }),
  setLeader: defineContract({
    path: `${teacher}/setLeader`,
    access: 'staff',
    body: ZSetLeaderRequest,
    response: ZActivityDetail,
  }),
  /** forming → answering: at least two teams, each with members and a leader, every student placed. */
  start: defineContract({
    path: `${teacher}/start`,
    access: 'staff',
    body: ZActivityIdRequest,
    response: ZActivityDetail,
  }),
  /** answering → reviewing: the teams that submitted rate each other (the allocation). */
  startReview: defineContract({
    path: `${teacher}/startReview`,
    access: 'staff',
    body: ZActivityIdRequest,
    response: ZActivityDetail,
  }),
  /**
   * During the review, a team that dropped out (left the lesson): it rates no more, and its
   * unfinished reviews go to the teams still reviewing, the loads kept even (allocation.ts).
   */
  dropTeam: defineContract({
    path: `${teacher}/dropTeam`,
    access: 'staff',
    body: ZDropTeamRequest,
    response: ZActivityDetail,
  }),
  /** reviewing → closed: no more ratings; scores are computed. */
  closeReview: defineContract({
    path: `${teacher}/closeReview`,
    access: 'staff',
    body: ZActivityIdRequest,
    response: ZActivityDetail,
  }),
  adjust: defineContract({
    path: `${teacher}/adjust`,
    access: 'staff',
    body: ZAdjustScoreRequest,
    response: ZActivityDetail,
  }),
  personScore: defineContract({
    path: `${teacher}/personScore`,
    access: 'staff',
    body: ZPersonScoreRequest,
    response: ZActivityDetail,
  }),
  /** closed → published: students see scores, ranks and the reviews they received. */
  publish: defineContract({
    path: `${teacher}/publish`,
    access: 'staff',
    body: ZActivityIdRequest,
    response: ZActivityDetail,
  }),
  /** A team's stage revisions, who wrote each (teachers; students of the team use the student call). */
  stageHistory: defineContract({
    path: `${teacher}/stageHistory`,
    access: 'staff',
    body: ZStageHistoryRequest,
    response: z.array(ZStageRevision),
  }),
  /** The report as xlsx: teams and their stage scores, people and their totals, the reviews. */
  export: defineContract({
    path: `${teacher}/export`,
    access: 'staff',
    body: ZActivityIdRequest,
    response: ZFileDownload,
  }),
  /** A class's published activities with the teams' scores and ranks (interactive_training_score_history). */
  scoreHistory: defineContract({
    path: `${teacher}/scoreHistory`,
    access: 'staff',
    body: ZInteractionListRequest,
    response: z.array(ZClassScoreHistoryRow),
  }),
  /** A class's students' results over its published activities (interactive_training_person_score_history). */
  personScoreHistory: defineContract({
    path: `${teacher}/personScoreHistory`,
    access: 'staff',
    body: ZInteractionListRequest,
    response: z.array(ZClassPersonHistoryRow),
  }),

  myList: defineContract({ path: `${student}/list`, access: 'student', response: z.array(ZActivitySummary) }),
  view: defineContract({
    path: `${student}/view`,
    access: 'student',
    body: ZActivityIdRequest,
    response: ZStudentView,
  }),
  joinTeam: defineContract({
    path: `${student}/joinTeam`,
    access: 'student',
    body: ZJoinTeamRequest,
    response: ZStudentView,
  }),
  /** A stale revision answers 409 with the current answer as data; nothing is overwritten. */
  save: defineContract({
    path: `${student}/save`,
    access: 'student',
    body: ZSaveStageRequest,
    response: ZStageAnswer,
  }),
  myStageHistory: defineContract({
    path: `${student}/stageHistory`,
    access: 'student',
    body: ZStageHistoryRequest,
    response: z.array(ZStageRevision),
  }),
  /** The leader submits the team's answers (every stage written). */
  submit: defineContract({
    path: `${student}/submit`,
    access: 'student',
    body: ZSubmitTeamRequest,
    response: ZStudentView,
  }),
  /** The leader rates an allocated team: every item of every stage, and a comment. */
  review: defineContract({
    path: `${student}/review`,
    access: 'student',
    body: ZSubmitReviewRequest,
    response: ZStudentView,
  }),
  /** The student's published results over every activity (interactive_training_person_score_history). */
  history: defineContract({
    path: `${student}/history`,
    access: 'student',
    response: z.array(ZInteractionHistoryRow),
  }),
};
