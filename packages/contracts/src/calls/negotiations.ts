/**
 * Negotiation contests' calls (issue 20 item 5, designed: docs/api.md "Negotiation contests").
 * Staff who may change the class run and judge a contest, and teachers of the school they invite
 * judge it too; students of the class read their own team's side; the published contests are public.
 */
import { z } from 'zod';
import { defineContract } from '../api/contract';
import {
  ZAdvanceNegotiationRequest,
  ZContestIdRequest,
  ZCreateNegotiationRequest,
  ZFormNegotiationTeamsRequest,
  ZNegotiationCaseSummary,
  ZNegotiationDetail,
  ZNegotiationJudge,
  ZNegotiationLineRequest,
  ZNegotiationListRequest,
  ZNegotiationScoreRequest,
  ZNegotiationStudentRow,
  ZNegotiationStudentView,
  ZNegotiationSummary,
  ZNegotiationTurnRequest,
  ZPublicNegotiation,
  ZSetNegotiationJudgesRequest,
} from '../negotiations';
import { ZLineAudio } from '../speaking';

const teacher = '/openApi/teacher/negotiation';
const student = '/openApi/student/negotiation';

export const negotiationCalls = {
  /** The business cases a contest can be run on (platform content). */
  cases: defineContract({ path: `${teacher}/cases`, access: 'staff', response: z.array(ZNegotiationCaseSummary) }),
  list: defineContract({
    path: `${teacher}/list`,
    access: 'staff',
    body: ZNegotiationListRequest,
    response: z.array(ZNegotiationSummary),
  }),
  create: defineContract({
    path: `${teacher}/create`,
    access: 'staff',
    body: ZCreateNegotiationRequest,
    response: ZNegotiationDetail,
  }),
  detail: defineContract({
    path: `${teacher}/detail`,
    access: 'staff',
    body: ZContestIdRequest,
    response: ZNegotiationDetail,
  }),
  /** Sets the pairings (a seller team against a buyer team), while forming only. */
  formTeams: defineContract({
    path: `${teacher}/formTeams`,
    access: 'staff',
    body: ZFormNegotiationTeamsRequest,
    response: ZNegotiationDetail,
  }),
  /** Moves the contest to its next phase; starting the platform round starts its clock. */
  advance: defineContract({
    path: `${teacher}/advance`,
    access: 'staff',
    body: ZAdvanceNegotiationRequest,
    response: ZNegotiationDetail,
  }),
  /** A judge's rubric scores and comment for one team (review only; every criterion, within its maximum). */
  score: defineContract({
    path: `${teacher}/score`,
    access: 'staff',
    body: ZNegotiationScoreRequest,
    response: ZNegotiationDetail,
  }),
  /** The school's teachers the organiser may invite as judges. */
  judgeCandidates: defineContract({
    path: `${teacher}/judgeCandidates`,
    access: 'staff',
    body: ZContestIdRequest,
    response: z.array(ZNegotiationJudge),
  }),
  /** Invites the school's teachers to judge (the organiser; the list replaces the last). */
  setJudges: defineContract({
    path: `${teacher}/setJudges`,
    access: 'staff',
    body: ZSetNegotiationJudgesRequest,
    response: ZNegotiationDetail,
  }),

  studentList: defineContract({
    path: `${student}/list`,
    access: 'student',
    response: z.array(ZNegotiationStudentRow),
  }),
  view: defineContract({
    path: `${student}/view`,
    access: 'student',
    body: ZContestIdRequest,
    response: ZNegotiationStudentView,
  }),
  /** The team's reply to the machine's current line in the simulation. */
  simulationTurn: defineContract({
    path: `${student}/simulationTurn`,
    access: 'student',
    body: ZNegotiationTurnRequest,
    response: ZNegotiationStudentView,
  }),
  /** The machine's line spoken in its role's synthesised voice (lines the team has reached only). */
  lineAudio: defineContract({
    path: `${student}/lineAudio`,
    access: 'student',
    body: ZNegotiationLineRequest,
    response: ZLineAudio,
  }),
  /** The team's turn in the platform round: its side's turn, before the clock runs out. */
  platformTurn: defineContract({
    path: `${student}/platformTurn`,
    access: 'student',
    body: ZNegotiationTurnRequest,
    response: ZNegotiationStudentView,
  }),

  /** The public /negotiation page: the contests their teachers published. */
  publicList: defineContract({
    path: '/openApi/negotiation/public/list',
    access: 'public',
    response: z.array(ZPublicNegotiation),
  }),
};
