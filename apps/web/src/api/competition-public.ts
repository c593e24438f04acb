/** The competition's public calls (contracts: calls/lottery.ts, calls/certificates.ts), in the arguments the pages have at hand. */
import {
  certificateCalls,
  competitionPublicCalls,
  lotteryCalls,
  type TPrizeRule,
  type TRegisterRequest,
  type TTeamRegistrationRequest,
} from '@lingua/contracts';
import { call } from './client';

export const lotteryApi = {
  draw: (title: string, entrants: string[]) => call(lotteryCalls.draw, { title, entrants }),
  list: () => call(lotteryCalls.list),
  detail: (code: string) => call(lotteryCalls.detail, { code }, { quiet: true }),
};

export const certificateApi = {
  verify: (code: string) => call(certificateCalls.verify, { code }, { quiet: true }),
  find: (competitionId: number, name: string, idNumber: string) =>
    call(certificateCalls.find, { competitionId, name, idNumber }, { quiet: true }),
  pdf: (code: string) => call(certificateCalls.pdf, { code }),
  issued: (competitionId: number, periodId?: number) =>
    call(certificateCalls.issued, { competitionId, ...(periodId ? { periodId } : {}) }, { quiet: true }),
  batch: (competitionId: number, periodId?: number) =>
    call(certificateCalls.batch, { competitionId, ...(periodId ? { periodId } : {}) }),
  issueForPeriod: (periodId: number, rule: TPrizeRule) => call(certificateCalls.issueForPeriod, { periodId, rule }),
};

export const competitionPublicApi = {
  list: () => call(competitionPublicCalls.list),
  register: (body: TRegisterRequest) => call(competitionPublicCalls.register, body, { quiet: true }),
  myRegistrations: () => call(competitionPublicCalls.myRegistrations),
  findScore: (abilityCompId: number, name: string, idNumber: string) =>
    call(competitionPublicCalls.findScore, { abilityCompId, name, idNumber }, { quiet: true }),
  competition: (abilityCompId: number) => call(competitionPublicCalls.competition, { abilityCompId }, { quiet: true }),
  scoreboard: (abilityCompId: number, periodId?: number) =>
    call(competitionPublicCalls.scoreboard, { abilityCompId, ...(periodId ? { periodId } : {}) }, { quiet: true }),
  teamRegister: (body: TTeamRegistrationRequest) => call(competitionPublicCalls.teamRegister, body, { quiet: true }),
  teamRegistrations: (abilityCompId: number) => call(competitionPublicCalls.teamRegistrations, { abilityCompId }),
};
