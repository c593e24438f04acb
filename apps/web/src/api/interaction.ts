/** The interactive group training calls (contracts: calls/interaction.ts), in the arguments the pages have at hand. */
import {
  interactionCalls,
  type TAdjustScoreRequest,
  type TCreateInteractionRequest,
  type TFormTeamsRequest,
  type TPersonScoreRequest,
  type TSaveStageRequest,
  type TSubmitReviewRequest,
  type TSubmitTeamRequest,
} from '@lingua/contracts';
import { call } from './client';

const c = interactionCalls;

export const interactionApi = {
  scenarios: () => call(c.scenarios),
  scenario: (trainingId: number) => call(c.scenario, { trainingId }),
  create: (body: TCreateInteractionRequest) => call(c.create, body),
  list: (classId: number) => call(c.list, { classId }),
  detail: (activityId: number) => call(c.detail, { activityId }),
  formTeams: (body: TFormTeamsRequest) => call(c.formTeams, body),
  setLeader: (activityId: number, teamId: number, studentId: number) =>
    call(c.setLeader, { activityId, teamId, studentId }),
  start: (activityId: number) => call(c.start, { activityId }),
  startReview: (activityId: number) => call(c.startReview, { activityId }),
  dropTeam: (activityId: number, teamId: number) => call(c.dropTeam, { activityId, teamId }),
  closeReview: (activityId: number) => call(c.closeReview, { activityId }),
  adjust: (body: TAdjustScoreRequest) => call(c.adjust, body),
  personScore: (body: TPersonScoreRequest) => call(c.personScore, body),
  publish: (activityId: number) => call(c.publish, { activityId }),
  exportReport: (activityId: number) => call(c.export, { activityId }),
  scoreHistory: (classId: number) => call(c.scoreHistory, { classId }),
  personScoreHistory: (classId: number) => call(c.personScoreHistory, { classId }),
  stageHistory: (activityId: number, teamId: number, stageId: number) =>
    call(c.stageHistory, { activityId, teamId, stageId }),

  myList: () => call(c.myList),
  view: (activityId: number) => call(c.view, { activityId }),
  joinTeam: (activityId: number, teamId: number) => call(c.joinTeam, { activityId, teamId }),
  /** A stale save is answered 409 with `{ current }`: the page shows it, it never overwrites (quiet). */
  save: (body: TSaveStageRequest) => call(c.save, body, { quiet: true }),
  submit: (body: TSubmitTeamRequest) => call(c.submit, body),
  review: (body: TSubmitReviewRequest) => call(c.review, body),
  history: () => call(c.history),
};
