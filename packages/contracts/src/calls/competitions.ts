/**
 * Competition calls (issue 20; docs/api.md "Competitions"): the spec's two student calls under
 * their own paths (§7 competitionMain, withdrawal), and the designed calls for the list, entry,
 * commitment, ranking and centre, and for the organiser's competitions, periods and results.
 */
import { z } from 'zod';
import { defineContract } from '../api/contract';
import {
  ZCentre,
  ZCheatingRow,
  ZCompetitionDetail,
  ZCompetitionIdRequest,
  ZCompetitionListItem,
  ZCompetitionMain,
  ZCompetitionSaveRequest,
  ZCompetitionView,
  ZEntryRow,
  ZExerciseHistoryRow,
  ZPeriodIdRequest,
  ZPeriodSaveRequest,
  ZPeriodSummary,
  ZRanking,
  ZWithdrawalRequest,
} from '../competitions';

const student = '/openApi/competitionStudent/competitionInfo';
const teacher = '/openApi/competitionTeacher';

export const competitionCalls = {
  /** §7: the competition's main fields (§3) and its pages, for anyone it is open to. */
  competitionMain: defineContract({
    path: `${student}/competitionMain`,
    access: 'user',
    body: ZCompetitionIdRequest,
    response: ZCompetitionMain,
  }),
  /** §7: the caller withdraws from the competition with a reason (§5). */
  withdrawal: defineContract({
    path: `${student}/withdrawal`,
    access: 'student',
    body: ZWithdrawalRequest,
    response: z.object({ abilityCompId: z.number().int() }),
  }),
  /** The competitions open to the student: their school's and the public ones. */
  competitionList: defineContract({
    path: `${student}/competitionList`,
    access: 'student',
    response: z.array(ZCompetitionListItem),
  }),
  /** The entrance page: the competition, the student's entry and each period's status. */
  entrance: defineContract({
    path: `${student}/entrance`,
    access: 'student',
    body: ZCompetitionIdRequest,
    response: ZCompetitionView,
  }),
  /** Enters the competition (the class of type 3 becomes the student's current competition class). */
  enter: defineContract({
    path: `${student}/enter`,
    access: 'student',
    body: ZCompetitionIdRequest,
    response: ZCompetitionView,
  }),
  /** Signs the commitment letter (after the 15 s countdown on the page). */
  signCommitment: defineContract({
    path: `${student}/signCommitment`,
    access: 'student',
    body: ZCompetitionIdRequest,
    response: ZCompetitionView,
  }),
  /** A period's ranking: the published results, or the live standing before publishing. */
  ranking: defineContract({
    path: `${student}/ranking`,
    access: 'user',
    body: ZPeriodIdRequest,
    response: ZRanking,
  }),
  /** The student's competitions with their published results (the personal centre). */
  centre: defineContract({
    path: '/openApi/competitionStudent/center/index',
    access: 'student',
    response: ZCentre,
  }),

  /** The organiser's competitions. */
  organiserList: defineContract({
    path: `${teacher}/competition/list`,
    access: 'teacher',
    response: z.array(ZCompetitionListItem),
  }),
  /** Creates (no abilityCompId) or edits a competition. */
  save: defineContract({
    path: `${teacher}/competition/save`,
    access: 'teacher',
    body: ZCompetitionSaveRequest,
    response: z.object({ abilityCompId: z.number().int() }),
  }),
  detail: defineContract({
    path: `${teacher}/competition/detail`,
    access: 'teacher',
    body: ZCompetitionIdRequest,
    response: ZCompetitionDetail,
  }),
  /** Creates or edits a period: its exam in the competition's class, on the organiser's paper. */
  savePeriod: defineContract({
    path: `${teacher}/period/save`,
    access: 'teacher',
    body: ZPeriodSaveRequest,
    response: ZPeriodSummary,
  }),
  /** The entry list (studentSchedule) with commitments and withdrawals (withdrawalInformation). */
  entries: defineContract({
    path: `${teacher}/competition/entries`,
    access: 'teacher',
    body: ZCompetitionIdRequest,
    response: z.array(ZEntryRow),
  }),
  /** Publishes a period's results: ranks written to competition_results. */
  publish: defineContract({
    path: `${teacher}/period/publish`,
    access: 'teacher',
    body: ZPeriodIdRequest,
    response: ZRanking,
  }),
  /** Cheating information from the invigilation signals of a period's exam. */
  cheating: defineContract({
    path: `${teacher}/period/cheating`,
    access: 'teacher',
    body: ZPeriodIdRequest,
    response: z.array(ZCheatingRow),
  }),
  /** The organiser's practice rounds (non-official competitions) and their results, newest first. */
  exerciseHistory: defineContract({
    path: `${teacher}/exerciseHistory`,
    access: 'teacher',
    response: z.array(ZExerciseHistoryRow),
  }),
};
