/** Case work's calls (contracts: calls/case-work.ts), in the arguments the pages have at hand. */
import { caseWorkCalls } from '@lingua/contracts';
import { call } from './client';

export const caseWorkApi = {
  caseAnswers: (classId: number, trainingId: number) => call(caseWorkCalls.caseAnswers, { classId, trainingId }),
  markExcellent: (attemptId: number, questionId: number, excellent: boolean) =>
    call(caseWorkCalls.markExcellent, { attemptId, questionId, excellent }),
  excellentCases: (classId: number) => call(caseWorkCalls.excellentCases, { classId }, { quiet: true }),
  comprehensiveCases: (classId: number) => call(caseWorkCalls.comprehensiveCases, { classId }),
};
