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
  ZClassScoreHistoryRow,
  ZCreateInteractionRequest,
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

const staffCall = <B extends z.ZodType, R extends z.ZodType>(name: string, body: B, response: R) =>
  defineContract({ path: `${teacher}/${name}`, access: 'staff', body, response });
const studentCall = <B extends z.ZodType, R extends z.ZodType>(name: string, body: B, response: R) =>
  defineContract({ path: `${student}/${name}`, access: 'student', body, response });

export const interactionCalls = {
  /** The interaction scenarios the teacher may use. */
  scenarios: defineContract({ path: `${teacher}/scenarios`, access: 'staff', response: z.array(ZScenarioSummary) }),
  /** One scenario with its stages and suggested rubric (interactive_training_preview). */
  scenario: staffCall('scenario', ZTrainingIdRequest, ZScenario),
  create: staffCall('create', ZCreateInteractionRequest, ZActivityDetail),
  list: staffCall('list', ZInteractionListRequest, z.array(ZActivitySummary)),
  detail: staffCall('detail', ZActivityIdRequest, ZActivityDetail),
  /** Forms teams by hand, at random or as empty teams students choose (forming only). */
  formTeams: staffCall('formTeams', ZFormTeamsRequest, ZActivityDetail),
  setLeader: staffCall('setLeader', ZSetLeaderRequest, ZActivityDetail),
  /** forming → answering: at least two teams, each with members and a leader, every student placed. */
  start: staffCall('start', ZActivityIdRequest, ZActivityDetail),
  /** answering → reviewing: the teams that submitted rate each other (the allocation). */
  startReview: staffCall('startReview', ZActivityIdRequest, ZActivityDetail),
  /** reviewing → closed: no more ratings; scores are computed. */
  closeReview: staffCall('closeReview', ZActivityIdRequest, ZActivityDetail),
  adjust: staffCall('adjust', ZAdjustScoreRequest, ZActivityDetail),
  personScore: staffCall('personScore', ZPersonScoreRequest, ZActivityDetail),
  /** closed → published: students see scores, ranks and the reviews they received. */
  publish: staffCall('publish', ZActivityIdRequest, ZActivityDetail),
  /** A team's stage revisions, who wrote each (teachers; students of the team use the student call). */
  stageHistory: staffCall('stageHistory', ZStageHistoryRequest, z.array(ZStageRevision)),
  /** The report as xlsx: teams and their stage scores, people and their totals, the reviews. */
  export: staffCall('export', ZActivityIdRequest, ZFileDownload),
  /** A class's published activities with the teams' scores and ranks (interactive_training_score_history). */
  scoreHistory: staffCall('scoreHistory', ZInteractionListRequest, z.array(ZClassScoreHistoryRow)),

  myList: defineContract({ path: `${student}/list`, access: 'student', response: z.array(ZActivitySummary) }),
  view: studentCall('view', ZActivityIdRequest, ZStudentView),
  joinTeam: studentCall('joinTeam', ZJoinTeamRequest, ZStudentView),
  /** A stale revision answers 409 with the current answer as data; nothing is overwritten. */
  save: studentCall('save', ZSaveStageRequest, ZStageAnswer),
  myStageHistory: studentCall('stageHistory', ZStageHistoryRequest, z.array(ZStageRevision)),
  /** The leader submits the team's answers (every stage written). */
  submit: studentCall('submit', ZSubmitTeamRequest, ZStudentView),
  /** The leader rates an allocated team: every item of every stage, and a comment. */
  review: studentCall('review', ZSubmitReviewRequest, ZStudentView),
  /** The student's published results over every activity (interactive_training_person_score_history). */
  history: defineContract({
    path: `${student}/history`,
    access: 'student',
    response: z.array(ZInteractionHistoryRow),
  }),
};
