/**
 * The class data report (contracts: calls/analytics.ts): one call per tab of the teacher's
 * dataReport page and the xlsx of any of them; and the student's own everyDay and learnAnalyse. The reads are quiet: the page shows a failure in
 * place, with a retry, rather than a toast beside it.
 */
import { analyticsCalls, type BodyOf, type TLearningRange } from '@lingua/contracts';
import { call } from './client';

const quiet = { quiet: true };

export const analyticsApi = {
  achievement: (classId: number, trainingId: number | null) =>
    call(analyticsCalls.achievement, { classId, trainingId }, quiet),
  learningTime: (classId: number, range: TLearningRange) =>
    call(analyticsCalls.learningTime, { classId, range }, quiet),
  rightRatio: (classId: number, trainingId: number | null) =>
    call(analyticsCalls.rightRatio, { classId, trainingId }, quiet),
  taskScore: (classId: number) => call(analyticsCalls.taskScore, { classId }, quiet),
  typeAnswers: (classId: number, trainingId: number | null) =>
    call(analyticsCalls.typeAnswers, { classId, trainingId }, quiet),
  everyDay: (classId: number) => call(analyticsCalls.everyDay, { classId }, quiet),
  learnAnalyse: (classId: number, range: TLearningRange) =>
    call(analyticsCalls.learnAnalyse, { classId, range }, quiet),
  /** Not quiet: a refused export is a toast, the tab's figures stay. */
  exportReport: (body: BodyOf<typeof analyticsCalls.exportReport>) => call(analyticsCalls.exportReport, body),
};
