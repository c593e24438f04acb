/** LTI 1.3 (contracts: calls/lti.ts): the operator's platform registrations, a launch's hand-over, deep linking, roster sync. */
import { type BodyOf, ltiCalls } from '@lingua/contracts';
import { call } from './client';

export const ltiApi = {
  platforms: () => call(ltiCalls.platforms),
  savePlatform: (body: BodyOf<typeof ltiCalls.savePlatform>) => call(ltiCalls.savePlatform, body),
  deletePlatform: (platformId: number) => call(ltiCalls.deletePlatform, { platformId }),
  enter: (code: string) => call(ltiCalls.enter, { code }, { quiet: true }),
  deepLinkOptions: (deepLinkId: string) => call(ltiCalls.deepLinkOptions, { deepLinkId }, { quiet: true }),
  deepLinkChoose: (deepLinkId: string, trainingId: number) => call(ltiCalls.deepLinkChoose, { deepLinkId, trainingId }),
  classLink: (classId: number) => call(ltiCalls.classLink, { classId }, { quiet: true }),
  syncRoster: (classId: number) => call(ltiCalls.syncRoster, { classId }),
};
