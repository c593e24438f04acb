/** Negotiation contests' calls (contracts: calls/negotiations.ts), in the arguments the pages have at hand. */
import {
  negotiationCalls,
  type TCreateNegotiationRequest,
  type TFormNegotiationTeamsRequest,
  type TNegotiationPhase,
  type TNegotiationScoreRequest,
} from '@lingua/contracts';
import { call } from './client';

export const negotiationApi = {
  cases: () => call(negotiationCalls.cases),
  list: (classId?: number) => call(negotiationCalls.list, classId ? { classId } : {}),
  create: (body: TCreateNegotiationRequest) => call(negotiationCalls.create, body),
  detail: (contestId: number) => call(negotiationCalls.detail, { contestId }),
  formTeams: (body: TFormNegotiationTeamsRequest) => call(negotiationCalls.formTeams, body),
  advance: (contestId: number, phase: TNegotiationPhase) => call(negotiationCalls.advance, { contestId, phase }),
  score: (body: TNegotiationScoreRequest) => call(negotiationCalls.score, body),
  judgeCandidates: (contestId: number) => call(negotiationCalls.judgeCandidates, { contestId }),
  setJudges: (contestId: number, judgeIds: number[]) => call(negotiationCalls.setJudges, { contestId, judgeIds }),
  studentList: () => call(negotiationCalls.studentList),
  view: (contestId: number) => call(negotiationCalls.view, { contestId }),
  simulationTurn: (contestId: number, text: string) => call(negotiationCalls.simulationTurn, { contestId, text }),
  platformTurn: (contestId: number, text: string) => call(negotiationCalls.platformTurn, { contestId, text }),
  lineAudio: (contestId: number, line: number) => call(negotiationCalls.lineAudio, { contestId, line }),
  publicList: () => call(negotiationCalls.publicList),
};
