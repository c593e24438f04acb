/**
 * The language map, news and lesson previews of the home pages and the student's home (contracts:
 * calls/home.ts), in the arguments the pages have at hand.
 */
import { type BodyOf, homeCalls } from '@lingua/contracts';
import { call } from './client';

export const homeApi = {
  languageMap: (cacheVersion: string) => call(homeCalls.languageMap, { cacheVersion, dataType: 2 }, { quiet: true }),
  newsQuery: (body: BodyOf<typeof homeCalls.newsQuery>) => call(homeCalls.newsQuery, body),
  lessonPreviewList: () => call(homeCalls.lessonPreviewList),
  trainingCatalogue: () => call(homeCalls.trainingCatalogue),
  studentDashboard: () => call(homeCalls.studentDashboard),
};
