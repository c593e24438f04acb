/** Competition calls (contracts: calls/competitions.ts), in the arguments the pages have at hand. */
import { competitionCalls, type TCompetitionSaveRequest, type TPeriodSaveRequest } from '@lingua/contracts';
import { call } from './client';

export const competitionApi = {
  main: (abilityCompId: number) => call(competitionCalls.competitionMain, { abilityCompId }),
  list: () => call(competitionCalls.competitionList),
  entrance: (abilityCompId: number) => call(competitionCalls.entrance, { abilityCompId }),
  enter: (abilityCompId: number) => call(competitionCalls.enter, { abilityCompId }),
  sign: (abilityCompId: number) => call(competitionCalls.signCommitment, { abilityCompId }),
  withdraw: (abilityCompId: number, reason: string) =>
    call(competitionCalls.withdrawal, { abilityCompId, stuId: '', reason }),
  ranking: (periodId: number) => call(competitionCalls.ranking, { periodId }),
  centre: () => call(competitionCalls.centre),
  organised: () => call(competitionCalls.organiserList),
  save: (body: TCompetitionSaveRequest) => call(competitionCalls.save, body),
  detail: (abilityCompId: number) => call(competitionCalls.detail, { abilityCompId }),
  savePeriod: (body: TPeriodSaveRequest) => call(competitionCalls.savePeriod, body),
  entries: (abilityCompId: number) => call(competitionCalls.entries, { abilityCompId }),
  publish: (periodId: number) => call(competitionCalls.publish, { periodId }),
  cheating: (periodId: number) => call(competitionCalls.cheating, { periodId }),
  exerciseHistory: () => call(competitionCalls.exerciseHistory, {}, { quiet: true }),
};
